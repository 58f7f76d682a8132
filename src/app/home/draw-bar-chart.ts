import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Title, Tooltip } from 'chart.js';
import type { BarChartConfig } from './chart-config';

// Only what a bar chart needs, so the home page's bundle stays small.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Title, Tooltip, Legend);

export type DrawnChart = { destroy: () => void };

/** Draws a bar chart on a canvas; the caller destroys it before drawing there again. */
export const drawBarChart = (canvas: HTMLCanvasElement, config: BarChartConfig): DrawnChart =>
  new Chart(canvas, config);
