import { sql } from 'kysely';
import { expect } from 'vitest';
import type { CoverageItem, DropoutItem, ZeroDoseItem } from '../../src/domain/indicator-answers';
import { doseCountsTable } from '../../src/server/indicators/dose-counts-table';
import type { ApiFixture } from './api-fixture';
import { idOf } from './sample-data';

type Query = Record<string, string | number | undefined>;

const searchOf = (query: Query) =>
  new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();

/**
 * The indicators' routes as a test calls them (the health user unless told; 200 expected), a
 * target population entered by the admin, and the stored counts read back.
 */
export const indicatorData = (fixture: ApiFixture) => {
  const items = async <T>(route: string, query: Query, as: 'admin' | 'health') => {
    const response = await fixture.api[as]('GET', `/indicators/${route}?${searchOf(query)}`);
    expect(response.status, response.text).toBe(200);
    return (response.json as { items: T[] }).items;
  };
  return {
    coverage: (query: Query, as: 'admin' | 'health' = 'health') => items<CoverageItem>('coverage', query, as),
    dropout: (query: Query, as: 'admin' | 'health' = 'health') => items<DropoutItem>('dropout', query, as),
    zeroDose: (query: Query, as: 'admin' | 'health' = 'health') => items<ZeroDoseItem>('zero-dose', query, as),
    population: async (population: {
      vaccinationCenterId: number;
      year: number;
      ageInYears: number;
      population: number;
    }) => idOf(await fixture.api.admin('POST', '/target-populations', population)),
    /**
     * Moves doses to another date with plain SQL, as a correction made in the database would:
     * the triggers move their counts.
     */
    redate: async (doseIds: readonly number[], applicationDateTime: string) => {
      await fixture.api.store.db
        .updateTable('applied_doses')
        .set({ applicationDateTime })
        .where('id', 'in', [...doseIds])
        .execute();
    },
    /** The stored counts that are not zero, valid and not valid together, in key order. */
    storedCounts: async () =>
      (
        await sql<
          Record<string, number | string>
        >`SELECT "year", "centerId", "month", "vaccineId", "doseNumber", sum("doseCount") AS "doseCount"
          FROM ${sql.table(doseCountsTable)} WHERE "doseCount" <> 0
          GROUP BY "year", "centerId", "month", "vaccineId", "doseNumber"
          ORDER BY "year", "centerId", "month", "vaccineId", "doseNumber"`.execute(fixture.api.store.db)
      ).rows.map(numbers),
    /** The same counts computed again from every dose, as the triggers should have kept them. */
    recountedDoses: async () =>
      (
        await sql<Record<string, number | string>>`SELECT
            CAST(substr(d."applicationDateTime", 1, 4) AS INTEGER) AS "year",
            coalesce(d."vaccinationCenterId", 0) AS "centerId",
            CAST(substr(d."applicationDateTime", 6, 2) AS INTEGER) AS "month",
            coalesce(d."vaccineId", b."vaccineId", 0) AS "vaccineId",
            d."doseNumber" AS "doseNumber", count(*) AS "doseCount"
          FROM "applied_doses" AS d LEFT JOIN "vaccine_batches" AS b ON b."id" = d."vaccineBatchId"
          WHERE d."isActive" = 1 AND coalesce(d."isHistorical", 0) = 0 AND d."doseNumber" IS NOT NULL
          GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`.execute(fixture.api.store.db)
      ).rows.map(numbers),
  };
};

/** PostgreSQL's counts are bigints, which its driver reads as text. */
const numbers = (row: Record<string, number | string>) =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)]));
