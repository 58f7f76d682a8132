import { coverageGoalPercent } from '../../domain/indicators';
import type { ChartColors } from '../home/chart-config';
import { type CoverageChart, goalChart } from './coverage-chart';
import type { CoverageItem } from './indicators-api';
import { placeKeyOf, placeNameOf } from './place-tree';
import { indicatorTexts } from './texts';

/**
 * One unit of a breakdown: its overall coverage (the doses applied of its vaccines' doses that
 * have a target population, against the sum of those targets), its weakest dose, and how many
 * of its doses miss the goal.
 */
export type UnitCoverage = {
  key: string;
  name: string;
  /** A centre's district (a breakdown by centre names it); null for a district or a region. */
  districtName: string | null;
  /** The doses applied and the target populations summed over its doses with a target. */
  dosesApplied: number;
  targetPopulation: number;
  /** 100 × dosesApplied / targetPopulation, to 1 decimal; null when no dose has a target population. */
  coveragePercent: number | null;
  /** Its vaccine and dose with the lowest coverage; null when none has a target population. */
  lowest: CoverageItem | null;
  /** Its vaccines' doses with a target population, and those of them under the 95 % goal. */
  withTarget: number;
  belowGoal: number;
};

/**
 * The coverage rows of a breakdown (one per unit, vaccine and dose) as one row per unit, the
 * lowest overall coverage first (computed from the sums, as every roll-up of the figures is),
 * then the units without any target population, by name.
 *
 * @example
 * unitRanking(items).map((unit) => [unit.name, unit.coveragePercent]) // [['Centro de Salud Norte', 91.8], ['Hospital San José', 112]]
 */
export const unitRanking = (items: readonly CoverageItem[]): UnitCoverage[] => {
  const units = new Map<string, UnitCoverage>();
  for (const item of items) {
    const key = placeKeyOf(item);
    const unit = units.get(key) ?? {
      key,
      name: placeNameOf(item, indicatorTexts.wholeNetwork),
      districtName: item.vaccinationCenterId === null ? null : (item.orgUnitName ?? null),
      dosesApplied: 0,
      targetPopulation: 0,
      coveragePercent: null,
      lowest: null,
      withTarget: 0,
      belowGoal: 0,
    };
    units.set(key, unit);
    const percent = item.coveragePercent;
    if (percent === null || item.targetPopulation === null) continue;
    unit.dosesApplied += item.dosesApplied;
    unit.targetPopulation += item.targetPopulation;
    unit.withTarget += 1;
    if (percent < coverageGoalPercent) unit.belowGoal += 1;
    if (unit.lowest?.coveragePercent == null || percent < unit.lowest.coveragePercent) unit.lowest = item;
  }
  const ranked = [...units.values()].map((unit) => ({
    ...unit,
    targetPopulation: Math.round(unit.targetPopulation * 10) / 10,
    coveragePercent:
      unit.targetPopulation > 0 ? Math.round((1000 * unit.dosesApplied) / unit.targetPopulation) / 10 : null,
  }));
  return ranked.sort(
    (a, b) =>
      (a.coveragePercent ?? Number.POSITIVE_INFINITY) - (b.coveragePercent ?? Number.POSITIVE_INFINITY) ||
      a.name.localeCompare(b.name, 'es'),
  );
};

/**
 * A bar per unit with a target population, its overall coverage, in the ranking's order, against
 * the 95 % goal.
 *
 * @example
 * rankingChart(unitRanking(items), { colors, unit: 'Centro' }).config.data.labels // ['Hospital San José', ...]
 */
export const rankingChart = (
  units: readonly UnitCoverage[],
  { colors, unit }: { colors: ChartColors; unit: string },
): CoverageChart => {
  const bars = units.flatMap(({ name, coveragePercent }) =>
    coveragePercent === null ? [] : [{ label: name, spoken: name, value: coveragePercent }],
  );
  return goalChart({
    bars,
    missing: units.filter((row) => row.coveragePercent === null).map((row) => row.name),
    colors,
    describe: (points) => indicatorTexts.ranking.chartDescription(unit, points),
  });
};
