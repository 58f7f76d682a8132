import { CompiledQuery, type KyselyPlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/calendar-days';
import type { Store } from '../../src/engine/server/schema/database';
import { dueDosesPage } from '../../src/server/programme/due-doses-list';
import { forecastTable } from '../../src/server/programme/forecast-table';
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
  const rows = Array.from({ length: 8000 }, (_, index) => {
    const recommendedDate = addDays('2025-02-01', index % 300);
    return {
      patientId: 1 + (index % 4000),
      vaccineGroupId: 1 + Math.floor(index / 4000) + 2 * (index % 2),
      vaccineId: 1 + Math.floor(index / 4000) + 2 * (index % 2),
      centerId: 1 + (index % 20),
      nextDoseNumber: 1,
      earliestDate: recommendedDate,
      recommendedDate,
      overdueDate: addDays(recommendedDate, 30),
      latestDate: index % 3 === 0 ? null : addDays(recommendedDate, 200),
      birthDate: addDays('2022-01-01', index % 1500),
      hasAnyDose: index % 4 === 0 ? 0 : 1,
    };
  });
  for (let start = 0; start < rows.length; start += 500) {
    await api.store.db
      .insertInto(forecastTable)
      .values(rows.slice(start, start + 500))
      .execute();
  }
  await sql`ANALYZE`.execute(api.store.db);
});

afterAll(() => api.close());

type Kind = 'upcoming' | 'overdue' | 'zero-dose';

/** The statements a due list runs, as sent to the database. */
const listStatements = async (store: Store, kind: Kind) => {
  const statements: CompiledQuery[] = [];
  const capture: KyselyPlugin = {
    transformQuery: (args) => {
      statements.push(store.db.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  await dueDosesPage(store.db.withPlugin(capture), { centerId: 3, kind, today: '2025-06-01', page: 2, pageSize: 10 });
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

/** Each list's index and the range SQLite names for it: the centre, then the list's date. */
const listIndexes: Record<Kind, { index: string; range: string }> = {
  upcoming: {
    index: 'ix_patient_forecasts_upcoming',
    range: 'centerId=\\? AND recommendedDate>\\? AND recommendedDate<\\?',
  },
  overdue: { index: 'ix_patient_forecasts_overdue', range: 'centerId=\\? AND overdueDate<\\?' },
  'zero-dose': { index: 'ix_patient_forecasts_zero_dose', range: 'centerId=\\? AND birthDate>\\?' },
};

/** SQLite `SEARCH … USING … INDEX ix_… (centerId=? AND …)`; PostgreSQL an index scan with the centre in its condition. */
const searchesTheListIndex = (plan: string, kind: Kind) => {
  const { index, range } = listIndexes[kind];
  return (
    new RegExp(`SEARCH patient_forecasts USING (COVERING )?INDEX ${index} \\(${range}\\)`).test(plan) ||
    new RegExp(`(Bitmap )?Index (Only )?Scan (using|on) "?${index}"?.*\\n\\s*Index Cond: \\(\\("centerId" = `).test(
      plan,
    )
  );
};

/** The page's patients by their primary key: SQLite `SEARCH p USING INTEGER PRIMARY KEY`, PostgreSQL `patients_pkey`. */
const findsPatientsById = (plan: string) =>
  /SEARCH p USING INTEGER PRIMARY KEY/.test(plan) ||
  /Index Scan using patients_pkey on patients p\b.*\n\s*(Index Cond|Filter): /.test(plan);

/** A whole read of the forecasts: SQLite `SCAN patient_forecasts`, PostgreSQL `Seq Scan`, or a sort of them. */
const readsAllForecasts = (plan: string) =>
  /^\s*(`--)?SCAN patient_forecasts\b/m.test(plan) ||
  /Seq Scan on patient_forecasts/.test(plan) ||
  /USE TEMP B-TREE FOR (ORDER|GROUP) BY/.test(plan);

describe('the query plan of the due lists', () => {
  it.each(['upcoming', 'overdue', 'zero-dose'] as const)(
    'should read the %s page and its count from its own index of the centre, never every forecast',
    async (kind) => {
      const statements = await listStatements(api.store, kind);
      const listed = statements.filter((statement) => /count\(\*\)|LIMIT/.test(statement.sql));
      expect(listed).toHaveLength(2);
      for (const statement of listed) {
        const plan = await planOf(api.store, statement);
        expect(searchesTheListIndex(plan, kind), plan).toBe(true);
        expect(readsAllForecasts(plan), plan).toBe(false);
      }
      for (const statement of statements) {
        const plan = await planOf(api.store, statement);
        expect(readsAllForecasts(plan), plan).toBe(false);
        expect(plan, plan).not.toMatch(/SCAN (p|r)\b|Seq Scan on patients/);
        if (/"patients" AS p/.test(statement.sql)) expect(findsPatientsById(plan), plan).toBe(true);
      }
    },
  );

  it('should tell a plan that reads every forecast', async () => {
    const plan = await planOf(
      api.store,
      CompiledQuery.raw(`SELECT "patientId" FROM "patient_forecasts" WHERE "earliestDate" < '2025-03-01'`, []),
    );
    expect(readsAllForecasts(plan), plan).toBe(true);
    expect(searchesTheListIndex(plan, 'overdue'), plan).toBe(false);
  });
});
