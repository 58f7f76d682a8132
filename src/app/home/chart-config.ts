import type { ChartConfiguration } from 'chart.js';
import { chartBarColor, palettes, type ThemeName } from '../theme/colors';
import type { ChartSeries } from './report-figures';
import { homeTexts } from './texts';

export type BarChartConfig = ChartConfiguration<'bar', number[], string>;

/** The colours a chart draws with: the bars are the same in both themes, the rest follows the theme. */
export type ChartColors = { bar: string; text: string; muted: string; grid: string };

export const chartColorsFor = (theme: ThemeName): ChartColors => {
  const palette = palettes[theme];
  return { bar: chartBarColor, text: palette.foreground, muted: palette.muted, grid: palette.border };
};

export type BarChartOptions = {
  series: ChartSeries;
  datasetLabel: string;
  colors: ChartColors;
  xTitle?: string;
  yTitle?: string;
  /** Every x label shown instead of skipping some when crowded (they turn up to 45° either way). */
  showsEveryLabel?: boolean;
};

/**
 * The chart.js configuration of a one-dataset bar chart in the theme's colours.
 *
 * @example
 * barChartConfig({ series, datasetLabel: 'Dosis aplicadas', yTitle: 'Cantidad de dosis',
 *   colors: chartColorsFor('SNH') })
 */
export const barChartConfig = ({
  series,
  datasetLabel,
  colors,
  xTitle,
  yTitle,
  showsEveryLabel = false,
}: BarChartOptions): BarChartConfig => ({
  type: 'bar',
  data: {
    labels: [...series.labels],
    datasets: [
      {
        label: datasetLabel,
        data: [...series.values],
        backgroundColor: colors.bar,
        borderColor: colors.bar,
        borderRadius: 6,
        maxBarThickness: 56,
      },
    ],
  },
  options: {
    responsive: true,
    maintainAspectRatio: false,
    color: colors.text,
    plugins: {
      legend: { labels: { color: colors.text, boxWidth: 14, boxHeight: 14 } },
      title: { display: false },
    },
    scales: {
      x: {
        ticks: { color: colors.muted, autoSkip: !showsEveryLabel, maxRotation: 45 },
        grid: { display: false },
        border: { color: colors.grid },
        title: axisTitle(xTitle, colors),
      },
      y: {
        beginAtZero: true,
        ticks: { color: colors.muted, precision: 0 },
        grid: { color: colors.grid },
        border: { display: false },
        title: axisTitle(yTitle, colors),
      },
    },
  },
});

/**
 * What a screen reader says for a bar chart: its title and each bar's value.
 *
 * @example
 * chartDescription('Dosis aplicadas por vacuna', { labels: ['Comirnaty'], values: [3] })
 * // 'Gráfico de barras: Dosis aplicadas por vacuna. Comirnaty: 3.'
 */
export const chartDescription = (title: string, series: ChartSeries): string => {
  const points = series.labels.map((label, index) => `${label}: ${series.values[index]}`).join('; ');
  return homeTexts.chartDescription(title, `${points || homeTexts.noData}.`);
};

const axisTitle = (text: string | undefined, colors: ChartColors) =>
  text === undefined
    ? { display: false }
    : { display: true, text, color: colors.text, font: { weight: 'bold' as const } };
