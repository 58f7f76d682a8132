import { describe, expect, it } from 'vitest';
import { vaccineBatches } from '../../src/entities/vaccine-batches';
import { setUpApiFixture } from '../helpers/api-fixture';
import { createBatch, payloads } from '../helpers/sample-data';

const fixture = setUpApiFixture();

const message = 'La cantidad disponible no puede ser mayor que la cantidad inicial';

describe('batch quantities', () => {
  it('should refuse a new batch with more vials available than its initial quantity and store nothing', async () => {
    const before = await fixture.api.rowsOf(vaccineBatches);
    const response = await fixture.api.admin('POST', '/vaccine-batches', {
      ...payloads.batch(fixture.ids.vaccineId),
      initialQuantity: 10,
      availableQuantity: 1000,
    });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ errors: { availableQuantity: message } });
    expect(await fixture.api.rowsOf(vaccineBatches)).toEqual(before);
  });

  it('should refuse an edit that leaves more vials available than the initial quantity and change nothing', async () => {
    const id = await createBatch(fixture.api, fixture.ids.vaccineId, 10);
    const before = await fixture.api.rowsOf(vaccineBatches);
    const response = await fixture.api.admin('PATCH', `/vaccine-batches/${id}`, {
      ...payloads.batch(fixture.ids.vaccineId),
      initialQuantity: 10,
      availableQuantity: 11,
    });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ errors: { availableQuantity: message } });
    expect(await fixture.api.rowsOf(vaccineBatches)).toEqual(before);
  });

  it('should accept as many vials available as the initial quantity', async () => {
    const response = await fixture.api.admin('POST', '/vaccine-batches', {
      ...payloads.batch(fixture.ids.vaccineId),
      initialQuantity: 7,
      availableQuantity: 7,
    });
    expect(response.status).toBe(201);
  });
});
