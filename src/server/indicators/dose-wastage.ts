import { sql } from 'kysely';
import type { PlaceGrouping, WastageQuery } from '../../domain/indicator-queries';
import type { Db } from '../../engine/server';
import { dialectOf } from '../programme/dialect-of';
import { inProgrammeYear, programmeDaySql } from '../programme/programme-day-sql';
import { stockMovementsTable } from '../stock/movements-table';
import { movementPlaceSql } from './movement-place-sql';
import type { Place } from './place';

const yearOf = (year: number) => inProgrammeYear(sql`m."at"`, year);
const ofVaccine = (vaccineId: number | undefined) =>
  vaccineId === undefined ? sql`` : sql`AND b."vaccineId" = ${vaccineId}`;

/**
 * The kinds of the ledger's partial index of wastage (migration 0020), written as the index
 * writes them: SQLite reads a partial index only for a query that repeats its condition.
 */
const wastageKinds = sql`m."kind" IN ('vial-opened', 'discard', 'transit-loss')`;

type Scope = { query: WastageQuery; place: Place; groupBy?: PlaceGrouping };

/** The programme's month (1–12) of a movement. */
const monthOf = (db: Db) => sql`CAST(substr(${sql.raw(programmeDaySql(dialectOf(db), 'm."at"'))}, 6, 2) AS INTEGER)`;

/** What the outer key of a figure per vaccine is: the unit under `groupBy` (0 without), or the month. */
export type FigureKey = 'place' | 'month';

/**
 * The doses of the vials opened in the year at the place's centres (`vial-opened` movements), by
 * unit under `groupBy` (key 0 without) or by month, then by vaccine: what WHO calls the doses
 * issued of a multi-dose vaccine.
 *
 * @example
 * (await openedDoses(db, { query: { year: 2026 }, place })).get(0)?.get(4) // 10
 * (await openedDoses(db, { query: { year: 2026 }, place, by: 'month' })).get(3)?.get(4) // 10, in March
 */
export const openedDoses = async (db: Db, { query, place, groupBy, by = 'place' }: Scope & { by?: FigureKey }) => {
  const { join, where, key } = movementPlaceSql({ place, groupBy });
  const outer = by === 'month' ? monthOf(db) : key;
  const rows = await sql<{ outer: number; vaccineId: number; doses: number }>`
    SELECT ${outer ?? sql.lit(0)} AS "outer", b."vaccineId" AS "vaccineId", sum(m."openDoses") AS "doses"
    FROM ${sql.table(stockMovementsTable)} AS m JOIN "vaccine_batches" AS b ON b."id" = m."vaccineBatchId" ${join}
    WHERE ${wastageKinds} AND m."kind" = 'vial-opened' AND m."placeType" = 'center' AND ${yearOf(query.year)}
      ${ofVaccine(query.vaccineId)} ${where}
    GROUP BY ${outer === null ? sql`` : sql`${outer}, `}b."vaccineId"`.execute(db);
  const opened = new Map<number, Map<number, number>>();
  for (const row of rows.rows) {
    const group = opened.get(Number(row.outer)) ?? new Map<number, number>();
    group.set(Number(row.vaccineId), Number(row.doses));
    opened.set(Number(row.outer), group);
  }
  return opened;
};

/** What the lost vials are summed by, besides the unit and the reason. */
export type LossGrouping = 'vaccine' | 'month' | 'reason';

/**
 * Closed vials lost, of a unit (0 without `groupBy`) and a key (a vaccine's id, a month, a
 * reason), for one reason; `doses` the same vials in doses (each its vaccine's doses per vial).
 */
export type LossRow = { placeId: number; key: number | string; reason: string; vials: number; doses: number };

/**
 * The closed vials that left the place's stock unused in the year (WHO's unopened-vial wastage):
 * those of its `discard` movements, by their reason, and its transfers' `transit-loss`, under
 * the reason `transit-loss`; at the place's centres and stores, per unit under `groupBy`. The
 * doses of an open vial discarded are no closed vial: the opened-vial wastage counts them.
 *
 * @example
 * await lostVials(db, { query: { year: 2026 }, place, by: 'vaccine' })
 * // [{ placeId: 0, key: 4, reason: 'broken', vials: 2, doses: 20 }, { placeId: 0, key: 4, reason: 'transit-loss', vials: 1, doses: 10 }]
 */
export const lostVials = async (db: Db, { by, ...scope }: Scope & { by: LossGrouping }): Promise<LossRow[]> => {
  const { query } = scope;
  const { join, where, key } = movementPlaceSql(scope);
  const reason = sql`CASE WHEN m."kind" = 'transit-loss' THEN 'transit-loss' ELSE m."reason" END`;
  const column = { vaccine: sql`b."vaccineId"`, month: monthOf(db), reason }[by];
  const dosesPerVial = sql`CASE WHEN v."dosesPerVial" > 1 THEN v."dosesPerVial" ELSE 1 END`;
  const rows = await sql<LossRow>`
    SELECT ${key ?? sql.lit(0)} AS "placeId", ${column} AS "key", ${reason} AS "reason", sum(-m."vials") AS "vials",
      sum(-m."vials" * ${dosesPerVial}) AS "doses"
    FROM ${sql.table(stockMovementsTable)} AS m JOIN "vaccine_batches" AS b ON b."id" = m."vaccineBatchId"
      JOIN "vaccines" AS v ON v."id" = b."vaccineId" ${join}
    WHERE ${wastageKinds} AND m."kind" <> 'vial-opened' AND m."vials" < 0 AND ${yearOf(query.year)}
      ${ofVaccine(query.vaccineId)} ${where}
    GROUP BY ${key === null ? sql`` : sql`${key}, `}${column}, ${reason}`.execute(db);
  return rows.rows.map((row) => ({
    placeId: Number(row.placeId),
    key: by === 'reason' ? String(row.key) : Number(row.key),
    reason: String(row.reason),
    vials: Number(row.vials),
    doses: Number(row.doses),
  }));
};

/** Each vaccine's doses per vial (1 when unset). */
export const dosesPerVialOf = async (db: Db) => {
  const rows = await sql<{ id: number; dosesPerVial: number | null }>`
    SELECT "id", "dosesPerVial" FROM "vaccines"`.execute(db);
  return new Map(rows.rows.map((row) => [Number(row.id), Math.max(1, Number(row.dosesPerVial ?? 1))]));
};
