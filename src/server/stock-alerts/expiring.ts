import { sql } from 'kysely';
import { expiringSoonDays } from '../../domain/batch-expiry';
import { addDays } from '../../domain/calendar-days';
import type { Db } from '../../engine/server';
import {
  batchJoins,
  type HeldBatchRow,
  heldBatchColumns,
  heldBatchOf,
  holdsStock,
  totalOf,
  usableBatch,
} from '../stock/held-batches';
import { placeStockTable } from '../stock/place-stock-table';
import { atStockPlaces, type StockPlaces } from '../stock/stock-places-filter';

/**
 * The usable lots held at the places expiring within the dose form's 30 days, one item per lot
 * and place, soonest first, then by place; and how many in all. A centre's read its rows by the
 * index on (place, lot); the network's, the lots by the index on their expiry.
 *
 * @example
 * await expiringAtPlaces(db, { places, today: '2026-05-01', limit: 5 }) // { items: [{ placeType: 'center', …, daysLeft: 3 }], total: 12 }
 */
export const expiringAtPlaces = async (
  db: Db,
  { places, today, limit }: { places: StockPlaces; today: string; limit: number },
) => {
  const from = sql`FROM ${sql.table(placeStockTable)} AS "s" ${batchJoins}
    WHERE ${holdsStock} AND ${usableBatch(db, today)} AND "b"."expirationDate" <= ${addDays(today, expiringSoonDays)}
      AND ${atStockPlaces(places)}`;
  const [rows, count] = await Promise.all([
    sql<HeldBatchRow>`SELECT ${heldBatchColumns()} ${from}
      ORDER BY "b"."expirationDate", "s"."placeType" DESC, "s"."placeId", "b"."id" LIMIT ${limit}`.execute(db),
    sql<{ total: number | string }>`SELECT count(*) AS "total" ${from}`.execute(db),
  ]);
  return { items: rows.rows.map((row) => heldBatchOf(row, today)), total: totalOf(count.rows) };
};
