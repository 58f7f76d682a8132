import { cellClass, figureClass, IndicatorTable, rowClass } from './IndicatorTable';
import type { ZeroDoseItem } from './indicators-api';
import { formatCount, formatPercent } from './number-format';
import { indicatorTexts } from './texts';

const { columns } = indicatorTexts;

/** The zero-dose count per catchment centre: children under one, those without any dose, and their share. */
export const ZeroDoseTable = ({ items, isBusy }: { items: readonly ZeroDoseItem[]; isBusy: boolean }) => (
  <IndicatorTable
    caption={indicatorTexts.zeroDoseTable}
    isBusy={isBusy}
    columns={[
      { label: columns.center },
      { label: columns.childrenUnderOne, isFigure: true },
      { label: columns.zeroDose, isFigure: true },
      { label: columns.zeroDosePercent, isFigure: true },
    ]}
  >
    {items.map((item) => (
      <tr key={item.vaccinationCenterId ?? 'red'} className={rowClass}>
        <td className={cellClass}>{item.centerName ?? indicatorTexts.wholeNetwork}</td>
        <td className={figureClass}>{formatCount(item.childrenUnderOne)}</td>
        <td className={`${figureClass} font-semibold`}>{formatCount(item.zeroDose)}</td>
        <td className={figureClass}>{item.zeroDosePercent === null ? '—' : formatPercent(item.zeroDosePercent)}</td>
      </tr>
    ))}
  </IndicatorTable>
);
