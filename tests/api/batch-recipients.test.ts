import { describe, expect, it } from 'vitest';
import { setUpApiFixture } from '../helpers/api-fixture';
import { createBatch, idOf, payloads } from '../helpers/sample-data';

const fixture = setUpApiFixture();

const patient = async (body: Record<string, unknown>) => idOf(await fixture.api.admin('POST', '/patients', body));

const give = async (batchId: number, patientId: number) =>
  idOf(
    await fixture.api.health(
      'POST',
      '/applied-doses',
      payloads.dose({
        patientId,
        vaccineBatchId: batchId,
        vaccinationCenterId: fixture.ids.centerId,
        applyingUserId: fixture.api.userIds.health,
      }),
    ),
  );

/** A recalled lot given to an adult, a child of that adult without a phone of their own, and a cancelled dose. */
const recalledBatchWithRecipients = async () => {
  const batchId = await createBatch(fixture.api, fixture.ids.vaccineId, 10);
  const adult = await patient({
    ...payloads.adult(),
    firstName: 'Ana',
    lastname: 'Quispe',
    mobilePhone: '51911122233',
  });
  const child = await patient({ ...payloads.child(adult), firstName: 'Luz', lastname: 'Quispe' });
  const cancelled = await patient({ ...payloads.adult(), firstName: 'Rosa', lastname: 'Mamani' });
  // An imported child may have no phone: the representative's is the one to call.
  await fixture.api.store.db.updateTable('patients').set({ mobilePhone: null }).where('id', '=', child).execute();
  const adultDose = await give(batchId, adult);
  const childDose = await give(batchId, child);
  await fixture.api.admin('PATCH', `/applied-doses/cancel/${await give(batchId, cancelled)}`);
  await fixture.api.admin('POST', `/vaccine-batches/${batchId}/recall`, { reason: 'Alerta sanitaria del fabricante' });
  return { batchId, adult, child, adultDose, childDose };
};

describe("a lot's recipients", () => {
  it('should list the patients of its active doses, the latest first, with the phone to call', async () => {
    const { batchId, adult, child, adultDose, childDose } = await recalledBatchWithRecipients();

    const response = await fixture.api.admin('GET', `/vaccine-batches/${batchId}/recipients`);

    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      items: [
        {
          appliedDoseId: childDose,
          patientId: child,
          firstName: 'Luz',
          lastname: 'Quispe',
          phone: '51911122233',
          isRepresentativePhone: true,
          vaccinationCenterId: fixture.ids.centerId,
          centerName: 'Centro de Salud Norte',
        },
        {
          appliedDoseId: adultDose,
          patientId: adult,
          firstName: 'Ana',
          phone: '51911122233',
          isRepresentativePhone: false,
        },
      ],
      total: 2,
      page: 1,
      pageSize: 25,
    });
    const [first] = (response.json as { items: { applicationDateTime: string; identityDocument: string }[] }).items;
    expect(first?.applicationDateTime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(first?.identityDocument).toMatch(/^999/);
  });

  it('should page them and refuse a bad page', async () => {
    const { batchId, adultDose } = await recalledBatchWithRecipients();

    const second = await fixture.api.health('GET', `/vaccine-batches/${batchId}/recipients?page=2&pageSize=1`);

    expect(second.json).toMatchObject({ items: [{ appliedDoseId: adultDose }], total: 2, page: 2, pageSize: 1 });
    expect((await fixture.api.admin('GET', `/vaccine-batches/${batchId}/recipients?page=x`)).status).toBe(400);
    expect((await fixture.api.admin('GET', '/vaccine-batches/999999/recipients')).status).toBe(404);
  });

  it('should export them as a CSV of the same rows, in Spanish', async () => {
    const { batchId } = await recalledBatchWithRecipients();
    const batchNumber = (
      (await fixture.api.admin('GET', `/vaccine-batches/${batchId}`)).json as { batchNumber: string }
    ).batchNumber;

    const response = await fixture.api.admin('GET', `/vaccine-batches/${batchId}/recipients/export.csv`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=UTF-8');
    expect(response.headers.get('content-disposition')).toContain(`receptores-lote-${batchNumber.toLowerCase()}`);
    // The test client decodes the text as a browser would, dropping the byte order mark.
    const lines = response.text.split('\r\n');
    expect(lines[0]).toBe('Apellido;Nombre;Documento;Teléfono;Teléfono de;Fecha de la dosis;Centro de salud');
    expect(lines[1]).toMatch(/^Quispe;Luz;999\d+;51911122233;Representante;\d{2}\/\d{2}\/\d{4};Centro de Salud Norte$/);
    expect(lines[2]).toMatch(/^Quispe;Ana;\d+;51911122233;Paciente;/);
    expect(lines.slice(3)).toEqual(['']);
  });

  it('should stream an export longer than one chunk whole, and refuse no lot', async () => {
    const batchId = await createBatch(fixture.api, fixture.ids.vaccineId, 1_500);
    const patientId = fixture.ids.patientId;
    const at = '2025-06-01T10:00:00.000Z';
    const doses = Array.from({ length: 1_200 }, () => ({
      patientId,
      vaccineBatchId: batchId,
      isActive: 1,
      applicationDateTime: at,
    }));
    await fixture.api.store.db.insertInto('applied_doses').values(doses).execute();

    const response = await fixture.api.admin('GET', `/vaccine-batches/${batchId}/recipients/export.csv`);

    expect(response.text.split('\r\n').filter((line) => line !== '')).toHaveLength(1_201);
    expect((await fixture.api.admin('GET', '/vaccine-batches/999999/recipients/export.csv')).status).toBe(404);
  });
});
