import { type DiscardReason, discardReasonLabels, discardReasons } from '../stock-movements';

/**
 * Why closed vials left a place's stock unused, as WHO's unopened-vial wastage counts them
 * (issue 42): each discard reason, and `transit-loss`, the vials a transfer sent that did not
 * arrive (counted at its destination).
 */
export const lossReasons = [...discardReasons, 'transit-loss'] as const;
export type LossReason = DiscardReason | 'transit-loss';

/** A loss reason as the user reads it. */
export const lossReasonLabels: Readonly<Record<LossReason, string>> = {
  ...discardReasonLabels,
  'transit-loss': 'Pérdida en tránsito',
};
