import type { Plugin } from 'chart.js';
import { coverageGoalPercent } from '../../domain/indicators';
import { type BarChartConfig, barChartConfig, type ChartColors } from '../home/chart-config';
import type { ChartSeries } from '../home/report-figures';
import type { CoverageItem } from './indicators-api';
import { formatPercent } from './number-format';
import { indicatorTexts } from './texts';

/** The coverage chart ready to draw, what a screen reader says for it, and the rows it leaves out. */
export type CoverageChart = {
  config: BarChartConfig;
  description: string;
  /** The bars' labels of the rows without a target population (not drawn: they have no percentage). */
  missingTargets: string[];
};

/**
 * A bar per vaccine and dose with a coverage, a dashed line at 95 % labelled 'Meta 95 %', the
 * y axis in percent up to at least 100. A bar's label names the centre too when the rows
 * come from several centres.
 *
 * @example
 * coverageChart(items, { colors: chartColorsFor('SNH') }).config.data.labels // ['Pentavalente · Dosis 1', ...]
 */
export const coverageChart = (items: readonly CoverageItem[], { colors }: { colors: ChartColors }): CoverageChart => {
  const centers = new Set(items.map((item) => item.vaccinationCenterId ?? null));
  const labelOf = (item: CoverageItem) => {
    const label = indicatorTexts.doseLabel(item.vaccineName, item.doseNumber);
    return centers.size > 1 && item.centerName ? `${item.centerName} · ${label}` : label;
  };
  const drawn = items.filter((item) => item.coveragePercent !== null);
  const series: ChartSeries = { labels: drawn.map(labelOf), values: drawn.map((item) => item.coveragePercent ?? 0) };
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
  const points = series.labels.map((label, index) => `${label}: ${formatPercent(series.values[index] ?? 0)}`);
  return {
    config,
    description: indicatorTexts.chartDescription(`${points.join('; ')}.`),
    missingTargets: items.filter((item) => item.coveragePercent === null).map(labelOf),
  };
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
