import { sql } from 'kysely';
import type { PlaceGrouping } from '../../domain/indicator-queries';
import type { Db } from '../../engine/server';
import { doseCountsTable } from './dose-counts-table';
import type { Place } from './place';
import { placeSql } from './place-sql';

/** Where and when doses are summed: a year up to the end of `throughMonth`, at a place, whole or by unit. */
export type DoseSumScope = {
  year: number;
  throughMonth: number;
  place: Place;
  groupBy?: PlaceGrouping;
  vaccineId?: number;
};

/** The doses applied per vaccine and dose number, as {@link doseSums} answers them. */
export type DoseSums = {
  /** The doses of that vaccine and number (0 for none). */
  of: (vaccineId: number, doseNumber: number) => number;
  /** The dose numbers of a vaccine that have doses, in order. */
  numbersOf: (vaccineId: number) => number[];
};

const noDoses: DoseSums = { of: () => 0, numbersOf: () => [] };

/** The sums of each group of a breakdown by its key (the place's own under key 0 without one). */
export type GroupedDoseSums = {
  /** The keys of the groups that have doses. */
  keys: () => number[];
  of: (key: number) => DoseSums;
};

/**
 * The valid active doses given here (historical ones left out, and those the CDSi engine did
 * not find valid) per vaccine and dose number, from the stored counts (dose-counts-table.ts): the year's rows of the network, of a unit's centres
 * (joined to their centre and district by primary key) or of one centre through the primary
 * key, a few thousand at most, summed in the database by unit under `groupBy`. A dose naming
 * no vaccine (0) is left out; one naming no centre counts only for the whole network.
 *
 * @example
 * const sums = await doseSums(db, { year: 2026, throughMonth: 12, place: { kind: 'center', centerId: 3 } });
 * sums.of(0).of(4, 1) // 8
 */
export const doseSums = async (db: Db, scope: DoseSumScope): Promise<GroupedDoseSums> => {
  const { join, where, key } = placeSql({ place: scope.place, groupBy: scope.groupBy, center: sql.ref('dc.centerId') });
  const rows = await sql<{ placeId: number; vaccineId: number; doseNumber: number; applied: number | string }>`
    SELECT ${key ?? sql.lit(0)} AS "placeId", "dc"."vaccineId" AS "vaccineId", "dc"."doseNumber" AS "doseNumber",
      sum("dc"."doseCount") AS "applied"
    FROM ${sql.table(doseCountsTable)} AS "dc" ${join}
    WHERE "dc"."year" = ${scope.year} AND "dc"."month" <= ${scope.throughMonth} AND "dc"."vaccineId" <> 0
      AND "dc"."isValid" = 1
      ${scope.vaccineId === undefined ? sql`` : sql`AND "dc"."vaccineId" = ${scope.vaccineId}`} ${where}
    GROUP BY ${key === null ? sql`` : sql`${key}, `}"dc"."vaccineId", "dc"."doseNumber"`.execute(db);
  const sums = new Map<number, Map<number, Map<number, number>>>();
  for (const row of rows.rows) {
    // PostgreSQL's sum of a bigint is a numeric, which its driver reads as text.
    const applied = Number(row.applied);
    if (applied === 0) continue;
    const group = sums.get(Number(row.placeId)) ?? new Map<number, Map<number, number>>();
    const vaccineId = Number(row.vaccineId);
    const own = group.get(vaccineId) ?? new Map<number, number>();
    own.set(Number(row.doseNumber), applied);
    group.set(vaccineId, own);
    sums.set(Number(row.placeId), group);
  }
  return {
    keys: () => [...sums.keys()],
    of: (placeId) => {
      const group = sums.get(placeId);
      if (group === undefined) return noDoses;
      return {
        of: (vaccineId, doseNumber) => group.get(vaccineId)?.get(doseNumber) ?? 0,
        numbersOf: (vaccineId) => [...(group.get(vaccineId)?.keys() ?? [])].sort((a, b) => a - b),
      };
    },
  };
};
