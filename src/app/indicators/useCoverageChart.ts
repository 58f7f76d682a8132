import { useMemo } from 'react';
import { chartColorsFor } from '../home/chart-config';
import { useThemeStore } from '../theme/theme-store';
import { type CoverageChart, coverageChart } from './coverage-chart';
import type { CoverageItem } from './indicators-api';
import { rankingChart, type UnitCoverage } from './place-ranking';

/**
 * The coverage chart in the current theme's colours, made again only when its rows or the theme
 * change (each new configuration redraws the canvas): a bar per vaccine and dose of the rows, or,
 * given a breakdown's `units`, a bar per unit (its lowest coverage) named by the unit's level.
 *
 * @example
 * const chart = useCoverageChart(shownItems(coverage));
 * const byCenter = useCoverageChart(shownItems(coverage), { units: ranking, unit: 'Centro' });
 */
export const useCoverageChart = (
  items: readonly CoverageItem[] | null,
  breakdown: { units: readonly UnitCoverage[]; unit: string } | null = null,
): CoverageChart | null => {
  const theme = useThemeStore((state) => state.theme);
  return useMemo(() => {
    if (items === null) return null;
    const colors = chartColorsFor(theme);
    return breakdown
      ? rankingChart(breakdown.units, { colors, unit: breakdown.unit })
      : coverageChart(items, { colors });
  }, [items, breakdown, theme]);
};
