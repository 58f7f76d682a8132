import type { StockMovement } from '../../domain/stock-movements';
import { formatDateTime } from '../../engine';
import type { ListColumn } from '../../engine/react';
import { movementWords, signedQuantity } from './movement-format';
import { batchTexts } from './texts';

const { columns } = batchTexts.ledger;

/**
 * The ledger's columns: when, what (its kind in Spanish), the vials with their sign (a loss in
 * red), a discard's reason, the note (or the dose it was for), the balance it left and who wrote it.
 *
 * @example
 * <ListView list={ledger} columns={movementColumns(names)} ... />
 */
export const movementColumns = (userNames: ReadonlyMap<number, string>): ListColumn<StockMovement>[] => [
  { id: 'at', header: columns.at, cell: (movement) => formatDateTime(movement.at) },
  { id: 'kind', header: columns.kind, cell: (movement) => movementWords(movement).kind },
  {
    id: 'quantity',
    header: columns.quantity,
    isFigure: true,
    cell: (movement) => signedQuantity(movement.quantity),
    className: (movement) => (movement.quantity < 0 ? 'text-error' : ''),
  },
  { id: 'reason', header: columns.reason, cell: (movement) => movementWords(movement).reason },
  { id: 'note', header: columns.note, wraps: true, cell: (movement) => movementWords(movement).note },
  {
    id: 'balanceAfter',
    header: columns.balanceAfter,
    isFigure: true,
    cell: (movement) => movement.balanceAfter,
    className: () => 'font-semibold',
  },
  { id: 'user', header: columns.user, cell: (movement) => userName(movement.userId, userNames) },
];

const userName = (userId: number | null, names: ReadonlyMap<number, string>) =>
  userId === null ? batchTexts.systemUser : (names.get(userId) ?? batchTexts.unknownUser(userId));
