import type { ListColumn } from '../../engine/react';
import { DropoutBadge } from './DropoutBadge';
import { dropoutLevel } from './dropout-level';
import type { CoverageItem, DropoutItem, ZeroDoseItem } from './indicators-api';
import { formatCount, formatPercent } from './number-format';
import { indicatorTexts } from './texts';

const { columns } = indicatorTexts;

const center = <T extends { centerName?: string | null }>(): ListColumn<T> => ({
  id: 'center',
  header: columns.center,
  wraps: true,
  cell: (item) => item.centerName ?? indicatorTexts.wholeNetwork,
});
const strong = () => 'font-semibold';
const percentOrDash = (value: number | null) => (value === null ? '—' : formatPercent(value));
const hasNoTarget = (item: CoverageItem) => item.targetPopulation === null || item.coveragePercent === null;

/**
 * The coverage rows: centre ('Toda la red' for the network), vaccine, dose, doses applied,
 * target population and coverage; a row without a target population says 'Sin población
 * objetivo' across its last two cells.
 */
export const coverageColumns: readonly ListColumn<CoverageItem>[] = [
  center(),
  { id: 'vaccine', header: columns.vaccine, wraps: true, cell: (item) => item.vaccineName },
  { id: 'dose', header: columns.dose, isFigure: true, cell: (item) => item.doseNumber },
  { id: 'dosesApplied', header: columns.dosesApplied, isFigure: true, cell: (item) => formatCount(item.dosesApplied) },
  {
    id: 'targetPopulation',
    header: columns.targetPopulation,
    isFigure: true,
    span: (item) => (hasNoTarget(item) ? 2 : 1),
    className: (item) => (hasNoTarget(item) ? 'text-muted' : ''),
    cell: (item) =>
      item.targetPopulation === null || hasNoTarget(item)
        ? indicatorTexts.noTarget
        : formatCount(item.targetPopulation),
  },
  {
    id: 'coveragePercent',
    header: columns.coveragePercent,
    isFigure: true,
    className: strong,
    cell: (item) => percentOrDash(item.coveragePercent),
  },
];

/**
 * The dropout per vaccine of a series at the centre ('Toda la red' for the network): first and
 * last doses, the rate as it is (a negative one included) and its traffic light.
 */
export const dropoutColumns: readonly ListColumn<DropoutItem>[] = [
  center(),
  { id: 'vaccine', header: columns.vaccine, wraps: true, cell: (item) => item.vaccineName },
  { id: 'firstDoses', header: columns.firstDoses, isFigure: true, cell: (item) => formatCount(item.firstDoses) },
  { id: 'lastDoses', header: columns.lastDoses, isFigure: true, cell: (item) => formatCount(item.lastDoses) },
  {
    id: 'dropoutPercent',
    header: columns.dropoutPercent,
    isFigure: true,
    className: strong,
    cell: (item) => percentOrDash(item.dropoutPercent),
  },
  {
    id: 'level',
    header: columns.level,
    wraps: true,
    cell: (item) => <DropoutBadge level={dropoutLevel(item.dropoutPercent)} />,
  },
];

/** The zero-dose count per catchment centre: children under one, those without any dose, and their share. */
export const zeroDoseColumns: readonly ListColumn<ZeroDoseItem>[] = [
  center(),
  {
    id: 'childrenUnderOne',
    header: columns.childrenUnderOne,
    isFigure: true,
    cell: (item) => formatCount(item.childrenUnderOne),
  },
  {
    id: 'zeroDose',
    header: columns.zeroDose,
    isFigure: true,
    className: strong,
    cell: (item) => formatCount(item.zeroDose),
  },
  {
    id: 'zeroDosePercent',
    header: columns.zeroDosePercent,
    isFigure: true,
    cell: (item) => percentOrDash(item.zeroDosePercent),
  },
];
