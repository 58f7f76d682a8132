import type { batchRoutes } from '../../domain/batch-routes';
import type { StockMovement, StockMovementsPage } from '../../domain/stock-movements';
import {
  ApiFailure,
  answer,
  type Db,
  type HandlerOf,
  maxCountedRows,
  tableOf,
  totalBeyondCap,
} from '../../engine/server';
import { vaccineBatches } from '../../entities/vaccine-batches';
import { batchIdOf, batchNotFoundMessage } from './batch-request';
import { type StockMovementRow, stockMovementsTable } from './movements-table';

/**
 * `GET /vaccine-batches/:id/movements?page=&pageSize=`: a lot's ledger, newest first, each
 * movement with the balance it left, and their total. Read backwards along the index on
 * (lot, id): a page costs the same whatever the lot's size. The total is counted as the lists'
 * (up to {@link maxCountedRows}; beyond, with `isTotalCapped`, a number the ledger has more
 * movements than): counting a lot's 100,000 movements took PostgreSQL 24–30 ms of each page.
 * 404 for a lot that does not exist or was deleted.
 *
 * @example
 * defineBehaviour(vaccineBatches, { routes: { movements: movementsRoute } });
 */
export const movementsRoute: HandlerOf<typeof batchRoutes, 'movements'> = async ({ params, query }, { db }) => {
  const batchId = batchIdOf(params.id);
  const { page, pageSize } = query;
  const batch = await db
    .selectFrom(tableOf(vaccineBatches))
    .select('id')
    .where('id', '=', batchId)
    .where('isActive', '=', 1)
    .executeTakeFirst();
  if (!batch) throw new ApiFailure(404, batchNotFoundMessage);
  const ofBatch = movementsOfBatch(db, batchId);
  const offset = (page - 1) * pageSize;
  const [rows, counted] = await Promise.all([
    ofBatch
      .select(movementColumns)
      .orderBy('id', 'desc')
      .limit(pageSize + 1)
      .offset(offset)
      .execute(),
    db
      .selectFrom(
        ofBatch
          .select('id')
          .limit(maxCountedRows + 1)
          .as('counted'),
      )
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  const movements: StockMovementsPage = {
    items: rows.slice(0, pageSize).map((row) => movementOf(row as unknown as StockMovementRow)),
    ...(Number(counted.total) <= maxCountedRows
      ? { total: Number(counted.total), isTotalCapped: false }
      : await totalBeyondCap({ offset, pageSize, rowsRead: rows.length, countAll: () => countOf(ofBatch) })),
    page,
    pageSize,
  };
  return answer(200, movements);
};

const movementColumns = [
  'id',
  'kind',
  'quantity',
  'reason',
  'note',
  'balanceAfter',
  'at',
  'userId',
  'appliedDoseId',
  'placeType',
  'placeId',
  'vials',
  'openDoses',
  'transferId',
] as const;

const movementsOfBatch = (db: Db, batchId: number) =>
  db.selectFrom(stockMovementsTable).where('vaccineBatchId', '=', batchId);

const countOf = async (ofBatch: ReturnType<typeof movementsOfBatch>) =>
  Number((await ofBatch.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow()).total);

const movementOf = (row: StockMovementRow): StockMovement => ({
  id: Number(row.id),
  kind: row.kind,
  quantity: Number(row.quantity),
  reason: row.reason,
  note: row.note,
  balanceAfter: Number(row.balanceAfter),
  at: row.at,
  userId: row.userId === null ? null : Number(row.userId),
  appliedDoseId: row.appliedDoseId === null ? null : Number(row.appliedDoseId),
  placeType: row.placeType,
  placeId: Number(row.placeId),
  vials: Number(row.vials),
  openDoses: Number(row.openDoses),
  transferId: row.transferId === null ? null : Number(row.transferId),
});
