import { afterEach, describe, expect, it } from 'vitest';
import type { Store } from '../../src/engine/server/schema/database';
import { migrateToLatest } from '../../src/engine/server/schema/migrations';
import { migrations } from '../../src/server/migrations';
import * as stockMovements from '../../src/server/migrations/0013-stock-movements';
import { prepareDatabase } from '../../src/server/prepare-database';
import { openLedgers } from '../../src/server/stock/open-ledgers';
import { openTestStore } from '../helpers/test-store';

let drop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await drop?.();
  drop = undefined;
});

const before = (name: string) => Object.fromEntries(Object.entries(migrations).filter(([key]) => key < name));

/** A database at migration 0012 with lots and doses written in plain SQL, as a bulk import would. */
const storedBeforeTheLedger = async () => {
  const test = await openTestStore();
  drop = test.drop;
  const { db } = test.store;
  await migrateToLatest({ store: test.store, migrations: before('0013') });
  const batch = (batchNumber: string, initialQuantity: number | null, availableQuantity: number | null) => ({
    batchNumber,
    isActive: 1,
    status: 1,
    manufactureDate: '2025-01-10',
    initialQuantity,
    availableQuantity,
  });
  await db
    .insertInto('vaccine_batches')
    .values([batch('LT-USED', 10, 7), batch('LT-FULL', 5, 5), batch('LT-BLANK', null, null), batch('LT-EMPTY', 4, 0)])
    .execute();
  const batches = await db.selectFrom('vaccine_batches').select(['id', 'batchNumber']).orderBy('id').execute();
  const idOf = (batchNumber: string) => Number(batches.find((row) => row.batchNumber === batchNumber)?.id);
  const doses = [3, 1, 2].map((day) => ({
    vaccineBatchId: idOf('LT-USED'),
    isActive: 1,
    isHistorical: 0,
    applicationDateTime: `2025-02-0${day}T10:00:00.000Z`,
  }));
  await db.insertInto('applied_doses').values(doses).execute();
  return { store: test.store, idOf };
};

const ledgers = async ({ db }: Store) =>
  (
    await db
      .selectFrom('stock_movements')
      .select(['vaccineBatchId', 'kind', 'quantity', 'balanceAfter', 'at', 'appliedDoseId', 'userId'])
      .orderBy('id')
      .execute()
  ).map((row) => ({ ...row, vaccineBatchId: Number(row.vaccineBatchId), appliedDoseId: row.appliedDoseId }));

describe('migration 0013-stock-movements', () => {
  it('should open every stored lot with a receipt of its initial vials and one count of the difference', async () => {
    const { store, idOf } = await storedBeforeTheLedger();

    await migrateToLatest({ store, migrations });

    const rows = await ledgers(store);
    const summary = rows.map(({ vaccineBatchId, kind, quantity, balanceAfter }) => [
      vaccineBatchId,
      kind,
      quantity,
      balanceAfter,
    ]);
    expect(summary).toEqual([
      [idOf('LT-USED'), 'receipt', 10, 10],
      [idOf('LT-FULL'), 'receipt', 5, 5],
      [idOf('LT-EMPTY'), 'receipt', 4, 4],
      [idOf('LT-USED'), 'count', -3, 7],
      [idOf('LT-EMPTY'), 'count', -4, 0],
    ]);
    expect(rows[0]).toMatchObject({ at: '2025-01-10T00:00:00.000Z', userId: null, appliedDoseId: null });
    const batch = await store.db.selectFrom('vaccine_batches').selectAll().where('id', '=', idOf('LT-USED')).execute();
    expect(batch[0]).toMatchObject({ recalledAt: null, recallReason: null });

    await openLedgers(store.db, { isDoseByDose: false });
    expect(await ledgers(store)).toEqual(rows);
  });

  it('should give lots their doses one by one, in time order, when asked (the demo data)', async () => {
    const { store, idOf } = await storedBeforeTheLedger();
    await stockMovements.up(store);
    await store.db.deleteFrom('stock_movements').execute();

    await openLedgers(store.db, { isDoseByDose: true });

    const used = (await ledgers(store)).filter((row) => row.vaccineBatchId === idOf('LT-USED'));
    expect(used.map(({ kind, quantity, balanceAfter, at }) => [kind, quantity, balanceAfter, at])).toEqual([
      ['receipt', 10, 10, '2025-01-10T00:00:00.000Z'],
      ['dose', -1, 9, '2025-02-01T10:00:00.000Z'],
      ['dose', -1, 8, '2025-02-02T10:00:00.000Z'],
      ['dose', -1, 7, '2025-02-03T10:00:00.000Z'],
    ]);
    expect(used.slice(1).every((row) => row.appliedDoseId !== null)).toBe(true);
  });

  it("should give the demo data's lots their ledgers, whose sums are their vials", async () => {
    const test = await openTestStore();
    drop = test.drop;
    const { db } = test.store;

    await prepareDatabase({ store: test.store, seedDemo: true });

    const batches = await db.selectFrom('vaccine_batches').select(['id', 'availableQuantity']).execute();
    const sums = await db
      .selectFrom('stock_movements')
      .select((eb) => ['vaccineBatchId', eb.fn.sum<number>('quantity').as('sum')])
      .groupBy('vaccineBatchId')
      .execute();
    const sumOf = (id: unknown) => Number(sums.find((row) => Number(row.vaccineBatchId) === Number(id))?.sum ?? 0);
    expect(batches.length).toBeGreaterThan(0);
    expect(batches.map((batch) => Number(batch.availableQuantity))).toEqual(batches.map((batch) => sumOf(batch.id)));
    const doses = await db.selectFrom('stock_movements').select('id').where('kind', '=', 'dose').execute();
    expect(doses.length).toBeGreaterThan(0);
  });
});
