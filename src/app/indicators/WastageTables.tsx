import { discardReasonLabels } from '../../domain/stock-movements';
import { cellClass, figureClass, IndicatorTable, rowClass } from './IndicatorTable';
import { formatCount, formatPercent } from './number-format';
import type { WastageItem, WastageMonth, WastageReason } from './wastage-api';
import { monthName } from './wastage-rows';
import { wastageTexts } from './wastage-texts';

const { columns } = wastageTexts;

const figures = [
  { label: columns.vialsUsed, isFigure: true },
  { label: columns.vialsDiscarded, isFigure: true },
  { label: columns.wastagePercent, isFigure: true },
];

const percent = (value: number | null) => (value === null ? '—' : formatPercent(value));

/** The wastage per vaccine: vials used in doses, vials discarded, and the share discarded. */
export const WastageByVaccineTable = ({ items, isBusy }: { items: readonly WastageItem[]; isBusy: boolean }) => (
  <IndicatorTable caption={wastageTexts.byVaccine} isBusy={isBusy} columns={[{ label: columns.vaccine }, ...figures]}>
    {items.map((item) => (
      <tr key={item.vaccineId} className={rowClass}>
        <td className={cellClass}>{item.vaccineName}</td>
        <td className={figureClass}>{formatCount(item.vialsUsed)}</td>
        <td className={figureClass}>{formatCount(item.vialsDiscarded)}</td>
        <td className={`${figureClass} font-semibold`}>{percent(item.wastagePercent)}</td>
      </tr>
    ))}
  </IndicatorTable>
);

/** The same month by month. */
export const WastageByMonthTable = ({ items, isBusy }: { items: readonly WastageMonth[]; isBusy: boolean }) => (
  <IndicatorTable caption={wastageTexts.byMonth} isBusy={isBusy} columns={[{ label: columns.month }, ...figures]}>
    {items.map((item) => (
      <tr key={item.month} className={rowClass}>
        <td className={cellClass}>{monthName(item.month)}</td>
        <td className={figureClass}>{formatCount(item.vialsUsed)}</td>
        <td className={figureClass}>{formatCount(item.vialsDiscarded)}</td>
        <td className={`${figureClass} font-semibold`}>{percent(item.wastagePercent)}</td>
      </tr>
    ))}
  </IndicatorTable>
);

/** The vials discarded per reason ('Frasco roto', 'Vencido'...). */
export const WastageByReasonTable = ({ items, isBusy }: { items: readonly WastageReason[]; isBusy: boolean }) => (
  <IndicatorTable
    caption={wastageTexts.byReason}
    isBusy={isBusy}
    columns={[{ label: columns.reason }, { label: columns.vialsDiscarded, isFigure: true }]}
  >
    {items.map((item) => (
      <tr key={item.reason} className={rowClass}>
        <td className={cellClass}>{discardReasonLabels[item.reason]}</td>
        <td className={`${figureClass} font-semibold`}>{formatCount(item.vialsDiscarded)}</td>
      </tr>
    ))}
  </IndicatorTable>
);
