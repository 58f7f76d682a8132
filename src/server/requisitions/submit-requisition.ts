import type { RequisitionBody, StockSettings } from '../../domain/supply/requisitions';
import { invalidData, outsideScope, type WriteContext } from '../../engine/server';
import { requisitions } from '../../entities/requisitions';
import { isStockPlaceInScope } from '../transfers/transfer-places';
import { suggestionsFor } from './suggestions';
import { supplierOf } from './supplier';

/**
 * Submits a requisition (`submitted`, 'Enviada'): a place in the caller's scope (403) asks its
 * supplier's store (`supplierOf`) for the vials of each line, each line stored with the quantity
 * suggested today (a line of 0 vials is not kept); a vaccine that is not active is a 400 on
 * `lines`. Resolves with its id.
 *
 * @example
 * const id = await submitRequisition(context, body, { maximumStockMonths: 3 });
 */
export const submitRequisition = async (
  context: WriteContext,
  body: RequisitionBody,
  settings: StockSettings,
): Promise<number> => {
  const { db, user } = context;
  if (!isStockPlaceInScope(user.scope, body.place)) throw outsideScope();
  const supplier = await supplierOf(db, body.place);
  const suggestions = await suggestionsFor(db, { place: body.place, ...settings });
  const suggested = new Map(suggestions.map((item) => [item.vaccineId, item.suggestedVials]));
  const unknown = body.lines.find((line) => !suggested.has(line.vaccineId));
  if (unknown) throw invalidData({ lines: `La vacuna ${unknown.vaccineId} no existe o no está activa` });
  const { id } = await db
    .insertInto('requisitions')
    .values({
      placeType: body.place.type,
      placeId: body.place.id,
      supplierPlaceType: supplier.type,
      supplierPlaceId: supplier.id,
      periodMonth: body.periodMonth,
      state: 'submitted',
      submittedAt: new Date().toISOString(),
      submittedByUserId: user.id,
      decidedAt: '',
      decidedByUserId: 0,
      reason: '',
      transferId: 0,
      receivedAt: '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const requisitionId = Number(id);
  // A line of 0 vials asks nothing (the suggestions' form lists every vaccine): it is not kept.
  const asked = body.lines.filter((line) => line.requestedVials > 0);
  await db
    .insertInto('requisition_lines')
    .values(
      asked.map((line) => ({
        requisitionId,
        vaccineId: line.vaccineId,
        requestedVials: line.requestedVials,
        suggestedVials: suggested.get(line.vaccineId) ?? 0,
        approvedVials: 0,
      })),
    )
    .execute();
  await context.trail.created(requisitions, requisitionId);
  return requisitionId;
};
