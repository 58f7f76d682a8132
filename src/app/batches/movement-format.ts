import { discardReasonLabels, type StockMovement, stockMovementKindLabels } from '../../domain/stock-movements';
import { batchTexts } from './texts';

/**
 * A movement's vials with their sign, as the ledger shows them: '+100', '−1' (a true minus
 * sign), '0'.
 *
 * @example
 * signedQuantity(-3) // '−3'
 */
export const signedQuantity = (quantity: number): string =>
  quantity > 0 ? `+${quantity}` : quantity < 0 ? `\u2212${-quantity}` : '0';

/**
 * The words of one movement's row: its kind, its reason (a discard's), and its note, or the dose
 * it was written for.
 *
 * @example
 * movementWords({ kind: 'discard', reason: 'broken', note: null, appliedDoseId: null, ... })
 * // { kind: 'Baja', reason: 'Frasco roto', note: '—' }
 */
export const movementWords = (
  movement: Pick<StockMovement, 'kind' | 'reason' | 'note' | 'appliedDoseId'>,
): { kind: string; reason: string; note: string } => ({
  kind: stockMovementKindLabels[movement.kind],
  reason: movement.reason ? discardReasonLabels[movement.reason] : batchTexts.none,
  note:
    movement.note || (movement.appliedDoseId === null ? batchTexts.none : batchTexts.doseNote(movement.appliedDoseId)),
});
