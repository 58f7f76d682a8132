import { describe, expect, it } from 'vitest';
import { appliedDoses } from '../../src/entities/applied-doses';
import { vaccineBatches } from '../../src/entities/vaccine-batches';
import { setUpApiFixture } from '../helpers/api-fixture';
import { createBatch, dates, idOf, payloads } from '../helpers/sample-data';

const fixture = setUpApiFixture();

const vialsOf = async (batchId: number) => {
  const row = (await fixture.api.rowsOf(vaccineBatches)).find((batch) => batch.id === batchId);
  return Number(row?.availableQuantity);
};

/** A patient of one test: a patient may hold one active dose of each number of a vaccine. */
const newPatient = async () => idOf(await fixture.api.admin('POST', '/patients', payloads.adult()));

const dose = (batchId: number, patientId = fixture.ids.patientId) =>
  payloads.dose({
    patientId,
    vaccineBatchId: batchId,
    vaccinationCenterId: fixture.ids.centerId,
    applyingUserId: fixture.api.userIds.health,
  });

describe('applied doses and stock', () => {
  it('should take one vial when health registers a dose, in the nested GET shape', async () => {
    const batchId = await createBatch(fixture.api, fixture.ids.vaccineId, 5);
    const response = await fixture.api.health('POST', '/applied-doses', dose(batchId));
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      isActive: true,
      vaccineBatch: { id: batchId, vaccine: { vaccineName: 'Comirnaty' } },
      vaccinationCenter: { centerName: 'Centro de Salud Norte' },
      applyingUser: { name: 'Hugo', lastname: 'Salud', email: 'salud@gmail.com' },
      patient: { id: fixture.ids.patientId },
    });
    expect(typeof (response.json as { applicationDateTime: string }).applicationDateTime).toBe('string');
    expect(await vialsOf(batchId)).toBe(4);
  });

  it.each([
    [
      'closed',
      async (batchId: number) => fixture.api.admin('PATCH', `/vaccine-batches/${batchId}/status/2`),
      'está cerrado',
    ],
    [
      'empty',
      async (batchId: number) => fixture.api.admin('POST', '/applied-doses', dose(batchId, await newPatient())),
      'El lote no tiene stock en este centro',
    ],
  ])('should refuse a dose from a %s batch with 409 and write nothing', async (_name, prepare, reason) => {
    const patientId = await newPatient();
    const batchId = await createBatch(fixture.api, fixture.ids.vaccineId, 1);
    await prepare(batchId);
    const vials = await vialsOf(batchId);
    const before = await fixture.api.rowsOf(appliedDoses);
    const response = await fixture.api.health('POST', '/applied-doses', dose(batchId, patientId));
    expect(response.status).toBe(409);
    expect((response.json as { message: string }).message).toContain(reason);
    expect(await fixture.api.rowsOf(appliedDoses)).toEqual(before);
    expect(await vialsOf(batchId)).toBe(vials);
  });

  it('should refuse a dose from an expired batch', async () => {
    const patientId = await newPatient();
    const batchId = await createBatch(fixture.api, fixture.ids.vaccineId, 3);
    await fixture.api.store.db
      .updateTable('vaccine_batches')
      .set({ expirationDate: dates.yesterday })
      .where('id', '=', batchId)
      .execute();
    const response = await fixture.api.health('POST', '/applied-doses', dose(batchId, patientId));
    expect(response.status).toBe(409);
    expect((response.json as { message: string }).message).toContain('está vencido');
    expect(await vialsOf(batchId)).toBe(3);
  });

  it('should refuse a dose from an inactive batch with 400', async () => {
    const batchId = await createBatch(fixture.api, fixture.ids.vaccineId, 3);
    await fixture.api.admin('DELETE', `/vaccine-batches/${batchId}`);
    const response = await fixture.api.health('POST', '/applied-doses', dose(batchId));
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ errors: { vaccineBatchId: expect.any(String) } });
  });

  it('should move the vial when a dose is edited to another batch', async () => {
    const patientId = await newPatient();
    const first = await createBatch(fixture.api, fixture.ids.vaccineId, 5);
    const second = await createBatch(fixture.api, fixture.ids.vaccineId, 5);
    const created = await fixture.api.admin('POST', '/applied-doses', dose(first, patientId));
    const doseId = (created.json as { id: number }).id;
    const moved = await fixture.api.admin('PATCH', `/applied-doses/${doseId}`, {
      ...dose(second, patientId),
      doseNumber: 2,
    });
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ vaccineBatchId: second, doseNumber: 2 });
    expect([await vialsOf(first), await vialsOf(second)]).toEqual([5, 4]);
  });

  it('should roll back an edit to a batch without vials and say so', async () => {
    const patientId = await newPatient();
    const first = await createBatch(fixture.api, fixture.ids.vaccineId, 5);
    const closed = await createBatch(fixture.api, fixture.ids.vaccineId, 5);
    await fixture.api.admin('PATCH', `/vaccine-batches/${closed}/status/2`);
    const created = await fixture.api.admin('POST', '/applied-doses', dose(first, patientId));
    const doseId = (created.json as { id: number }).id;
    const before = await fixture.api.rowsOf(appliedDoses);
    const response = await fixture.api.admin('PATCH', `/applied-doses/${doseId}`, dose(closed, patientId));
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ rolledBack: true, message: expect.stringContaining('está cerrado') });
    expect(await fixture.api.rowsOf(appliedDoses)).toEqual(before);
    expect([await vialsOf(first), await vialsOf(closed)]).toEqual([4, 5]);
  });

  it('should give the vial back once when a dose is cancelled', async () => {
    const patientId = await newPatient();
    const batchId = await createBatch(fixture.api, fixture.ids.vaccineId, 5);
    const created = await fixture.api.admin('POST', '/applied-doses', dose(batchId, patientId));
    const doseId = (created.json as { id: number }).id;
    expect(await vialsOf(batchId)).toBe(4);
    const cancelled = await fixture.api.admin('PATCH', `/applied-doses/cancel/${doseId}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ id: doseId, isActive: false });
    expect(await vialsOf(batchId)).toBe(5);
    const again = await fixture.api.admin('PATCH', `/applied-doses/cancel/${doseId}`);
    expect(again.json).toMatchObject({ rolledBack: true });
    expect(await vialsOf(batchId)).toBe(5);
    const list = await fixture.api.admin('GET', '/applied-doses');
    expect((list.json as { id: number }[]).some((row) => row.id === doseId)).toBe(false);
    expect((await fixture.api.admin('PATCH', '/applied-doses/cancel/999999')).status).toBe(404);
  });

  it('should give the vial back once when one dose is cancelled twice at the same time', async () => {
    const patientId = await newPatient();
    const batchId = await createBatch(fixture.api, fixture.ids.vaccineId, 5);
    const doseId = (await fixture.api.admin('POST', '/applied-doses', dose(batchId, patientId))).json as { id: number };

    const answers = await Promise.all([
      fixture.api.admin('PATCH', `/applied-doses/cancel/${doseId.id}`),
      fixture.api.admin('PATCH', `/applied-doses/cancel/${doseId.id}`),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: doseId.id, isActive: false }),
        { rolledBack: true, message: 'La dosis ya estaba cancelada' },
      ]),
    );
    expect(await vialsOf(batchId)).toBe(5);
  });

  it('should revert an edit of a cancelled dose and leave it and the stock as they were', async () => {
    const patientId = await newPatient();
    const [first, second] = [
      await createBatch(fixture.api, fixture.ids.vaccineId, 5),
      await createBatch(fixture.api, fixture.ids.vaccineId, 5),
    ];
    const doseId = (await fixture.api.admin('POST', '/applied-doses', dose(first, patientId))).json as { id: number };
    await fixture.api.admin('PATCH', `/applied-doses/cancel/${doseId.id}`);
    const before = await fixture.api.rowsOf(appliedDoses);

    const response = await fixture.api.admin('PATCH', `/applied-doses/${doseId.id}`, dose(second, patientId));

    expect(response.status).toBe(200);
    expect(response.json).toEqual({ rolledBack: true, message: 'La dosis está cancelada y no se puede editar' });
    expect(await fixture.api.rowsOf(appliedDoses)).toEqual(before);
    expect([await vialsOf(first), await vialsOf(second)]).toEqual([5, 5]);
  });

  it('should let exactly K of many concurrent registrations take the K vials of a batch', async () => {
    const vials = 7;
    const batchId = await createBatch(fixture.api, fixture.ids.vaccineId, vials);
    const attempts = 30;
    const patientIds: number[] = [];
    for (let count = 0; count < attempts; count += 1) patientIds.push(await newPatient());
    const responses = await Promise.all(
      patientIds.map((patientId) => fixture.api.health('POST', '/applied-doses', dose(batchId, patientId))),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(vials);
    expect(statuses.filter((status) => status === 409)).toHaveLength(attempts - vials);
    expect(await vialsOf(batchId)).toBe(0);
    const active = (await fixture.api.rowsOf(appliedDoses)).filter(
      (row) => row.vaccineBatchId === batchId && row.isActive === 1,
    );
    expect(active).toHaveLength(vials);
  });

  it('should set a batch status only to 1 or 2', async () => {
    const batchId = await createBatch(fixture.api, fixture.ids.vaccineId, 5);
    const closed = await fixture.api.admin('PATCH', `/vaccine-batches/${batchId}/status/2`);
    expect(closed.json).toMatchObject({ status: 2 });
    const reopened = await fixture.api.admin('PATCH', `/vaccine-batches/${batchId}/status/1`);
    expect(reopened.json).toMatchObject({ status: 1 });
    const invalid = await fixture.api.admin('PATCH', `/vaccine-batches/${batchId}/status/3`);
    expect(invalid.status).toBe(400);
    expect((await fixture.api.admin('PATCH', '/vaccine-batches/999999/status/2')).status).toBe(404);
  });

  it('should keep the status out of a batch edit', async () => {
    const batchId = await createBatch(fixture.api, fixture.ids.vaccineId, 5);
    await fixture.api.admin('PATCH', `/vaccine-batches/${batchId}/status/2`);
    const edited = await fixture.api.admin('PATCH', `/vaccine-batches/${batchId}`, {
      ...payloads.batch(fixture.ids.vaccineId),
      status: 1,
    });
    expect(edited.json).toMatchObject({ status: 2 });
  });

  it('should report a centre doses and the batches availability', async () => {
    const report = await fixture.api.health('GET', `/reports/doses-applied?centerId=${fixture.ids.centerId}`);
    expect(report.status).toBe(200);
    const items = (report.json as { items: { vaccineBatch: { vaccine: { vaccineName: string } } }[] }).items;
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]?.vaccineBatch.vaccine.vaccineName).toBe('Comirnaty');
    expect((await fixture.api.health('GET', '/reports/doses-applied?centerId=abc')).status).toBe(400);
    const availability = await fixture.api.health('GET', '/reports/vaccine-batch-availability');
    expect(availability.json).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          batchNumber: expect.any(String),
          availableQuantity: expect.any(Number),
          vaccine: expect.objectContaining({ vaccineName: 'Comirnaty' }),
        }),
      ]),
    );
  });

  it('should keep the stock check in the database too', async () => {
    const batchId = await createBatch(fixture.api, fixture.ids.vaccineId, 1);
    await expect(
      fixture.api.store.db
        .updateTable('vaccine_batches')
        .set({ availableQuantity: -1 })
        .where('id', '=', batchId)
        .execute(),
    ).rejects.toThrow(/check/i);
  });
});
