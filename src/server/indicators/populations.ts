import type { Db } from '../../engine/server';
import { tableOf } from '../../engine/server';
import { targetPopulations } from '../../entities/target-populations';

/**
 * The active target populations of a year per age in whole years: one centre's, or the sum
 * of every centre's for the network. An age nobody entered is absent.
 *
 * @example
 * (await populationsByAge(db, { year: 2026, centerId: 3 })).get(0) // 10
 */
export const populationsByAge = async (
  db: Db,
  { year, centerId }: { year: number; centerId?: number },
): Promise<ReadonlyMap<number, number>> => {
  let query = db
    .selectFrom(tableOf(targetPopulations))
    .select(['ageInYears', (eb) => eb.fn.sum('population').as('population')])
    .where('isActive', '=', 1)
    .where('year', '=', year);
  if (centerId !== undefined) query = query.where('vaccinationCenterId', '=', centerId);
  const rows = await query.groupBy('ageInYears').execute();
  return new Map(rows.map((row) => [Number(row.ageInYears), Number(row.population)]));
};
