import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/engine/server/schema/migrations';
import { migrations } from '../../src/server/migrations';
import { openTestStore } from '../helpers/test-store';

let drop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await drop?.();
  drop = undefined;
});

const before = (name: string) => Object.fromEntries(Object.entries(migrations).filter(([key]) => key < name));

describe('migration 0009-historical-doses', () => {
  it('should give every dose stored before it the vaccine of its batch, as given here', async () => {
    const test = await openTestStore();
    drop = test.drop;
    const { db } = test.store;
    await migrateToLatest({ store: test.store, migrations: before('0009') });
    await db
      .insertInto('vaccines')
      .values([
        { vaccineName: 'Comirnaty', isActive: 1 },
        { vaccineName: 'BCG', isActive: 1 },
      ])
      .execute();
    const vaccines = await db.selectFrom('vaccines').select(['id', 'vaccineName']).orderBy('id').execute();
    const [comirnaty, bcg] = vaccines.map((vaccine) => Number(vaccine.id));
    await db
      .insertInto('vaccine_batches')
      .values([
        { batchNumber: 'LT-1', vaccineId: comirnaty, isActive: 1 },
        { batchNumber: 'LT-2', vaccineId: bcg, isActive: 1 },
      ])
      .execute();
    const batches = await db.selectFrom('vaccine_batches').select('id').orderBy('id').execute();
    await db
      .insertInto('applied_doses')
      .values(batches.map((batch, index) => ({ vaccineBatchId: batch.id, doseNumber: index + 1, isActive: 1 })))
      .execute();

    await migrateToLatest({ store: test.store, migrations });

    const doses = await db
      .selectFrom('applied_doses')
      .select(['doseNumber', 'vaccineId', 'isHistorical', 'overrideReason'])
      .orderBy('id')
      .execute();
    expect(
      doses.map((dose) => ({ ...dose, vaccineId: Number(dose.vaccineId), isHistorical: Number(dose.isHistorical) })),
    ).toEqual([
      { doseNumber: 1, vaccineId: comirnaty, isHistorical: 0, overrideReason: null },
      { doseNumber: 2, vaccineId: bcg, isHistorical: 0, overrideReason: null },
    ]);
  });
});
