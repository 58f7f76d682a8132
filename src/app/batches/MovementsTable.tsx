import type { StockMovement } from '../../domain/stock-movements';
import { formatDateTime } from '../../engine';
import { cellClass, figureClass, IndicatorTable, rowClass } from '../indicators/IndicatorTable';
import { movementWords, signedQuantity } from './movement-format';
import { batchTexts } from './texts';

const { columns } = batchTexts;

const headers = [
  { label: columns.at },
  { label: columns.kind },
  { label: columns.quantity, isFigure: true },
  { label: columns.reason },
  { label: columns.note },
  { label: columns.balanceAfter, isFigure: true },
  { label: columns.user },
];

/**
 * A page of a lot's ledger: when, what (its kind in Spanish), the vials with their sign, a
 * discard's reason, the note (or the dose it was for), the balance it left and who wrote it.
 */
export const MovementsTable = ({
  caption,
  movements,
  userNames,
  isBusy,
}: {
  caption: string;
  movements: readonly StockMovement[];
  userNames: ReadonlyMap<number, string>;
  isBusy: boolean;
}) => (
  <IndicatorTable caption={caption} columns={headers} isBusy={isBusy}>
    {movements.map((movement) => {
      const words = movementWords(movement);
      return (
        <tr key={movement.id} className={rowClass}>
          <td className={`${cellClass} whitespace-nowrap`}>{formatDateTime(movement.at)}</td>
          <td className={`${cellClass} whitespace-nowrap`}>{words.kind}</td>
          <td className={`${figureClass} ${movement.quantity < 0 ? 'text-error' : ''}`}>
            {signedQuantity(movement.quantity)}
          </td>
          <td className={cellClass}>{words.reason}</td>
          <td className={`${cellClass} max-w-xs break-words`}>{words.note}</td>
          <td className={`${figureClass} font-semibold`}>{movement.balanceAfter}</td>
          <td className={`${cellClass} whitespace-nowrap`}>{userName(movement.userId, userNames)}</td>
        </tr>
      );
    })}
  </IndicatorTable>
);

const userName = (userId: number | null, names: ReadonlyMap<number, string>) =>
  userId === null ? batchTexts.systemUser : (names.get(userId) ?? batchTexts.unknownUser(userId));
