import { describe, expect, it } from 'vitest';
import { centerOptions } from '../../../src/app/home/center-options';
import { barChartConfig, chartColorsFor, chartDescription } from '../../../src/app/home/chart-config';
import { palettes } from '../../../src/app/theme/colors';

const series = { labels: ['Comirnaty', 'Sinovac'], values: [3, 1] };

describe('chartColorsFor', () => {
  it.each(['SNH', 'SNHdark'] as const)('should keep the bars #1B856E and follow the %s theme for the rest', (theme) => {
    expect(chartColorsFor(theme)).toEqual({
      bar: '#1B856E',
      text: palettes[theme].foreground,
      muted: palettes[theme].muted,
      grid: palettes[theme].border,
    });
  });
});

describe('barChartConfig', () => {
  it('should draw one dataset of the series in the bar colour with the axis titles given', () => {
    const colors = chartColorsFor('SNHdark');
    const config = barChartConfig({ series, colors, datasetLabel: 'Dosis aplicadas', yTitle: 'Cantidad de dosis' });

    expect(config.type).toBe('bar');
    expect(config.data.labels).toEqual(['Comirnaty', 'Sinovac']);
    expect(config.data.datasets).toHaveLength(1);
    expect(config.data.datasets[0]).toMatchObject({
      label: 'Dosis aplicadas',
      data: [3, 1],
      backgroundColor: '#1B856E',
    });
    expect(config.options?.scales?.y?.title).toMatchObject({ display: true, text: 'Cantidad de dosis' });
    expect(config.options?.scales?.x?.title).toMatchObject({ display: false });
    expect(config.options?.scales?.y?.grid).toMatchObject({ color: palettes.SNHdark.border });
    expect(config.options?.scales?.x?.ticks).toMatchObject({ color: palettes.SNHdark.muted, autoSkip: true });
  });

  it('should show every x label, turned up to 45°, when asked', () => {
    const config = barChartConfig({
      series,
      colors: chartColorsFor('SNH'),
      datasetLabel: 'Dosis disponibles',
      xTitle: 'Lotes',
      showsEveryLabel: true,
    });
    expect(config.options?.scales?.x?.ticks).toMatchObject({ autoSkip: false, maxRotation: 45 });
    expect(config.options?.scales?.x?.title).toMatchObject({ display: true, text: 'Lotes' });
  });

  it('should not share its arrays with the series', () => {
    const config = barChartConfig({ series, colors: chartColorsFor('SNH'), datasetLabel: 'x' });
    expect(config.data.labels).not.toBe(series.labels);
    expect(config.data.datasets[0]?.data).not.toBe(series.values);
  });
});

describe('chartDescription', () => {
  it('should read the title and every bar', () => {
    expect(chartDescription('Dosis aplicadas por vacuna', series)).toBe(
      'Gráfico de barras: Dosis aplicadas por vacuna. Comirnaty: 3; Sinovac: 1.',
    );
  });

  it('should say there is no data for an empty chart', () => {
    expect(chartDescription('Dosis disponibles por lote', { labels: [], values: [] })).toBe(
      'Gráfico de barras: Dosis disponibles por lote. Sin datos.',
    );
  });
});

describe('centerOptions', () => {
  it('should offer the centres by name, in alphabetical order', () => {
    expect(
      centerOptions([
        { id: 2, centerName: 'Hospital San José' },
        { id: 1, centerName: 'Centro de Salud Norte' },
      ]),
    ).toEqual([
      { value: 1, label: 'Centro de Salud Norte' },
      { value: 2, label: 'Hospital San José' },
    ]);
  });
});
