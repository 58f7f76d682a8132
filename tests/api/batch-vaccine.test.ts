import { describe, expect, it } from 'vitest';
import { vaccineBatches } from '../../src/entities/vaccine-batches';
import { vaccineOfUsedBatchMessage } from '../../src/server/behaviours/vaccine-batches';
import { forecastTable } from '../../src/server/programme/forecast-table';
import { setUpApiFixture } from '../helpers/api-fixture';
import { createBatch, idOf, payloads, registerDose } from '../helpers/sample-data';

const fixture = setUpApiFixture();

const otherVaccine = async () =>
  idOf(
    await fixture.api.admin('POST', '/vaccines', {
      ...payloads.vaccine(fixture.ids.manufacturerId),
      vaccineName: `Otra vacuna ${Math.random().toString(36).slice(2, 8)}`,
    }),
  );

const batchRow = async (id: number) => (await fixture.api.rowsOf(vaccineBatches)).find((row) => row.id === id);

describe("a batch's vaccine", () => {
  it('should not change once a dose was applied from the batch: 409, the batch and the forecasts as they were', async () => {
    const batchId = await createBatch(fixture.api, fixture.ids.vaccineId, 5);
    const patientId = idOf(await fixture.api.admin('POST', '/patients', payloads.adult()));
    idOf(await registerDose(fixture.api, { ...fixture.ids, batchId }, patientId));
    const [batchBefore, forecastsBefore] = [
      await batchRow(batchId),
      await fixture.api.store.db.selectFrom(forecastTable).selectAll().orderBy('patientId').execute(),
    ];

    const response = await fixture.api.admin('PATCH', `/vaccine-batches/${batchId}`, {
      ...payloads.batch(await otherVaccine(), 5),
      availableQuantity: 4,
    });

    expect(response.status).toBe(409);
    expect(response.json).toEqual({
      message: vaccineOfUsedBatchMessage,
      errors: { vaccineId: vaccineOfUsedBatchMessage },
    });
    expect(await batchRow(batchId)).toEqual(batchBefore);
    expect(await fixture.api.store.db.selectFrom(forecastTable).selectAll().orderBy('patientId').execute()).toEqual(
      forecastsBefore,
    );
  });

  it('should change while no active dose was applied from the batch', async () => {
    const batchId = await createBatch(fixture.api, fixture.ids.vaccineId, 5);
    const vaccineId = await otherVaccine();

    const response = await fixture.api.admin('PATCH', `/vaccine-batches/${batchId}`, payloads.batch(vaccineId, 5));

    expect(response.status).toBe(200);
    expect((await batchRow(batchId))?.vaccineId).toBe(vaccineId);
  });
});
