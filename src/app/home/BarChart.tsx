import { useRef } from 'react';
import type { BarChartConfig } from './chart-config';
import { useBarChart } from './useBarChart';

export type BarChartProps = {
  config: BarChartConfig;
  /** Read by screen readers in place of the drawing. */
  description: string;
  className?: string;
};

/** A bar chart on a canvas that fills its box (give the box a height). */
export const BarChart = ({ config, description, className = 'h-72' }: BarChartProps) => {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useBarChart(canvasRef, config);
  return (
    <div className={`relative w-full ${className}`}>
      <canvas ref={canvasRef} role="img" aria-label={description} />
    </div>
  );
};
