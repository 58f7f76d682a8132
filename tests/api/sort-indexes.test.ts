import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTerms } from '../../src/engine/server/lists/list-order';
import { syncSchema } from '../../src/engine/server/schema/schema-sync';
import { entities } from '../../src/entities';
import { extraTables } from '../../src/server/extra-tables';
import { createTestApi, type TestApi } from '../helpers/test-api';

/** The plan of a patients page sorted by last name, as the repository asks for it. */
const explainPage = async (api: TestApi, order: 'asc' | 'desc', table = 'patients', key = 'lastname', offset = 0) => {
  const { db, dialect } = api.store;
  const keys = key === 'id' ? [] : [sql.ref(`t0.${key}`)];
  const terms = orderTerms({ dialect, keys, id: sql.ref('t0.id'), order });
  const columns = sql.join([sql.ref('t0.id'), ...keys]);
  const page = sql`SELECT ${columns} FROM ${sql.table(table)} AS ${sql.id('t0')}
    WHERE ${sql.ref('t0.isActive')} = 1 ORDER BY ${terms} LIMIT 25 OFFSET ${sql.lit(offset)}`;
  if (dialect.name === 'sqlite') {
    const result = await sql<{ detail: string }>`EXPLAIN QUERY PLAN ${page}`.execute(db);
    return result.rows.map((row) => row.detail).join('\n');
  }
  const result = await sql<{ 'QUERY PLAN': string }>`EXPLAIN ${page}`.execute(db);
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
};

describe('sort indexes', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await createTestApi();
    const rows = Array.from({ length: 3000 }, (_, index) => ({
      firstName: 'Ana',
      lastname: `Apellido ${index % 300}`,
      identityDocument: String(30_000_000 + index),
      isChild: 0,
      isActive: index % 10 === 0 ? 0 : 1,
    }));
    for (let start = 0; start < rows.length; start += 500) {
      await api.store.db
        .insertInto('patients')
        .values(rows.slice(start, start + 500))
        .execute();
    }
    const doses = Array.from({ length: 3000 }, (_, index) => ({
      applyingUserId: api.userIds[index % 2 === 0 ? 'admin' : 'health'],
      doseNumber: 1 + (index % 3),
      isActive: index % 10 === 0 ? 0 : 1,
    }));
    for (let start = 0; start < doses.length; start += 500) {
      await api.store.db
        .insertInto('applied_doses')
        .values(doses.slice(start, start + 500))
        .execute();
    }
    await sql`ANALYZE`.execute(api.store.db);
  });

  afterAll(() => api.close());

  it.each(['asc', 'desc'] as const)(
    'should read patients sorted by last name %s from an index, not sort them',
    async (order) => {
      const plan = await explainPage(api, order);
      if (api.store.dialect.name === 'sqlite') {
        expect(plan).toContain('sc_patients_lastname');
        expect(plan).not.toContain('USE TEMP B-TREE FOR ORDER BY');
      } else {
        expect(plan).toContain('sc_patients_lastname');
        expect(plan).not.toMatch(/Sort|Seq Scan/);
      }
    },
  );

  it.each(['asc', 'desc'] as const)(
    'should skip to a deep page sorted by last name %s in the index alone, never reading the rows skipped',
    async (order) => {
      if (api.store.dialect.name === 'postgres') await sql`VACUUM ANALYZE patients`.execute(api.store.db);
      const plan = await explainPage(api, order, 'patients', 'lastname', 2000);
      if (api.store.dialect.name === 'sqlite') expect(plan).toContain('USING COVERING INDEX sc_patients_lastname');
      else expect(plan).toContain('Index Only Scan');
      expect(plan).not.toMatch(/TEMP B-TREE|Sort/);
    },
  );

  it.each(['asc', 'desc'] as const)(
    'should answer a deep page sorted by last name %s with the rows of the whole sorted list at its place',
    async (order) => {
      const whole = (await api.admin('GET', '/patients')).json as { id: number; lastname: string }[];
      const sorted = [...whole].sort((a, b) =>
        a.lastname === b.lastname ? a.id - b.id : a.lastname < b.lastname ? -1 : 1,
      );
      if (order === 'desc') sorted.reverse();
      for (const page of [1, 37, 108]) {
        const response = await api.admin('GET', `/patients?page=${page}&pageSize=25&sort=lastname&order=${order}`);
        const body = response.json as { items: { id: number }[]; total: number };
        expect(body.total).toBe(whole.length);
        expect(body.items.map((row) => row.id)).toEqual(sorted.slice((page - 1) * 25, page * 25).map((row) => row.id));
      }
    },
  );

  it('should replace the sort index of an older version, without isActive, at the next start', async () => {
    const { db } = api.store;
    const older = sql.id('sx_patients_firstName');
    await sql`CREATE INDEX ${older} ON ${sql.table('patients')} (${sql.id('firstName')}, ${sql.id('id')})`.execute(db);

    await syncSchema({ store: api.store, entities, extraTables });

    const names =
      api.store.dialect.name === 'sqlite'
        ? sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'patients'`
        : sql<{
            name: string;
          }>`SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'patients'`;
    const indexes = (await names.execute(db)).rows.map((row) => row.name);
    expect(indexes).toContain('sc_patients_firstName');
    expect(indexes).not.toContain('sx_patients_firstName');
  });

  it.each(['asc', 'desc'] as const)(
    'should read doses by id %s in id order, never through a reference index',
    async (order) => {
      const plan = await explainPage(api, order, 'applied_doses', 'id');
      expect(plan).not.toMatch(/TEMP B-TREE|Sort/);
    },
  );
});
