import type { Db } from '../../engine/server';
import { doseCountsTable } from './dose-counts-table';

/** Where and when doses are summed: a year up to the end of `throughMonth`, at a centre or the whole network. */
export type DoseSumScope = { year: number; throughMonth: number; centerId?: number; vaccineId?: number };

/** The doses applied per vaccine and dose number, as {@link doseSums} answers them. */
export type DoseSums = {
  /** The doses of that vaccine and number (0 for none). */
  of: (vaccineId: number, doseNumber: number) => number;
  /** The dose numbers of a vaccine that have doses, in order. */
  numbersOf: (vaccineId: number) => number[];
};

/**
 * The active doses given here (historical ones left out) per vaccine and dose number, from the
 * stored counts (dose-counts-table.ts): the year's rows of the network, or of one centre
 * through the primary key, a few thousand at most. A dose naming no vaccine (0) is left out.
 *
 * @example
 * const sums = await doseSums(db, { year: 2026, throughMonth: 12, centerId: 3 });
 * sums.of(4, 1) // 8
 */
export const doseSums = async (db: Db, scope: DoseSumScope): Promise<DoseSums> => {
  let query = db
    .selectFrom(doseCountsTable)
    .select(['vaccineId', 'doseNumber', (eb) => eb.fn.sum('doseCount').as('applied')])
    .where('year', '=', scope.year)
    .where('month', '<=', scope.throughMonth)
    .where('vaccineId', '<>', 0);
  if (scope.centerId !== undefined) query = query.where('centerId', '=', scope.centerId);
  if (scope.vaccineId !== undefined) query = query.where('vaccineId', '=', scope.vaccineId);
  const rows = await query.groupBy(['vaccineId', 'doseNumber']).execute();
  const sums = new Map<number, Map<number, number>>();
  for (const row of rows) {
    // PostgreSQL's sum of a bigint is a numeric, which its driver reads as text.
    const applied = Number(row.applied);
    if (applied === 0) continue;
    const vaccineId = Number(row.vaccineId);
    const own = sums.get(vaccineId) ?? new Map<number, number>();
    own.set(Number(row.doseNumber), applied);
    sums.set(vaccineId, own);
  }
  return {
    of: (vaccineId, doseNumber) => sums.get(vaccineId)?.get(doseNumber) ?? 0,
    numbersOf: (vaccineId) => [...(sums.get(vaccineId)?.keys() ?? [])].sort((a, b) => a - b),
  };
};
