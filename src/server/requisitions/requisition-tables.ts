import type { ExtraTable } from '../../engine/server';

/**
 * Requisitions (issue 42, docs/supply.md): `requisitions`, a row per requisition (the place that
 * asks, the store that supplies, the month, its state, when and by whom it was submitted and
 * decided, the reason and the transfer that dispatched it: '' and 0 until then) and
 * `requisition_lines`, its vials of each vaccine asked, suggested and approved (0 until approved).
 */
export const requisitionsTable: ExtraTable = {
  name: 'requisitions',
  columns: {
    placeType: 'text',
    placeId: 'integer',
    supplierPlaceType: 'text',
    supplierPlaceId: 'integer',
    periodMonth: 'text',
    state: 'text',
    submittedAt: 'text',
    submittedByUserId: 'integer',
    decidedAt: 'text',
    decidedByUserId: 'integer',
    reason: 'text',
    transferId: 'integer',
    receivedAt: 'text',
  },
  indexes: [['placeType', 'placeId', 'state'], ['supplierPlaceType', 'supplierPlaceId', 'state'], ['transferId']],
};

export const requisitionLinesTable: ExtraTable = {
  name: 'requisition_lines',
  columns: {
    requisitionId: 'integer',
    vaccineId: 'integer',
    requestedVials: 'integer',
    suggestedVials: 'integer',
    approvedVials: 'integer',
  },
  indexes: [['requisitionId']],
};
