import { discardReasonLabels } from '../../domain/stock-movements';
import type { ListColumn } from '../../engine/react';
import { formatCount, formatPercent } from './number-format';
import type { WastageItem, WastageMonth, WastageReason } from './wastage-api';
import { monthName } from './wastage-rows';
import { wastageTexts } from './wastage-texts';

const { columns } = wastageTexts;

type Vials = { vialsUsed: number; vialsDiscarded: number; wastagePercent: number | null };

const figures = <T extends Vials>(): ListColumn<T>[] => [
  { id: 'vialsUsed', header: columns.vialsUsed, isFigure: true, cell: (item) => formatCount(item.vialsUsed) },
  {
    id: 'vialsDiscarded',
    header: columns.vialsDiscarded,
    isFigure: true,
    cell: (item) => formatCount(item.vialsDiscarded),
  },
  {
    id: 'wastagePercent',
    header: columns.wastagePercent,
    isFigure: true,
    className: () => 'font-semibold',
    cell: (item) => (item.wastagePercent === null ? '—' : formatPercent(item.wastagePercent)),
  },
];

/** The wastage per vaccine: vials used in doses, vials discarded, and the share discarded. */
export const byVaccineColumns: readonly ListColumn<WastageItem>[] = [
  { id: 'vaccine', header: columns.vaccine, wraps: true, cell: (item) => item.vaccineName },
  ...figures<WastageItem>(),
];

/** The same month by month. */
export const byMonthColumns: readonly ListColumn<WastageMonth>[] = [
  { id: 'month', header: columns.month, cell: (item) => monthName(item.month) },
  ...figures<WastageMonth>(),
];

/** The vials discarded per reason ('Frasco roto', 'Vencido'...). */
export const byReasonColumns: readonly ListColumn<WastageReason>[] = [
  { id: 'reason', header: columns.reason, wraps: true, cell: (item) => discardReasonLabels[item.reason] },
  {
    id: 'vialsDiscarded',
    header: columns.vialsDiscarded,
    isFigure: true,
    className: () => 'font-semibold',
    cell: (item) => formatCount(item.vialsDiscarded),
  },
];
