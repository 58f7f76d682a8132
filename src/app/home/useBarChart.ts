import { type RefObject, useEffect } from 'react';
import { prefersReducedMotion } from '../theme/reduced-motion';
import type { BarChartConfig } from './chart-config';
import { drawBarChart } from './draw-bar-chart';

/**
 * Draws a bar chart on the canvas, and redraws it whenever the configuration changes (new
 * data, another theme): the previous chart is destroyed first, and the last one when the
 * component unmounts. Memoise the configuration. For a user who asks the system for reduced
 * motion, the bars are drawn at once instead of growing.
 *
 * @example
 * const canvasRef = useRef<HTMLCanvasElement>(null);
 * useBarChart(canvasRef, config);
 */
export const useBarChart = (canvasRef: RefObject<HTMLCanvasElement | null>, config: BarChartConfig | null) => {
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !config) return;
    const chart = drawBarChart(canvas, prefersReducedMotion() ? still(config) : config);
    return () => chart.destroy();
  }, [canvasRef, config]);
};

/** The configuration without chart.js's animations. */
const still = (config: BarChartConfig): BarChartConfig => ({
  ...config,
  options: { ...config.options, animation: false },
});
