import { sql } from 'kysely';
import type { WastageItem, WastageMonth, WastageReason } from '../../domain/indicator-answers';
import type { WastageQuery } from '../../domain/indicator-queries';
import { wastagePercentOf } from '../../domain/indicators';
import { type DiscardReason, discardReasons } from '../../domain/stock-movements';
import type { Db } from '../../engine/server';
import { stockMovementsTable } from '../stock/movements-table';
import { readVaccines } from './catalogue';
import { doseCountsTable } from './dose-counts-table';

type Grouping = 'vaccine' | 'month' | 'reason';

/** The vials of the year's doses given here, by vaccine or month, from the stored counts (dose_counts). */
const usedVials = async (db: Db, query: WastageQuery, by: 'vaccine' | 'month') => {
  const key = sql.ref(by === 'vaccine' ? 'vaccineId' : 'month');
  const rows = await sql<{ key: number; vials: number }>`
    SELECT ${key} AS "key", sum("doseCount") AS "vials" FROM ${sql.table(doseCountsTable)}
    WHERE "year" = ${query.year} AND "vaccineId" <> 0
      ${query.vaccineId === undefined ? sql`` : sql`AND "vaccineId" = ${query.vaccineId}`}
    GROUP BY ${key}`.execute(db);
  return new Map(rows.rows.map((row) => [Number(row.key), Number(row.vials)]));
};

/**
 * The vials of the year's `discard` movements, by the lot's vaccine, the month or the reason.
 * The kind is a literal so that SQLite reads the ledger's partial index of discards by date.
 */
const discardedVials = async (db: Db, query: WastageQuery, by: Grouping) => {
  const key = {
    vaccine: sql`b."vaccineId"`,
    month: sql`CAST(substr(m."at", 6, 2) AS INTEGER)`,
    reason: sql`m."reason"`,
  }[by];
  const rows = await sql<{ key: number | string; vials: number }>`
    SELECT ${key} AS "key", sum(-m."quantity") AS "vials"
    FROM ${sql.table(stockMovementsTable)} AS m JOIN "vaccine_batches" AS b ON b."id" = m."vaccineBatchId"
    WHERE m."kind" = ${sql.lit('discard')} AND m."at" >= ${`${query.year}-01-01`} AND m."at" < ${`${query.year + 1}-01-01`}
      ${query.vaccineId === undefined ? sql`` : sql`AND b."vaccineId" = ${query.vaccineId}`}
    GROUP BY ${key}`.execute(db);
  return new Map(rows.rows.map((row) => [by === 'reason' ? String(row.key) : Number(row.key), Number(row.vials)]));
};

/**
 * Each vaccine's wastage in a year: `vialsUsed`, its active doses given here in the year (not
 * historical: a vial each), `vialsDiscarded`, the vials its lots' `discard` movements took out
 * in the year (a physical count is no discard), and 100 × discarded / (used + discarded). Only
 * vaccines with either; by vaccine name.
 *
 * @example
 * await wastageItems(db, { year: 2026 })
 * // [{ vaccineId: 4, vaccineName: 'BCG', vialsUsed: 90, vialsDiscarded: 10, wastagePercent: 10 }]
 */
export const wastageItems = async (db: Db, query: WastageQuery): Promise<WastageItem[]> => {
  const [used, discarded, vaccines] = await Promise.all([
    usedVials(db, query, 'vaccine'),
    discardedVials(db, query, 'vaccine'),
    readVaccines(db, query.vaccineId),
  ]);
  return vaccines.flatMap((vaccine): WastageItem[] => {
    const vialsUsed = used.get(vaccine.id) ?? 0;
    const vialsDiscarded = discarded.get(vaccine.id) ?? 0;
    if (vialsUsed === 0 && vialsDiscarded === 0) return [];
    const { id: vaccineId, vaccineName } = vaccine;
    return [
      {
        vaccineId,
        vaccineName,
        vialsUsed,
        vialsDiscarded,
        wastagePercent: wastagePercentOf(vialsUsed, vialsDiscarded),
      },
    ];
  });
};

/** The year's wastage month by month (all twelve), over the vaccine asked for or every vaccine. */
export const wastageByMonth = async (db: Db, query: WastageQuery): Promise<WastageMonth[]> => {
  const [used, discarded] = await Promise.all([usedVials(db, query, 'month'), discardedVials(db, query, 'month')]);
  return Array.from({ length: 12 }, (_, index) => {
    const month = index + 1;
    const [vialsUsed, vialsDiscarded] = [used.get(month) ?? 0, discarded.get(month) ?? 0];
    return { month, vialsUsed, vialsDiscarded, wastagePercent: wastagePercentOf(vialsUsed, vialsDiscarded) };
  });
};

/** The year's discarded vials by reason (every reason, in the list's order), over the vaccine asked for or every vaccine. */
export const wastageByReason = async (db: Db, query: WastageQuery): Promise<WastageReason[]> => {
  const discarded = await discardedVials(db, query, 'reason');
  return discardReasons.map((reason: DiscardReason) => ({ reason, vialsDiscarded: discarded.get(reason) ?? 0 }));
};
