import { useMemo } from 'react';
import { chartColorsFor } from '../home/chart-config';
import { useThemeStore } from '../theme/theme-store';
import { type CoverageChart, coverageChart } from './coverage-chart';
import type { CoverageItem } from './indicators-api';

/**
 * The coverage chart of the rows in the current theme's colours, made again only when the rows
 * or the theme change (each new configuration redraws the canvas).
 *
 * @example
 * const chart = useCoverageChart(coverage.items);
 */
export const useCoverageChart = (items: readonly CoverageItem[] | null): CoverageChart | null => {
  const theme = useThemeStore((state) => state.theme);
  return useMemo(
    () => (items === null ? null : coverageChart(items, { colors: chartColorsFor(theme) })),
    [items, theme],
  );
};
