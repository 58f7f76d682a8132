import { describe, expect, it } from 'vitest';
import { countries } from '../../src/entities/countries';
import { patients } from '../../src/entities/patients';
import { vaccineBatches } from '../../src/entities/vaccine-batches';
import { forecastTable } from '../../src/server/programme/forecast-table';
import { setUpApiFixture } from '../helpers/api-fixture';
import { auditTrailOf, storedEntries } from '../helpers/audit-trail';
import { coverByInterval } from '../helpers/programme-data';
import { createBatch, idOf, payloads, registerDose } from '../helpers/sample-data';

const fixture = setUpApiFixture();

const rowOf = async (entity: typeof countries | typeof patients | typeof vaccineBatches, id: number) =>
  (await fixture.api.rowsOf(entity)).find((row) => row.id === id);

const vialsOf = async (batchId: number) => Number((await rowOf(vaccineBatches, batchId))?.availableQuantity);

describe('POST /api/v1/<entity>/:id/restore', () => {
  it('should bring a deleted country back, audited', async () => {
    const id = idOf(await fixture.api.admin('POST', '/countries', { nameCountry: 'Uruguay' }));
    await fixture.api.admin('DELETE', `/countries/${id}`);

    const response = await fixture.api.admin('POST', `/countries/${id}/restore`);

    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ id, nameCountry: 'Uruguay', isActive: true });
    expect((await fixture.api.admin('GET', `/countries/${id}`)).status).toBe(200);
    expect((await auditTrailOf(fixture.api, 'countries', id))[0]?.action).toBe('restore');
  });

  it('should bring a deleted patient back', async () => {
    const id = idOf(await fixture.api.admin('POST', '/patients', payloads.adult()));
    await fixture.api.admin('DELETE', `/patients/${id}`);

    const response = await fixture.api.admin('POST', `/patients/${id}/restore`);

    expect(response.status).toBe(200);
    expect((await rowOf(patients, id))?.isActive).toBe(1);
  });

  it("should take a cancelled dose's vial again, and count it in the patient's forecast again", async () => {
    const vaccine = (await fixture.api.admin('GET', `/vaccines/${fixture.ids.vaccineId}`)).json as {
      vaccineName: string;
      requiredDoses: number;
    };
    await coverByInterval(fixture.api, {
      vaccineId: fixture.ids.vaccineId,
      name: vaccine.vaccineName,
      requiredDoses: vaccine.requiredDoses,
      doseIntervalDays: 21,
    });
    const batchId = await createBatch(fixture.api, fixture.ids.vaccineId, 3);
    const patientId = idOf(await fixture.api.admin('POST', '/patients', payloads.adult()));
    const doseId = idOf(await registerDose(fixture.api, { ...fixture.ids, batchId }, patientId));
    await fixture.api.admin('PATCH', `/applied-doses/cancel/${doseId}`);
    expect(await vialsOf(batchId)).toBe(3);

    const response = await fixture.api.admin('POST', `/applied-doses/${doseId}/restore`);

    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ id: doseId, isActive: true });
    expect(await vialsOf(batchId)).toBe(2);
    const forecast = await fixture.api.store.db
      .selectFrom(forecastTable)
      .select(['nextDoseNumber', 'hasAnyDose'])
      .where('patientId', '=', patientId)
      .where('vaccineId', '=', fixture.ids.vaccineId)
      .executeTakeFirst();
    expect(forecast).toEqual({ nextDoseNumber: 2, hasAnyDose: 1 });
  });

  it('should refuse with 409 a dose whose batch has no vial left, changing nothing', async () => {
    const batchId = await createBatch(fixture.api, fixture.ids.vaccineId, 1);
    const [first, second] = [
      idOf(await fixture.api.admin('POST', '/patients', payloads.adult())),
      idOf(await fixture.api.admin('POST', '/patients', payloads.adult())),
    ];
    const doseId = idOf(await registerDose(fixture.api, { ...fixture.ids, batchId }, first));
    await fixture.api.admin('PATCH', `/applied-doses/cancel/${doseId}`);
    expect((await registerDose(fixture.api, { ...fixture.ids, batchId }, second)).status).toBe(201);
    const entries = await storedEntries(fixture.api);

    const response = await fixture.api.admin('POST', `/applied-doses/${doseId}/restore`);

    expect(response.status).toBe(409);
    expect(response.json).toMatchObject({ message: expect.stringMatching(/El lote no tiene stock en este centro/) });
    expect(await vialsOf(batchId)).toBe(0);
    expect(await storedEntries(fixture.api)).toEqual(entries);
  });

  it('should refuse with 409 a row whose unique value another active row took', async () => {
    const patient = payloads.adult();
    const id = idOf(await fixture.api.admin('POST', '/patients', patient));
    await fixture.api.admin('DELETE', `/patients/${id}`);
    idOf(await fixture.api.admin('POST', '/patients', { ...patient, firstName: 'Otro' }));
    const countryId = idOf(await fixture.api.admin('POST', '/countries', { nameCountry: 'Paraguay' }));
    await fixture.api.admin('DELETE', `/countries/${countryId}`);
    idOf(await fixture.api.admin('POST', '/countries', { nameCountry: 'PARAGUAY' }));

    const responses = [
      await fixture.api.admin('POST', `/patients/${id}/restore`),
      await fixture.api.admin('POST', `/countries/${countryId}/restore`),
    ];

    expect(responses.map((response) => [response.status, (response.json as { message: string }).message])).toEqual([
      [409, 'Ya existe un registro con el mismo documento de identidad'],
      [409, 'Ya existe un país con ese nombre'],
    ]);
    expect((await rowOf(patients, id))?.isActive).toBe(0);
    expect((await rowOf(countries, countryId))?.isActive).toBe(0);
  });

  it('should refuse with 409 a row that points at a row deleted since', async () => {
    const countryId = idOf(await fixture.api.admin('POST', '/countries', { nameCountry: 'Ecuador' }));
    const manufacturerId = idOf(
      await fixture.api.admin('POST', '/manufacturers', { manufacturerName: 'Laboratorio Andino', countryId }),
    );
    await fixture.api.admin('DELETE', `/manufacturers/${manufacturerId}`);
    await fixture.api.admin('DELETE', `/countries/${countryId}`);

    const response = await fixture.api.admin('POST', `/manufacturers/${manufacturerId}/restore`);

    expect(response.status).toBe(409);
    expect(response.json).toEqual({
      message: 'No se puede restaurar: País: la opción seleccionada no existe o no está disponible',
      errors: { countryId: 'País: la opción seleccionada no existe o no está disponible' },
    });
  });

  it('should refuse a row that is not deleted, one that does not exist, and roles without delete', async () => {
    const id = idOf(await fixture.api.admin('POST', '/countries', { nameCountry: 'Chile' }));
    await fixture.api.admin('DELETE', `/countries/${id}`);

    expect((await fixture.api.admin('POST', `/countries/${fixture.ids.countryId}/restore`)).status).toBe(409);
    expect((await fixture.api.admin('POST', '/countries/999999/restore')).status).toBe(404);
    expect((await fixture.api.health('POST', `/countries/${id}/restore`)).status).toBe(403);
    expect((await rowOf(countries, id))?.isActive).toBe(0);
  });
});
