import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../../src/server/db/open-store';
import { prepareDatabase } from '../../src/server/prepare-database';
import { payloads } from '../helpers/sample-data';
import { createSharedTestDatabase } from '../helpers/test-store';
import { apiOver } from '../helpers/write-load';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

// Two servers as two processes would start them (each its own store and connection pool, so on
// PostgreSQL two sets of sessions), in this test's process: their doses race on the database only.
describe('doses racing from two servers over one database', () => {
  it("should take a centre's vials once each, never below zero", async () => {
    const database = await createSharedTestDatabase();
    cleanups.push(database.drop);
    const seeding = openStore(database.options);
    await prepareDatabase({ store: seeding, seedDemo: true });
    // A demo centre's lot of a vaccine without schedule rules; it is left with 3 vials there.
    const held = await seeding.db
      .selectFrom('place_stock as s')
      .innerJoin('vaccine_batches as b', 'b.id', 's.vaccineBatchId')
      .select(['s.id', 's.placeId', 's.vaccineBatchId', 's.vials'])
      .where('s.placeType', '=', 'center')
      .where('s.vials', '>=', 3)
      .where('b.status', '=', 1)
      .where('b.expirationDate', '>', new Date().toISOString().slice(0, 10))
      .where((eb) =>
        eb.not(
          eb.exists(eb.selectFrom('schedule_rules as r').select('r.id').whereRef('r.vaccineId', '=', 'b.vaccineId')),
        ),
      )
      .orderBy('s.id')
      .executeTakeFirstOrThrow();
    const [centerId, batchId] = [Number(held.placeId), Number(held.vaccineBatchId)];
    await seeding.db.destroy();
    const [first, second] = [await apiOver(database.options), await apiOver(database.options)];
    cleanups.push(first.close, second.close);
    const surplus = Number(held.vials) - 3;
    if (surplus > 0) {
      const discard = { quantity: surplus, reason: 'broken', placeType: 'center', placeId: centerId };
      expect((await first.request('POST', `/vaccine-batches/${batchId}/discards`, discard)).status).toBe(201);
    }
    const patientIds: number[] = [];
    for (let index = 0; index < 8; index += 1) {
      const response = await first.request('POST', '/patients', payloads.adult());
      patientIds.push(((await response.json()) as { id: number }).id);
    }
    const admin = await first.request('GET', '/auth/me');
    const adminId = ((await admin.json()) as { id: number }).id;

    const answers = await Promise.all(
      patientIds.map((patientId, index) =>
        (index % 2 === 0 ? first : second).request(
          'POST',
          '/applied-doses',
          payloads.dose({ patientId, vaccineBatchId: batchId, vaccinationCenterId: centerId, applyingUserId: adminId }),
        ),
      ),
    );

    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    const check = openStore(database.options);
    cleanups.push(() => check.db.destroy());
    const stock = await check.db
      .selectFrom('place_stock')
      .select('vials')
      .where('placeType', '=', 'center')
      .where('placeId', '=', centerId)
      .where('vaccineBatchId', '=', batchId)
      .executeTakeFirstOrThrow();
    expect(Number(stock.vials)).toBe(0);
    const moved = await check.db
      .selectFrom('stock_movements')
      .select((eb) => eb.fn.sum('vials').as('vials'))
      .where('placeType', '=', 'center')
      .where('placeId', '=', centerId)
      .where('vaccineBatchId', '=', batchId)
      .executeTakeFirstOrThrow();
    expect(Number(moved.vials)).toBe(0);
  });
});
