import { coverageGoalPercent } from '../../domain/indicators';
import type { ChartColors } from '../home/chart-config';
import { type CoverageChart, goalChart } from './coverage-chart';
import type { CoverageItem } from './indicators-api';
import { placeKeyOf, placeNameOf } from './place-tree';
import { indicatorTexts } from './texts';

/** One unit of a breakdown: its coverage at its weakest, and how many of its doses miss the goal. */
export type UnitCoverage = {
  key: string;
  name: string;
  /** A centre's district (a breakdown by centre names it); null for a district or a region. */
  districtName: string | null;
  /** Its vaccine and dose with the lowest coverage; null when none has a target population. */
  lowest: CoverageItem | null;
  /** Its vaccines' doses with a target population, and those of them under the 95 % goal. */
  withTarget: number;
  belowGoal: number;
};

/**
 * The coverage rows of a breakdown (one per unit, vaccine and dose) as one row per unit, the
 * lowest coverage first: each unit's weakest dose, then the units without any target population,
 * by name.
 *
 * @example
 * unitRanking(items).map((unit) => unit.name) // ['Hospital San José', 'Centro de Salud Norte']
 */
export const unitRanking = (items: readonly CoverageItem[]): UnitCoverage[] => {
  const units = new Map<string, UnitCoverage>();
  for (const item of items) {
    const key = placeKeyOf(item);
    const unit = units.get(key) ?? {
      key,
      name: placeNameOf(item, indicatorTexts.wholeNetwork),
      districtName: item.vaccinationCenterId === null ? null : (item.orgUnitName ?? null),
      lowest: null,
      withTarget: 0,
      belowGoal: 0,
    };
    units.set(key, unit);
    const percent = item.coveragePercent;
    if (percent === null) continue;
    unit.withTarget += 1;
    if (percent < coverageGoalPercent) unit.belowGoal += 1;
    if (unit.lowest?.coveragePercent == null || percent < unit.lowest.coveragePercent) unit.lowest = item;
  }
  return [...units.values()].sort(
    (a, b) =>
      (a.lowest?.coveragePercent ?? Number.POSITIVE_INFINITY) -
        (b.lowest?.coveragePercent ?? Number.POSITIVE_INFINITY) || a.name.localeCompare(b.name, 'es'),
  );
};

/**
 * A bar per unit with a target population, its lowest coverage, in the ranking's order, against
 * the 95 % goal; a screen reader hears which vaccine and dose each bar is.
 *
 * @example
 * rankingChart(unitRanking(items), { colors, unit: 'Centro' }).config.data.labels // ['Hospital San José', ...]
 */
export const rankingChart = (
  units: readonly UnitCoverage[],
  { colors, unit }: { colors: ChartColors; unit: string },
): CoverageChart => {
  const bars = units.flatMap(({ name, lowest }) =>
    lowest?.coveragePercent == null
      ? []
      : [
          {
            label: name,
            spoken: `${name} (${indicatorTexts.doseLabel(lowest.vaccineName, lowest.doseNumber)})`,
            value: lowest.coveragePercent,
          },
        ],
  );
  return goalChart({
    bars,
    missing: units.filter((row) => row.lowest === null).map((row) => row.name),
    colors,
    describe: (points) => indicatorTexts.ranking.chartDescription(unit, points),
  });
};
