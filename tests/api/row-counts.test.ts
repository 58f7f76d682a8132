import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncSchema } from '../../src/engine/server/schema/schema-sync';
import { countries } from '../../src/entities/countries';
import { createTestApi, type TestApi } from '../helpers/test-api';
import { openTestStore } from '../helpers/test-store';

describe('the total of an unfiltered page', () => {
  let api: TestApi;
  const total = async () => ((await api.admin('GET', '/countries?page=1')).json as { total: number }).total;
  const counted = async () =>
    Number(
      (
        await api.store.db
          .selectFrom('countries')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('isActive', '=', 1)
          .executeTakeFirstOrThrow()
      ).count,
    );
  const expectTotal = async (expected: number) => {
    expect(await total()).toBe(expected);
    expect(await counted()).toBe(expected);
  };

  beforeAll(async () => {
    api = await createTestApi();
  });

  afterAll(() => api.close());

  it('should follow creates, deletes and refused writes through the API', async () => {
    await expectTotal(0);
    const created = await api.admin('POST', '/countries', { nameCountry: 'Perú' });
    expect(created.status).toBe(201);
    await expectTotal(1);
    const duplicate = await api.admin('POST', '/countries', { nameCountry: 'PERU' });
    expect(duplicate.status).toBe(409);
    const invalid = await api.admin('POST', '/countries', { nameCountry: '' });
    expect(invalid.status).toBe(400);
    await expectTotal(1);
    const deleted = await api.admin('DELETE', `/countries/${(created.json as { id: number }).id}`);
    expect(deleted.status).toBe(200);
    await expectTotal(0);
    expect((await api.admin('DELETE', `/countries/${(created.json as { id: number }).id}`)).status).toBe(404);
    await expectTotal(0);
  });

  it('should count rows written by plain SQL: inserted, soft-deleted, restored and deleted', async () => {
    const { db } = api.store;
    const before = await counted();
    const inserted = await db
      .insertInto('countries')
      .values([
        { nameCountry: 'Chile', isActive: 1 },
        { nameCountry: 'Bolivia', isActive: 1 },
        { nameCountry: 'Ecuador', isActive: 0 },
      ])
      .returning('id')
      .execute();
    const [chile, bolivia, ecuador] = inserted.map((row) => Number(row.id));
    await expectTotal(before + 2);
    await db.updateTable('countries').set({ isActive: 0 }).where('id', 'in', [chile, bolivia]).execute();
    await expectTotal(before);
    await db.updateTable('countries').set({ nameCountry: 'Ecuador del Sur' }).where('id', '=', ecuador).execute();
    await expectTotal(before);
    await db.updateTable('countries').set({ isActive: 1 }).where('id', 'in', [chile, ecuador]).execute();
    await expectTotal(before + 2);
    await db.deleteFrom('countries').where('id', 'in', [chile, bolivia]).execute();
    await expectTotal(before + 1);
  });

  it('should not count a write rolled back', async () => {
    const before = await counted();
    await expect(
      api.store.db.transaction().execute(async (db) => {
        await db.insertInto('countries').values({ nameCountry: 'Uruguay', isActive: 1 }).execute();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await expectTotal(before);
  });

  it('should count writes made at the same time', async () => {
    const before = await counted();
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        api.admin('POST', '/countries', { nameCountry: `País ${'ABCDEFGHIJKL'[index]}` }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(responses.map(() => 201));
    await expectTotal(before + 12);
  });

  it('should count a table emptied at once: TRUNCATE on PostgreSQL, a DELETE of every row on SQLite', async () => {
    expect(await counted()).toBeGreaterThan(0);
    if (api.store.dialect.name === 'postgres') await sql`TRUNCATE countries CASCADE`.execute(api.store.db);
    else await sql`DELETE FROM countries`.execute(api.store.db);
    await expectTotal(0);
    await api.store.db.insertInto('countries').values({ nameCountry: 'Paraguay', isActive: 1 }).execute();
    await expectTotal(1);
  });
});

describe('the row counter of a table that already holds rows', () => {
  it('should start from the rows there when it is created', async () => {
    const { store, drop } = await openTestStore();
    try {
      await store.db.schema
        .createTable('countries')
        .addColumn('id', 'integer', (column) => column.primaryKey())
        .addColumn('isActive', 'integer', (column) => column.notNull().defaultTo(1))
        .addColumn('nameCountry', 'text')
        .execute();
      await store.db
        .insertInto('countries')
        .values([1, 2, 3, 4].map((id) => ({ id, nameCountry: `País ${id}`, isActive: id === 4 ? 0 : 1 })))
        .execute();
      await syncSchema({ store, entities: [countries] });
      await syncSchema({ store, entities: [countries] });
      const read = async () =>
        Number(
          (
            await sql<{ total: number }>`SELECT sum(${sql.ref('rowCount')}) AS ${sql.id('total')} FROM row_counts
              WHERE ${sql.ref('tableName')} = 'countries'`.execute(store.db)
          ).rows[0]?.total,
        );
      expect(await read()).toBe(3);
      await store.db.insertInto('countries').values({ id: 5, nameCountry: 'País 5' }).execute();
      expect(await read()).toBe(4);
    } finally {
      await drop();
    }
  });
});
