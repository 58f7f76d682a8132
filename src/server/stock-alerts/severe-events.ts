import { sql } from 'kysely';
import type { Db } from '../../engine/server';
import { tableOf } from '../../engine/server';
import { adverseEvents, type Severity } from '../../entities/adverse-events';
import { appliedDoses } from '../../entities/applied-doses';
import { vaccineBatches } from '../../entities/vaccine-batches';
import { vaccines } from '../../entities/vaccines';
import { type HeldBatchRow, heldBatchColumns, heldBatchOf, totalOf } from '../stock/held-batches';
import { placeStockTable } from '../stock/place-stock-table';
import { atStockPlaces, ofStockCenters, type StockPlaces } from '../stock/stock-places-filter';

/** A lot with this many active severe ESAVI reports or more is to be reviewed. */
export const severeEventsThreshold = 3;

const severe: Severity = 'severe';

/** The active severe reports, with their doses (`e`, `d`): few, read with their doses by id. */
const severeReports = sql`${sql.table(tableOf(adverseEvents))} AS "e"
  JOIN ${sql.table(tableOf(appliedDoses))} AS "d" ON "d"."id" = "e"."appliedDoseId"
  WHERE "e"."isActive" = 1 AND "e"."severity" = ${severe}`;

/**
 * The lots to review (not deleted nor recalled: a recall is the review's end) with
 * {@link severeEventsThreshold} or more active severe ESAVI reports over the whole network, one
 * item per lot and place: each place that holds some of it, and each centre that gave one of its
 * reported doses; the most reported first, then by lot and place. A lot's count is its whole
 * count; the item says what the place holds of it (0 when it only gave the doses).
 *
 * @example
 * await severeEventsAtPlaces(db, { places, today, limit: 5 }) // { items: [{ …, severeEventCount: 3, vials: 0 }], total: 1 }
 */
export const severeEventsAtPlaces = async (
  db: Db,
  { places, today, limit }: { places: StockPlaces; today: string; limit: number },
) => {
  const flagged = sql`SELECT "d"."vaccineBatchId" AS "batchId", count(*) AS "severeEventCount" FROM ${severeReports}
    GROUP BY "d"."vaccineBatchId" HAVING count(*) >= ${severeEventsThreshold}`;
  const held = sql`SELECT "s"."vaccineBatchId" AS "batchId", "s"."placeType" AS "placeType", "s"."placeId" AS "placeId"
    FROM ${sql.table(placeStockTable)} AS "s"
    WHERE "s"."vaccineBatchId" IN (SELECT "batchId" FROM "flagged") AND ("s"."vials" > 0 OR "s"."openDoses" > 0)
      AND ${atStockPlaces(places)}`;
  const reported = sql`SELECT "d"."vaccineBatchId", 'center', "d"."vaccinationCenterId" FROM ${severeReports}
    AND "d"."vaccineBatchId" IN (SELECT "batchId" FROM "flagged") AND ${ofStockCenters(places, sql.ref('d.vaccinationCenterId'))}`;
  const pairs = sql`WITH "flagged" AS (${flagged}), "pairs" AS (${held} UNION ${reported})`;
  const body = sql`FROM "pairs" AS "p" JOIN "flagged" AS "f" ON "f"."batchId" = "p"."batchId"
    JOIN ${sql.table(tableOf(vaccineBatches))} AS "b" ON "b"."id" = "p"."batchId"
    JOIN ${sql.table(tableOf(vaccines))} AS "v" ON "v"."id" = "b"."vaccineId"
    LEFT JOIN ${sql.table(placeStockTable)} AS "s" ON "s"."placeType" = "p"."placeType" AND "s"."placeId" = "p"."placeId"
      AND "s"."vaccineBatchId" = "p"."batchId"
    WHERE "b"."isActive" = 1 AND "b"."recalledAt" IS NULL`;
  const [rows, count] = await Promise.all([
    sql<HeldBatchRow & { severeEventCount: number | string }>`${pairs}
      SELECT ${heldBatchColumns('p')}, "f"."severeEventCount" AS "severeEventCount" ${body}
      ORDER BY "f"."severeEventCount" DESC, "b"."id", "p"."placeType" DESC, "p"."placeId" LIMIT ${limit}`.execute(db),
    sql<{ total: number | string }>`${pairs} SELECT count(*) AS "total" ${body}`.execute(db),
  ]);
  return {
    items: rows.rows.map((row) => ({ ...heldBatchOf(row, today), severeEventCount: Number(row.severeEventCount) })),
    total: totalOf(count.rows),
  };
};
