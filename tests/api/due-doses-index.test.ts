import { CompiledQuery, type KyselyPlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/calendar-days';
import type { Store } from '../../src/engine/server/schema/database';
import { dueDosesPage } from '../../src/server/schedules/due-doses-list';
import { scheduleTable } from '../../src/server/schedules/schedule-table';
import { createTestApi, type TestApi } from '../helpers/test-api';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
  const patients = Array.from({ length: 4000 }, (_, index) => ({
    firstName: `Nombre ${index}`,
    lastname: `Apellido ${index}`,
    mobilePhone: '51999999999',
    isChild: 0,
    isActive: 1,
  }));
  for (let start = 0; start < patients.length; start += 500) {
    await api.store.db
      .insertInto('patients')
      .values(patients.slice(start, start + 500))
      .execute();
  }
  await api.store.db
    .insertInto('vaccines')
    .values(Array.from({ length: 5 }, (_, index) => ({ vaccineName: `Vacuna ${index}`, isActive: 1 })))
    .execute();
  const rows = Array.from({ length: 4000 }, (_, index) => ({
    patientId: index + 1,
    vaccineId: 1 + (index % 5),
    dosesReceived: 1,
    freeDoseNumber: 2,
    nextDoseNumber: index % 4 === 0 ? null : 2,
    lastDoseDate: addDays('2025-01-01', index % 300),
    centerId: 1 + (index % 20),
    dueDate: index % 4 === 0 ? null : addDays('2025-02-01', index % 300),
  }));
  for (let start = 0; start < rows.length; start += 500) {
    await api.store.db
      .insertInto(scheduleTable)
      .values(rows.slice(start, start + 500))
      .execute();
  }
  await sql`ANALYZE`.execute(api.store.db);
});

afterAll(() => api.close());

/** The statements a due list runs, as sent to the database. */
const listStatements = async (store: Store, kind: 'upcoming' | 'overdue') => {
  const statements: CompiledQuery[] = [];
  const capture: KyselyPlugin = {
    transformQuery: (args) => {
      statements.push(store.db.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  await dueDosesPage(store.db.withPlugin(capture), { centerId: 3, kind, today: '2025-06-01', page: 40, pageSize: 10 });
  return statements;
};

/** The query plan of a statement as text; PostgreSQL told to avoid reading whole tables where it can. */
const planOf = async (store: Store, statement: CompiledQuery) => {
  if (store.dialect.name === 'sqlite') {
    const result = await store.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`EXPLAIN QUERY PLAN ${statement.sql}`, [...statement.parameters]),
    );
    return result.rows.map((row) => row.detail).join('\n');
  }
  return store.db.transaction().execute(async (db) => {
    // Too few rows here for the planner to prefer an index on its own.
    await sql`SET LOCAL enable_seqscan = off`.execute(db);
    const result = await db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`EXPLAIN ${statement.sql}`, [...statement.parameters]),
    );
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
};

/** SQLite `SEARCH … USING … INDEX ix_… (centerId=? AND dueDate…)`; PostgreSQL an index scan with its condition. */
const searchesTheDueIndex = (plan: string) =>
  /SEARCH dose_schedules USING (COVERING )?INDEX ix_dose_schedules_centerId_dueDate \(centerId=\? AND dueDate[<>]/.test(
    plan,
  ) ||
  /(Bitmap )?Index (Only )?Scan (using|on) "?ix_dose_schedules_centerId_dueDate"?.*\n\s*Index Cond: \(\("centerId" = /.test(
    plan,
  );

/** The page's patients by their primary key: SQLite `SEARCH p USING INTEGER PRIMARY KEY`, PostgreSQL `patients_pkey`. */
const findsPatientsById = (plan: string) =>
  /SEARCH p USING INTEGER PRIMARY KEY/.test(plan) ||
  /Index Scan using patients_pkey on patients p .*\n\s*Index Cond: \(id = /.test(plan);

/** A whole read of the schedules: SQLite `SCAN dose_schedules`, PostgreSQL `Seq Scan` or a sort of them. */
const readsAllSchedules = (plan: string) =>
  /^\s*(`--)?SCAN dose_schedules\b/m.test(plan) ||
  /Seq Scan on dose_schedules/.test(plan) ||
  /USE TEMP B-TREE FOR ORDER BY/.test(plan.split('\n').slice(0, 3).join('\n'));

describe('the query plan of the due lists', () => {
  it.each(['upcoming', 'overdue'] as const)(
    'should read the %s page and its count from the centre and due date index, never every schedule',
    async (kind) => {
      const statements = await listStatements(api.store, kind);
      expect(statements).toHaveLength(2);
      for (const statement of statements) {
        const plan = await planOf(api.store, statement);
        expect(searchesTheDueIndex(plan), plan).toBe(true);
        expect(readsAllSchedules(plan), plan).toBe(false);
        expect(plan, plan).not.toMatch(/SCAN (p|r|v)\b|Seq Scan on (patients|vaccines)/);
        if (/patients/.test(statement.sql)) expect(findsPatientsById(plan), plan).toBe(true);
      }
    },
  );

  it('should tell a plan that reads every schedule', async () => {
    const plan = await planOf(
      api.store,
      CompiledQuery.raw(`SELECT "patientId" FROM "dose_schedules" WHERE "lastDoseDate" < '2025-03-01'`, []),
    );
    expect(readsAllSchedules(plan), plan).toBe(true);
    expect(searchesTheDueIndex(plan), plan).toBe(false);
  });
});
