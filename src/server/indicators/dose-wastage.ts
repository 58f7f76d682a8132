import { sql } from 'kysely';
import type { PlaceGrouping, WastageQuery } from '../../domain/indicator-queries';
import type { Db } from '../../engine/server';
import { stockMovementsTable } from '../stock/movements-table';
import type { Place } from './place';
import { placeSql } from './place-sql';

const yearOf = (year: number) => sql`m."at" >= ${`${year}-01-01`} AND m."at" < ${`${year + 1}-01-01`}`;
const ofVaccine = (vaccineId: number | undefined) =>
  vaccineId === undefined ? sql`` : sql`AND b."vaccineId" = ${vaccineId}`;

/**
 * The doses of the vials opened in the year at the place's centres (`vial-opened` movements), by
 * unit under `groupBy` (key 0 without) and vaccine: what WHO calls the doses issued of a
 * multi-dose vaccine.
 *
 * @example
 * (await openedDoses(db, { query: { year: 2026 }, place })).get(0)?.get(4) // 10
 */
export const openedDoses = async (
  db: Db,
  { query, place, groupBy }: { query: WastageQuery; place: Place; groupBy?: PlaceGrouping },
) => {
  const center = sql`CASE WHEN m."placeType" = 'center' THEN m."placeId" END`;
  const { join, where, key } = placeSql({ place, groupBy, center });
  const rows = await sql<{ placeId: number; vaccineId: number; doses: number }>`
    SELECT ${key ?? sql.lit(0)} AS "placeId", b."vaccineId" AS "vaccineId", sum(m."openDoses") AS "doses"
    FROM ${sql.table(stockMovementsTable)} AS m JOIN "vaccine_batches" AS b ON b."id" = m."vaccineBatchId" ${join}
    WHERE m."kind" = ${sql.lit('vial-opened')} AND m."placeType" = 'center' AND ${yearOf(query.year)}
      ${ofVaccine(query.vaccineId)} ${where}
    GROUP BY ${key === null ? sql`` : sql`${key}, `}b."vaccineId"`.execute(db);
  const opened = new Map<number, Map<number, number>>();
  for (const row of rows.rows) {
    const group = opened.get(Number(row.placeId)) ?? new Map<number, number>();
    group.set(Number(row.vaccineId), Number(row.doses));
    opened.set(Number(row.placeId), group);
  }
  return opened;
};

/**
 * The closed vials of the year's discards, by vaccine and reason, over the whole network (its
 * stores and centres), and each vaccine's doses per vial.
 *
 * @example
 * (await unopenedDiscards(db, { year: 2026 })).get(4) // { broken: 2 }
 */
export const unopenedDiscards = async (db: Db, query: WastageQuery) => {
  const rows = await sql<{ vaccineId: number; reason: string; vials: number }>`
    SELECT b."vaccineId" AS "vaccineId", m."reason" AS "reason", sum(-m."vials") AS "vials"
    FROM ${sql.table(stockMovementsTable)} AS m JOIN "vaccine_batches" AS b ON b."id" = m."vaccineBatchId"
    WHERE m."kind" = ${sql.lit('discard')} AND m."vials" < 0 AND ${yearOf(query.year)} ${ofVaccine(query.vaccineId)}
    GROUP BY b."vaccineId", m."reason"`.execute(db);
  const discards = new Map<number, Record<string, number>>();
  for (const row of rows.rows) {
    const byReason = discards.get(Number(row.vaccineId)) ?? {};
    byReason[String(row.reason)] = Number(row.vials);
    discards.set(Number(row.vaccineId), byReason);
  }
  return discards;
};

/** Each vaccine's doses per vial (1 when unset). */
export const dosesPerVialOf = async (db: Db) => {
  const rows = await sql<{ id: number; dosesPerVial: number | null }>`
    SELECT "id", "dosesPerVial" FROM "vaccines"`.execute(db);
  return new Map(rows.rows.map((row) => [Number(row.id), Math.max(1, Number(row.dosesPerVial ?? 1))]));
};
