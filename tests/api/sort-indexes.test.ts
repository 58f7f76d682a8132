import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTerms } from '../../src/engine/server/lists/list-order';
import { createTestApi, type TestApi } from '../helpers/test-api';

/** The plan of a patients page sorted by last name, as the repository asks for it. */
const explainPage = async (api: TestApi, order: 'asc' | 'desc', table = 'patients', key = 'lastname') => {
  const { db, dialect } = api.store;
  const keys = key === 'id' ? [] : [sql.ref(`t0.${key}`)];
  const terms = orderTerms({ dialect, keys, id: sql.ref('t0.id'), order });
  const page = sql`SELECT ${sql.ref('t0.id')} FROM ${sql.table(table)} AS ${sql.id('t0')}
    WHERE ${sql.ref('t0.isActive')} = 1 ORDER BY ${terms} LIMIT 25`;
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
        expect(plan).toContain('sx_patients_lastname');
        expect(plan).not.toContain('USE TEMP B-TREE FOR ORDER BY');
      } else {
        expect(plan).toContain('sx_patients_lastname');
        expect(plan).not.toMatch(/Sort|Seq Scan/);
      }
    },
  );

  it.each(['asc', 'desc'] as const)(
    'should read doses by id %s in id order, never through a reference index',
    async (order) => {
      const plan = await explainPage(api, order, 'applied_doses', 'id');
      expect(plan).not.toMatch(/TEMP B-TREE|Sort/);
    },
  );
});
