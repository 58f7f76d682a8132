import { describe, expect, it } from 'vitest';
import { appliedDoses } from '../../src/entities/applied-doses';
import { vaccineBatches } from '../../src/entities/vaccine-batches';
import { setUpApiFixture } from '../helpers/api-fixture';
import { createBatch, idOf, payloads } from '../helpers/sample-data';

const fixture = setUpApiFixture();

type Body = { message: string; errors?: Record<string, string> };

const newPatient = async () => idOf(await fixture.api.admin('POST', '/patients', payloads.adult()));

/** A vaccine of its own (the fixture's is a two-dose series) and an open batch of it. */
const newVaccineBatch = async (requiredDoses: number) => {
  const vaccineId = idOf(
    await fixture.api.admin('POST', '/vaccines', {
      ...payloads.vaccine(fixture.ids.manufacturerId),
      vaccineName: `Vacuna ${requiredDoses} dosis ${Math.random().toString(36).slice(2, 8)}`,
      requiredDoses,
    }),
  );
  return createBatch(fixture.api, vaccineId, 10);
};

const dose = (ids: { patientId: number; batchId: number }, doseNumber: number) => ({
  ...payloads.dose({
    patientId: ids.patientId,
    vaccineBatchId: ids.batchId,
    vaccinationCenterId: fixture.ids.centerId,
    applyingUserId: fixture.api.userIds.health,
  }),
  doseNumber,
});

const register = async (ids: { patientId: number; batchId: number }, doseNumber: number) =>
  fixture.api.health('POST', '/applied-doses', dose(ids, doseNumber));

const vialsOf = async (batchId: number) =>
  Number((await fixture.api.rowsOf(vaccineBatches)).find((batch) => batch.id === batchId)?.availableQuantity);

/** The database state a refused write must leave as it was: every dose row and the batches' vials. */
const snapshot = async () => ({
  doses: await fixture.api.rowsOf(appliedDoses),
  batches: await fixture.api.rowsOf(vaccineBatches),
});

const beyondSeries = 'La vacuna tiene un esquema de 2 dosis: no se puede registrar la dosis 3';
const alreadyActive = (doseNumber: number) => `El paciente ya tiene registrada la dosis ${doseNumber} de esta vacuna`;

describe('dose numbers against the series and the history, on registration', () => {
  it('should refuse a dose beyond the series with 409, writing nothing and taking no vial', async () => {
    const ids = { patientId: await newPatient(), batchId: await createBatch(fixture.api, fixture.ids.vaccineId, 5) };
    const before = await snapshot();

    const response = await register(ids, 3);

    expect(response.status).toBe(409);
    expect(response.json).toEqual({ message: beyondSeries, errors: { doseNumber: beyondSeries } });
    expect(await snapshot()).toEqual(before);
  });

  it('should refuse a second active dose of the same number with 409, writing nothing and taking no vial', async () => {
    const ids = { patientId: await newPatient(), batchId: await createBatch(fixture.api, fixture.ids.vaccineId, 5) };
    expect((await register(ids, 1)).status).toBe(201);
    const otherBatch = await createBatch(fixture.api, fixture.ids.vaccineId, 4);
    const before = await snapshot();

    const response = await register({ ...ids, batchId: otherBatch }, 1);

    expect(response.status).toBe(409);
    expect((response.json as Body).message).toBe(alreadyActive(1));
    expect((response.json as Body).errors).toEqual({ doseNumber: alreadyActive(1) });
    expect(await snapshot()).toEqual(before);
    expect(await vialsOf(otherBatch)).toBe(4);
  });

  it.each([
    ['after the first was cancelled', async (ids: { patientId: number; batchId: number }) => ids, true],
    [
      'for another patient',
      async (ids: { patientId: number; batchId: number }) => ({ ...ids, patientId: await newPatient() }),
      false,
    ],
    [
      'of another vaccine',
      async (ids: { patientId: number; batchId: number }) => ({ ...ids, batchId: await newVaccineBatch(2) }),
      false,
    ],
  ])('should register the same number %s', async (_case, next, isCancelled) => {
    const ids = { patientId: await newPatient(), batchId: await createBatch(fixture.api, fixture.ids.vaccineId, 5) };
    const first = idOf(await register(ids, 1));
    if (isCancelled) expect((await fixture.api.admin('PATCH', `/applied-doses/cancel/${first}`)).status).toBe(200);

    const response = await register(await next(ids), 1);

    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ doseNumber: 1, isActive: true });
  });

  it('should register every dose of the series, in any order, and then refuse one more', async () => {
    const ids = { patientId: await newPatient(), batchId: await newVaccineBatch(3) };
    for (const doseNumber of [2, 1, 3]) expect((await register(ids, doseNumber)).status).toBe(201);
    expect((await register(ids, 3)).json).toMatchObject({ message: alreadyActive(3) });
    expect((await register(ids, 4)).status).toBe(409);
  });
});

describe('dose numbers against the series and the history, on edit', () => {
  /** A patient with active doses 1 and 2 of the fixture's two-dose vaccine. */
  const twoDosePatient = async () => {
    const ids = { patientId: await newPatient(), batchId: await createBatch(fixture.api, fixture.ids.vaccineId, 5) };
    return { ids, first: idOf(await register(ids, 1)), second: idOf(await register(ids, 2)) };
  };

  it('should let a dose be edited keeping its own number', async () => {
    const { ids, first } = await twoDosePatient();
    const response = await fixture.api.admin('PATCH', `/applied-doses/${first}`, {
      ...dose(ids, 1),
      observations: 'Dolor leve en el brazo',
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ doseNumber: 1, observations: 'Dolor leve en el brazo' });
  });

  it.each([
    [
      'to a number beyond the series',
      async (ids: { patientId: number; batchId: number }) => dose(ids, 3),
      beyondSeries,
    ],
    [
      'to the number of another active dose',
      async (ids: { patientId: number; batchId: number }) => dose(ids, 2),
      alreadyActive(2),
    ],
    [
      'to another batch of the vaccine and a taken number',
      async (ids: { patientId: number; batchId: number }) =>
        dose({ ...ids, batchId: await createBatch(fixture.api, fixture.ids.vaccineId, 3) }, 2),
      alreadyActive(2),
    ],
    [
      'to another patient who holds that number',
      async (ids: { patientId: number; batchId: number }) => {
        const other = { ...ids, patientId: await newPatient() };
        idOf(await register(other, 1));
        return dose(other, 1);
      },
      alreadyActive(1),
    ],
  ])(
    'should refuse an edit %s with 409 and leave the doses and the vials as they were',
    async (_case, bodyOf, message) => {
      const { ids, first } = await twoDosePatient();
      const body = await bodyOf(ids);
      const before = await snapshot();

      const response = await fixture.api.admin('PATCH', `/applied-doses/${first}`, body);

      expect(response.status).toBe(409);
      expect(response.json).toEqual({ message, errors: { doseNumber: message } });
      expect(await snapshot()).toEqual(before);
    },
  );

  it('should let an edit take the number a cancelled dose left free', async () => {
    const { ids, first, second } = await twoDosePatient();
    await fixture.api.admin('PATCH', `/applied-doses/cancel/${second}`);
    const response = await fixture.api.admin('PATCH', `/applied-doses/${first}`, dose(ids, 2));
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ id: first, doseNumber: 2 });
  });
});

describe('dose numbers at the same time', () => {
  it('should let exactly one of many simultaneous registrations of the same dose through', async () => {
    const patientId = await newPatient();
    const batchIds: number[] = [];
    for (let count = 0; count < 8; count += 1) batchIds.push(await createBatch(fixture.api, fixture.ids.vaccineId, 5));

    const answers = await Promise.all(batchIds.map((batchId) => register({ patientId, batchId }, 1)));

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(7).fill(409)]);
    const active = (await fixture.api.rowsOf(appliedDoses)).filter(
      (row) => row.patientId === patientId && row.isActive === 1,
    );
    expect(active).toHaveLength(1);
    const vials = await Promise.all(batchIds.map(vialsOf));
    expect(vials.reduce((sum, count) => sum + count, 0)).toBe(8 * 5 - 1);
  });
});
