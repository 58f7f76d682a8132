import type { ApprovalBody, RejectionBody } from '../../domain/supply/requisitions';
import { minReasonLength } from '../../domain/supply/requisitions';
import type { StockPlace } from '../../domain/supply/stock-places';
import { isUnitInScope } from '../../engine';
import { ApiFailure, invalidData, notFound, outsideScope, type WriteContext } from '../../engine/server';
import { sendTransfer } from '../transfers/send-transfer';
import { fefoLines } from './fefo-lines';

/** Said of an approval or a rejection of a requisition already decided, or one that lost a race. */
export const alreadyDecidedMessage = 'El pedido ya fue aprobado o rechazado';
export const differentLinesMessage = 'Indique lo aprobado de cada vacuna del pedido, y solo de ellas';
export const approvedReasonMessage = `Indique un motivo de al menos ${minReasonLength} caracteres: lo aprobado difiere de lo pedido`;
export const nothingApprovedMessage = 'Apruebe al menos un vial, o rechace el pedido';

type Stored = { place: StockPlace; supplier: StockPlace };

/**
 * The requisition `id` for its supplier's admin: 404 when there is none, 403 when its supplier's
 * store is outside the caller's scope.
 */
const forSupplier = async ({ db, user }: WriteContext, id: number): Promise<Stored> => {
  const row = await db
    .selectFrom('requisitions')
    .select(['placeType', 'placeId', 'supplierPlaceId'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  const supplier: StockPlace = { type: 'store', id: Number(row.supplierPlaceId) };
  if (!isUnitInScope(user.scope, supplier.id)) throw outsideScope();
  return { place: { type: row.placeType === 'center' ? 'center' : 'store', id: Number(row.placeId) }, supplier };
};

/** Moves a submitted requisition to `state`, once: a second or racing decision finds it done (409). */
const claim = async (context: WriteContext, id: number, values: { state: string; reason: string }) => {
  const decided = await context.db
    .updateTable('requisitions')
    .set({ ...values, decidedAt: new Date().toISOString(), decidedByUserId: context.user.id })
    .where('id', '=', id)
    .where('state', '=', 'submitted')
    .returning('id')
    .executeTakeFirst();
  if (!decided) throw new ApiFailure(409, alreadyDecidedMessage);
};

/**
 * Approves a requisition and dispatches it at once (`dispatched`, 'Despachada'): each vaccine's
 * approved vials (every line of the requisition, once; a reason of 10 characters or more when any
 * differs from what was asked: else 400) leave the supplier's store in one transfer, its lots
 * earliest expiry first (`fefoLines`; a store short of a vaccine is a 409), and the requisition
 * keeps the transfer's id. A second or racing approval is a 409; nothing is written on a refusal.
 *
 * @example
 * await approveRequisition(context, 9, { lines: [{ vaccineId: 2, approvedVials: 8 }], reason: 'Stock limitado este mes' });
 */
export const approveRequisition = async (context: WriteContext, id: number, body: ApprovalBody) => {
  const { place, supplier } = await forSupplier(context, id);
  const lines = await context.db
    .selectFrom('requisition_lines')
    .select(['id', 'vaccineId', 'requestedVials'])
    .where('requisitionId', '=', id)
    .execute();
  const approved = new Map(body.lines.map((line) => [line.vaccineId, line.approvedVials]));
  const isSameVaccines = approved.size === lines.length && lines.every((line) => approved.has(Number(line.vaccineId)));
  if (!isSameVaccines) throw invalidData({ lines: differentLinesMessage });
  const isChanged = lines.some((line) => approved.get(Number(line.vaccineId)) !== Number(line.requestedVials));
  const reason = body.reason ?? '';
  if (isChanged && reason.length < minReasonLength) throw invalidData({ reason: approvedReasonMessage });
  if ([...approved.values()].every((vials) => vials === 0)) throw invalidData({ lines: nothingApprovedMessage });
  await claim(context, id, { state: 'approved', reason });
  for (const line of lines) {
    await context.db
      .updateTable('requisition_lines')
      .set({ approvedVials: approved.get(Number(line.vaccineId)) ?? 0 })
      .where('id', '=', line.id)
      .execute();
  }
  const transferLines = await fefoLines(context.db, { store: supplier, approved });
  const transferId = await sendTransfer(context, { fromPlace: supplier, toPlace: place, lines: transferLines });
  await context.db.updateTable('requisitions').set({ state: 'dispatched', transferId }).where('id', '=', id).execute();
};

/**
 * Rejects a requisition (`rejected`, 'Rechazada') with its reason; a requisition already decided
 * is a 409.
 *
 * @example
 * await rejectRequisition(context, 9, { reason: 'Ya se envió la semana pasada' });
 */
export const rejectRequisition = async (context: WriteContext, id: number, body: RejectionBody) => {
  await forSupplier(context, id);
  await claim(context, id, { state: 'rejected', reason: body.reason });
};
