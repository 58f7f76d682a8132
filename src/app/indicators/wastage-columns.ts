import type { WastageDoseFigures } from '../../domain/indicator-answers';
import { lossReasonLabels } from '../../domain/supply/losses';
import type { ListColumn } from '../../engine/react';
import { formatCount, formatPercent } from './number-format';
import { placeNameOf } from './place-tree';
import { indicatorTexts } from './texts';
import type { WastageItem, WastageMonth, WastageReason } from './wastage-api';
import { monthName } from './wastage-rows';
import { wastageTexts } from './wastage-texts';

const { columns } = wastageTexts;

const percentOrDash = (value: number | null) => (value === null ? '—' : formatPercent(value));

const doseFigures = <T extends WastageDoseFigures>(): ListColumn<T>[] => [
  {
    id: 'dosesAdministered',
    header: columns.dosesAdministered,
    isFigure: true,
    cell: (item) => formatCount(item.dosesAdministered),
  },
  { id: 'dosesIssued', header: columns.dosesIssued, isFigure: true, cell: (item) => formatCount(item.dosesIssued) },
  {
    id: 'openedVialWastagePercent',
    header: columns.openedVialWastagePercent,
    isFigure: true,
    cell: (item) => percentOrDash(item.openedVialWastagePercent),
  },
  {
    id: 'unopenedVials',
    header: columns.unopenedVials,
    isFigure: true,
    cell: (item) => formatCount(item.vialsDiscarded),
  },
  {
    id: 'wastagePercent',
    header: columns.totalWastagePercent,
    isFigure: true,
    className: () => 'font-semibold',
    cell: (item) => percentOrDash(item.wastagePercent),
  },
];

/**
 * The wastage per vaccine at the place (under `placeHeader`; 'Toda la red' for the network), in
 * WHO's doses: doses given, doses of the vials opened and the share of them lost, closed vials
 * lost, and the wastage over both.
 */
export const byVaccineColumns = (placeHeader: string): readonly ListColumn<WastageItem>[] => [
  { id: 'place', header: placeHeader, wraps: true, cell: (item) => placeNameOf(item, indicatorTexts.wholeNetwork) },
  { id: 'vaccine', header: columns.vaccine, wraps: true, cell: (item) => item.vaccineName },
  ...doseFigures<WastageItem>(),
];

/** The same figures month by month. */
export const byMonthColumns: readonly ListColumn<WastageMonth>[] = [
  { id: 'month', header: columns.month, cell: (item) => monthName(item.month) },
  ...doseFigures<WastageMonth>(),
];

/** The closed vials lost per reason ('Frasco roto', 'Vencido', 'Pérdida en tránsito'...). */
export const byReasonColumns: readonly ListColumn<WastageReason>[] = [
  { id: 'reason', header: columns.reason, wraps: true, cell: (item) => lossReasonLabels[item.reason] },
  {
    id: 'vialsDiscarded',
    header: columns.unopenedVials,
    isFigure: true,
    className: () => 'font-semibold',
    cell: (item) => formatCount(item.vialsDiscarded),
  },
];
