import { sql } from 'kysely';
import type { PlaceGrouping } from '../../domain/indicator-queries';
import type { Db } from '../../engine/server';
import { tableOf } from '../../engine/server';
import { targetPopulations } from '../../entities/target-populations';
import type { Place } from './place';
import { placeSql } from './place-sql';

/**
 * The active target populations of a year per age in whole years, by group key (0 without
 * `groupBy`): one centre's, or the sum of the centres' of a unit or of the network, per unit
 * under `groupBy`. A population is a centre's, so a unit's is exactly the sum of its centres'.
 * An age nobody entered is absent.
 *
 * @example
 * (await populationsByAge(db, { year: 2026, place: { kind: 'center', centerId: 3 } })).get(0)?.get(0) // 10
 */
export const populationsByAge = async (
  db: Db,
  { year, place, groupBy }: { year: number; place: Place; groupBy?: PlaceGrouping },
): Promise<ReadonlyMap<number, ReadonlyMap<number, number>>> => {
  const { join, where, key } = placeSql({ place, groupBy, center: sql.ref('tp.vaccinationCenterId') });
  const rows = await sql<{ placeId: number; ageInYears: number; population: number | string }>`
    SELECT ${key ?? sql.lit(0)} AS "placeId", "tp"."ageInYears" AS "ageInYears", sum("tp"."population") AS "population"
    FROM ${sql.table(tableOf(targetPopulations))} AS "tp" ${join}
    WHERE "tp"."isActive" = 1 AND "tp"."year" = ${year} ${where}
    GROUP BY ${key === null ? sql`` : sql`${key}, `}"tp"."ageInYears"`.execute(db);
  const populations = new Map<number, Map<number, number>>();
  for (const row of rows.rows) {
    const group = populations.get(Number(row.placeId)) ?? new Map<number, number>();
    group.set(Number(row.ageInYears), Number(row.population));
    populations.set(Number(row.placeId), group);
  }
  return populations;
};
