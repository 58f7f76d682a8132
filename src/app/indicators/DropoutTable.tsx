import { DropoutBadge } from './DropoutBadge';
import { dropoutLevel } from './dropout-level';
import { cellClass, figureClass, IndicatorTable, rowClass } from './IndicatorTable';
import type { DropoutItem } from './indicators-api';
import { formatCount, formatPercent } from './number-format';
import { indicatorTexts } from './texts';

const { columns } = indicatorTexts;

/**
 * The dropout per vaccine of a series at the centre ('Toda la red' for the network): first and
 * last doses, the rate as it is (a negative one included) and its traffic light.
 */
export const DropoutTable = ({ items, isBusy }: { items: readonly DropoutItem[]; isBusy: boolean }) => (
  <IndicatorTable
    caption={indicatorTexts.dropoutTable}
    isBusy={isBusy}
    columns={[
      { label: columns.center },
      { label: columns.vaccine },
      { label: columns.firstDoses, isFigure: true },
      { label: columns.lastDoses, isFigure: true },
      { label: columns.dropoutPercent, isFigure: true },
      { label: columns.level },
    ]}
  >
    {items.map((item) => (
      <tr key={`${item.vaccinationCenterId ?? 'red'}-${item.vaccineId}`} className={rowClass}>
        <td className={cellClass}>{item.centerName ?? indicatorTexts.wholeNetwork}</td>
        <td className={cellClass}>{item.vaccineName}</td>
        <td className={figureClass}>{formatCount(item.firstDoses)}</td>
        <td className={figureClass}>{formatCount(item.lastDoses)}</td>
        <td className={`${figureClass} font-semibold`}>
          {item.dropoutPercent === null ? '—' : formatPercent(item.dropoutPercent)}
        </td>
        <td className={cellClass}>
          <DropoutBadge level={dropoutLevel(item.dropoutPercent)} />
        </td>
      </tr>
    ))}
  </IndicatorTable>
);
