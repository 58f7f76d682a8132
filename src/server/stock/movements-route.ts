import type { StockMovement, StockMovementsPage } from '../../domain/stock-movements';
import { ApiFailure, type RouteHandler, tableOf } from '../../engine/server';
import { vaccineBatches } from '../../entities/vaccine-batches';
import { lotIdOf, lotNotFoundMessage, lotPageOf } from './lot-request';
import { type StockMovementRow, stockMovementsTable } from './movements-table';

/**
 * `GET /vaccine-batches/:id/movements?page=&pageSize=`: a lot's ledger, newest first, each
 * movement with the balance it left, and their total. Read backwards along the index on
 * (lot, id): a page costs the same whatever the lot's size. 404 for a lot that does not exist
 * or was deleted.
 *
 * @example
 * defineBehaviour(vaccineBatches, { routes: { movements: movementsRoute } });
 */
export const movementsRoute: RouteHandler = async (c, { db }) => {
  const lotId = lotIdOf(c);
  const { page, pageSize } = lotPageOf(c);
  const lot = await db
    .selectFrom(tableOf(vaccineBatches))
    .select('id')
    .where('id', '=', lotId)
    .where('isActive', '=', 1)
    .executeTakeFirst();
  if (!lot) throw new ApiFailure(404, lotNotFoundMessage);
  const ofLot = db.selectFrom(stockMovementsTable).where('vaccineBatchId', '=', lotId);
  const [rows, counted] = await Promise.all([
    ofLot
      .select(['id', 'kind', 'quantity', 'reason', 'note', 'balanceAfter', 'at', 'userId', 'appliedDoseId'])
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    ofLot.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  const answer: StockMovementsPage = {
    items: rows.map((row) => movementOf(row as unknown as StockMovementRow)),
    total: Number(counted.total),
    page,
    pageSize,
  };
  return c.json(answer);
};

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
});
