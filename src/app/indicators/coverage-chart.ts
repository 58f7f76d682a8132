import type { Plugin } from 'chart.js';
import { coverageGoalPercent } from '../../domain/indicators';
import { type BarChartConfig, barChartConfig, type ChartColors } from '../home/chart-config';
import type { ChartSeries } from '../home/report-figures';
import type { CoverageItem } from './indicators-api';
import { formatPercent } from './number-format';
import { placeKeyOf, placeNameOf } from './place-tree';
import { indicatorTexts } from './texts';

/** The coverage chart ready to draw, what a screen reader says for it, and the rows it leaves out. */
export type CoverageChart = {
  config: BarChartConfig;
  description: string;
  /** The bars' labels of the rows without a target population (not drawn: they have no percentage). */
  missingTargets: string[];
};

/** A bar of a goal chart: its label under the axis, what a screen reader says for it, and its percentage. */
export type GoalBar = { label: string; spoken: string; value: number };

/**
 * A bar per vaccine and dose with a coverage, a dashed line at 95 % labelled 'Meta 95 %', the
 * y axis in percent up to at least 100. A bar's label names the place too when the rows
 * come from several places.
 *
 * @example
 * coverageChart(items, { colors: chartColorsFor('SNH') }).config.data.labels // ['Pentavalente · Dosis 1', ...]
 */
export const coverageChart = (items: readonly CoverageItem[], { colors }: { colors: ChartColors }): CoverageChart => {
  const places = new Set(items.map(placeKeyOf));
  const labelOf = (item: CoverageItem) => {
    const label = indicatorTexts.doseLabel(item.vaccineName, item.doseNumber);
    return places.size > 1 ? `${placeNameOf(item, indicatorTexts.wholeNetwork)} · ${label}` : label;
  };
  const bars = items.flatMap((item) =>
    item.coveragePercent === null ? [] : [{ label: labelOf(item), spoken: labelOf(item), value: item.coveragePercent }],
  );
  return goalChart({
    bars,
    missing: items.filter((item) => item.coveragePercent === null).map(labelOf),
    colors,
    describe: indicatorTexts.chartDescription,
  });
};

/**
 * Bars of percentages against the 95 % goal: a dashed line at 95 % labelled 'Meta 95 %', the y
 * axis in percent up to at least 100, and the bars' figures in words for a screen reader.
 *
 * @example
 * goalChart({ bars: [{ label: 'Norte', spoken: 'Norte (SRP · Dosis 1)', value: 40 }], missing: [], colors, describe })
 */
export const goalChart = ({
  bars,
  missing,
  colors,
  describe,
}: {
  bars: readonly GoalBar[];
  /** The labels of what has no percentage (no target population), named below the chart. */
  missing: string[];
  colors: ChartColors;
  describe: (points: string) => string;
}): CoverageChart => {
  const series: ChartSeries = { labels: bars.map((bar) => bar.label), values: bars.map((bar) => bar.value) };
  const base = barChartConfig({
    series,
    colors,
    datasetLabel: indicatorTexts.chartDataset,
    yTitle: indicatorTexts.chartAxis,
    showsEveryLabel: true,
  });
  const config: BarChartConfig = {
    ...base,
    options: {
      ...base.options,
      scales: {
        ...base.options?.scales,
        y: {
          ...base.options?.scales?.y,
          suggestedMax: 100,
          ticks: { color: colors.muted, callback: (value) => `${value} %` },
        },
      },
    },
    plugins: [goalLine(colors)],
  };
  const points = bars.map((bar) => `${bar.spoken}: ${formatPercent(bar.value)}`);
  return { config, description: describe(`${points.join('; ')}.`), missingTargets: missing };
};

/** Draws the goal over the bars: a dashed line at 95 % and its label at the right end. */
const goalLine = (colors: ChartColors): Plugin<'bar'> => ({
  id: 'coverageGoal',
  afterDatasetsDraw: (chart) => {
    const { ctx, chartArea, scales } = chart;
    const y = scales.y?.getPixelForValue(coverageGoalPercent);
    if (y === undefined || y < chartArea.top || y > chartArea.bottom) return;
    ctx.save();
    ctx.strokeStyle = colors.text;
    ctx.lineWidth = 2;
    ctx.setLineDash([6, 4]);
    ctx.beginPath();
    ctx.moveTo(chartArea.left, y);
    ctx.lineTo(chartArea.right, y);
    ctx.stroke();
    ctx.fillStyle = colors.text;
    ctx.font = 'bold 12px sans-serif';
    ctx.textAlign = 'right';
    ctx.textBaseline = 'bottom';
    ctx.fillText(indicatorTexts.goal, chartArea.right - 4, y - 4);
    ctx.restore();
  },
});
