import { describe, expect, it } from 'vitest';
import type { AuditResult } from '../../src/engine';
import { vaccineBatches } from '../../src/entities/vaccine-batches';
import { setUpApiFixture } from '../helpers/api-fixture';
import { createBatch } from '../helpers/sample-data';
import { ledgerOf } from '../helpers/stock-ledger';

const fixture = setUpApiFixture();

/** The batch's audit entries, newest first. */
const auditOf = async (batchId: number) =>
  ((await fixture.api.admin('GET', `/audit?entity=vaccine-batches&rowId=${batchId}`)).json as AuditResult).items;

const vialsOf = async (batchId: number) =>
  (await fixture.api.rowsOf(vaccineBatches)).find((row) => row.id === batchId)?.availableQuantity;

const post = (batchId: number, route: string, body: unknown, key?: string) =>
  fixture.api.request('POST', `/vaccine-batches/${batchId}/${route}`, {
    token: fixture.api.tokens.admin,
    body,
    headers: key ? { 'Idempotency-Key': key } : {},
  });

describe("a declared route's write, in the engine's write context", () => {
  it("should have its batch's audit entry written by the engine: the vials before and after, and who", async () => {
    const batchId = await createBatch(fixture.api, fixture.ids.vaccineId, 5);

    const response = await post(batchId, 'discards', { quantity: 2, reason: 'broken' });

    expect(response.status).toBe(201);
    const [entry] = await auditOf(batchId);
    expect(entry).toMatchObject({
      entity: 'vaccine-batches',
      rowId: batchId,
      action: 'update',
      before: { availableQuantity: 5 },
      after: { availableQuantity: 3 },
      user: { id: fixture.api.userIds.admin },
    });
  });

  it('should write a recall and its audit entry together, the entry naming each field the recall changed', async () => {
    const batchId = await createBatch(fixture.api, fixture.ids.vaccineId, 4);

    await post(batchId, 'recall', { reason: 'Alerta del fabricante' });

    const [entry] = await auditOf(batchId);
    expect(entry?.before).toEqual({ status: 1, availableQuantity: 4, recalledAt: null, recallReason: null });
    expect(entry?.after).toMatchObject({ status: 2, availableQuantity: 0, recallReason: 'Alerta del fabricante' });
  });

  it('should write no audit entry for a count that agrees, which changes nothing', async () => {
    const batchId = await createBatch(fixture.api, fixture.ids.vaccineId, 5);
    const before = await auditOf(batchId);

    const response = await post(batchId, 'counts', { countedQuantity: 5 });

    expect(response.status).toBe(200);
    expect(await auditOf(batchId)).toEqual(before);
  });

  it('should leave no movement, no vial taken and no audit entry after a refusal', async () => {
    const batchId = await createBatch(fixture.api, fixture.ids.vaccineId, 5);
    const [audit, ledger] = [await auditOf(batchId), await ledgerOf(fixture.api, batchId)];

    const response = await post(batchId, 'discards', { quantity: 6, reason: 'broken' });

    expect(response.status).toBe(409);
    expect([await auditOf(batchId), await ledgerOf(fixture.api, batchId), await vialsOf(batchId)]).toEqual([
      audit,
      ledger,
      5,
    ]);
  });

  it('should write a discard retried under the same Idempotency-Key once, answering the first answer again', async () => {
    const batchId = await createBatch(fixture.api, fixture.ids.vaccineId, 5);
    const body = { quantity: 1, reason: 'lost' };

    const first = await post(batchId, 'discards', body, 'descarte-1');
    const retry = await post(batchId, 'discards', body, 'descarte-1');

    expect(retry.status).toBe(201);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect(retry.json).toEqual(first.json);
    expect(await vialsOf(batchId)).toBe(4);
    expect((await auditOf(batchId)).filter((entry) => entry.action === 'update')).toHaveLength(1);
    expect((await post(batchId, 'discards', { quantity: 2, reason: 'lost' }, 'descarte-1')).status).toBe(422);
  });
});
