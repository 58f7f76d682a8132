import { type RefObject, useEffect } from 'react';
import type { BarChartConfig } from './chart-config';
import { drawBarChart } from './draw-bar-chart';

/**
 * Draws a bar chart on the canvas, and redraws it whenever the configuration changes (new
 * data, another theme): the previous chart is destroyed first, and the last one when the
 * component unmounts. Memoise the configuration.
 *
 * @example
 * const canvasRef = useRef<HTMLCanvasElement>(null);
 * useBarChart(canvasRef, config);
 */
export const useBarChart = (canvasRef: RefObject<HTMLCanvasElement | null>, config: BarChartConfig | null) => {
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !config) return;
    const chart = drawBarChart(canvas, config);
    return () => chart.destroy();
  }, [canvasRef, config]);
};
