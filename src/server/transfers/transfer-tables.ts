import type { ExtraTable } from '../../engine/server';

/**
 * Transfers between places (issue 42, docs/supply.md): `stock_transfers` (a row per transfer:
 * its places, state, when and by whom it was sent and received; `receivedAt` '' and
 * `receivedByUserId` 0 until then), `stock_transfer_lines` (the vials of each lot sent) and
 * `stock_transfer_receipts` (what arrived of each lot, a row per VVM stage).
 */
export const transfersTable: ExtraTable = {
  name: 'stock_transfers',
  columns: {
    fromPlaceType: 'text',
    fromPlaceId: 'integer',
    toPlaceType: 'text',
    toPlaceId: 'integer',
    state: 'text',
    sentAt: 'text',
    sentByUserId: 'integer',
    receivedAt: 'text',
    receivedByUserId: 'integer',
  },
  indexes: [
    ['fromPlaceType', 'fromPlaceId', 'state'],
    ['toPlaceType', 'toPlaceId', 'state'],
  ],
};

export const transferLinesTable: ExtraTable = {
  name: 'stock_transfer_lines',
  columns: { transferId: 'integer', vaccineBatchId: 'integer', sentVials: 'integer' },
  indexes: [['transferId']],
};

export const transferReceiptsTable: ExtraTable = {
  name: 'stock_transfer_receipts',
  columns: { transferId: 'integer', vaccineBatchId: 'integer', receivedVials: 'integer', vvmStage: 'integer' },
  indexes: [['transferId']],
};
