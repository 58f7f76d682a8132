import { sql } from 'kysely';
import type { StockPlace } from '../../domain/supply/stock-places';
import type { Transfer, TransferState } from '../../domain/supply/transfers';
import type { Scope } from '../../engine';
import { type Db, tableOf } from '../../engine/server';
import { vaccineBatches } from '../../entities/vaccine-batches';
import { vaccines } from '../../entities/vaccines';
import { placeKey, placeNamesOf } from '../stock/place-names';
import { anyPlaceInScope, idList } from '../stock/places-in-scope';

type Row = {
  id: number;
  fromPlaceType: string;
  fromPlaceId: number;
  toPlaceType: string;
  toPlaceId: number;
  state: string;
  sentAt: string;
  receivedAt: string;
};

const placeOf = (type: string, id: number): StockPlace => ({
  type: type === 'center' ? 'center' : 'store',
  id: Number(id),
});

/**
 * A page of the transfers of the scope's places, newest first, with their lines and receipts,
 * and their total; `id` narrows to one (its detail).
 *
 * @example
 * await transfersPage(db, { scope: user.scope, state: 'sent', limit: 25, offset: 0 })
 */
export const transfersPage = async (
  db: Db,
  filter: { scope: Scope; state?: TransferState; id?: number; limit: number; offset: number },
) => {
  const where = sql`${anyPlaceInScope(filter.scope, ['t.fromPlace', 't.toPlace'])}
    ${filter.state === undefined ? sql`` : sql`AND t."state" = ${filter.state}`}
    ${filter.id === undefined ? sql`` : sql`AND t."id" = ${filter.id}`}`;
  const [rows, counted] = await Promise.all([
    sql<Row>`SELECT t.* FROM "stock_transfers" AS t WHERE ${where}
      ORDER BY t."id" DESC LIMIT ${filter.limit} OFFSET ${filter.offset}`.execute(db),
    sql<{ total: number }>`SELECT count(*) AS "total" FROM "stock_transfers" AS t WHERE ${where}`.execute(db),
  ]);
  return { items: await withDetails(db, rows.rows), total: Number(counted.rows[0]?.total ?? 0) };
};

const withDetails = async (db: Db, rows: readonly Row[]): Promise<Transfer[]> => {
  const transferIds = rows.map((row) => Number(row.id));
  if (transferIds.length === 0) return [];
  const [lines, receipts] = await Promise.all([
    sql<{ transferId: number; vaccineBatchId: number; batchNumber: string; vaccineName: string; sentVials: number }>`
      SELECT l."transferId", l."vaccineBatchId", b."batchNumber", v."vaccineName", l."sentVials"
      FROM "stock_transfer_lines" AS l
      JOIN ${sql.table(tableOf(vaccineBatches))} AS b ON b."id" = l."vaccineBatchId"
      JOIN ${sql.table(tableOf(vaccines))} AS v ON v."id" = b."vaccineId"
      WHERE l."transferId" IN (${idList(transferIds)}) ORDER BY l."id"`.execute(db),
    sql<{ transferId: number; vaccineBatchId: number; batchNumber: string; receivedVials: number; vvmStage: number }>`
      SELECT r."transferId", r."vaccineBatchId", b."batchNumber", r."receivedVials", r."vvmStage"
      FROM "stock_transfer_receipts" AS r
      JOIN ${sql.table(tableOf(vaccineBatches))} AS b ON b."id" = r."vaccineBatchId"
      WHERE r."transferId" IN (${idList(transferIds)}) ORDER BY r."id"`.execute(db),
  ]);
  const places = rows.flatMap((row) => [
    placeOf(row.fromPlaceType, row.fromPlaceId),
    placeOf(row.toPlaceType, row.toPlaceId),
  ]);
  const names = await placeNamesOf(db, places);
  const named = (place: StockPlace) => ({ ...place, name: names.get(placeKey(place.type, place.id)) ?? '' });
  return rows.map((row) => {
    const id = Number(row.id);
    return {
      id,
      fromPlace: named(placeOf(row.fromPlaceType, row.fromPlaceId)),
      toPlace: named(placeOf(row.toPlaceType, row.toPlaceId)),
      state: row.state === 'received' ? 'received' : 'sent',
      sentAt: String(row.sentAt),
      receivedAt: row.receivedAt ? String(row.receivedAt) : null,
      lines: lines.rows
        .filter((line) => Number(line.transferId) === id)
        .map((line) => ({
          vaccineBatchId: Number(line.vaccineBatchId),
          batchNumber: String(line.batchNumber),
          vaccineName: String(line.vaccineName),
          sentVials: Number(line.sentVials),
        })),
      receipts: receipts.rows
        .filter((receipt) => Number(receipt.transferId) === id)
        .map((receipt) => ({
          vaccineBatchId: Number(receipt.vaccineBatchId),
          batchNumber: String(receipt.batchNumber),
          receivedVials: Number(receipt.receivedVials),
          vvmStage: Number(receipt.vvmStage),
        })),
    };
  });
};
