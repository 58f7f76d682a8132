import type { ListColumn } from '../../engine/react';
import { DropoutBadge } from './DropoutBadge';
import { dropoutLevel } from './dropout-level';
import type { CoverageItem, DropoutItem, ZeroDoseRow } from './indicators-api';
import { formatCount, formatPercent } from './number-format';
import type { UnitCoverage } from './place-ranking';
import { placeNameOf } from './place-tree';
import { indicatorTexts } from './texts';

const { columns, ranking } = indicatorTexts;

/** The place of a row: its centre, its unit, or 'Toda la red'; `header` says which ('Centro', 'Distrito', 'Lugar'). */
const place = <T extends { centerName?: string | null; orgUnitName?: string | null }>(
  header: string,
): ListColumn<T> => ({
  id: 'place',
  header,
  wraps: true,
  cell: (item) => placeNameOf(item, indicatorTexts.wholeNetwork),
});
const strong = () => 'font-semibold';
const percentOrDash = (value: number | null) => (value === null ? '—' : formatPercent(value));
const hasNoTarget = (item: CoverageItem) => item.targetPopulation === null || item.coveragePercent === null;

/**
 * The coverage rows: place (under `placeHeader`; 'Toda la red' for the network), vaccine, dose,
 * doses applied, target population and coverage; a row without a target population says 'Sin
 * población objetivo' across its last two cells.
 */
export const coverageColumns = (placeHeader: string): readonly ListColumn<CoverageItem>[] => [
  place(placeHeader),
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
 * The dropout per vaccine of a series at the place ('Toda la red' for the network): first and
 * last doses, the rate as it is (a negative one included) and its traffic light.
 */
export const dropoutColumns = (placeHeader: string): readonly ListColumn<DropoutItem>[] => [
  place(placeHeader),
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

/**
 * The zero-dose count per catchment centre (or per district or region of a breakdown): children
 * under one, those without any dose, and their share.
 */
export const zeroDoseColumns = (placeHeader: string): readonly ListColumn<ZeroDoseRow>[] => [
  place(placeHeader),
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

/**
 * A breakdown's units, the lowest overall coverage first: the unit (with its district for a
 * centre, when `hasDistrict`), its doses applied, target population and overall coverage, its
 * weakest vaccine and dose with its coverage, and how many of its doses are under the goal; a
 * unit without any target population says so across.
 */
export const rankingColumns = ({
  unit,
  hasDistrict,
}: {
  unit: string;
  hasDistrict: boolean;
}): readonly ListColumn<UnitCoverage>[] => [
  { id: 'unit', header: unit, wraps: true, className: strong, cell: (row) => row.name },
  ...(hasDistrict
    ? [{ id: 'district', header: ranking.district, wraps: true, cell: (row: UnitCoverage) => row.districtName ?? '—' }]
    : []),
  {
    id: 'dosesApplied',
    header: columns.dosesApplied,
    isFigure: true,
    span: (row) => (row.lowest === null ? 5 : 1),
    className: (row) => (row.lowest === null ? 'text-muted' : ''),
    cell: (row) => (row.lowest === null ? indicatorTexts.noTarget : formatCount(row.dosesApplied)),
  },
  {
    id: 'targetPopulation',
    header: columns.targetPopulation,
    isFigure: true,
    cell: (row) => formatCount(row.targetPopulation),
  },
  {
    id: 'coveragePercent',
    header: ranking.coverage,
    isFigure: true,
    className: strong,
    cell: (row) => percentOrDash(row.coveragePercent),
  },
  {
    id: 'lowest',
    header: ranking.lowest,
    wraps: true,
    cell: (row) =>
      row.lowest === null
        ? '—'
        : `${indicatorTexts.doseLabel(row.lowest.vaccineName, row.lowest.doseNumber)}: ${percentOrDash(row.lowest.coveragePercent)}`,
  },
  {
    id: 'belowGoal',
    header: ranking.belowGoal,
    isFigure: true,
    cell: (row) => ranking.belowGoalCount(row.belowGoal, row.withTarget),
  },
];
