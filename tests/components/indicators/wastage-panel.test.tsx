import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allAnswers, type IndicatorAnswers, serveIndicators } from './indicators-server';

vi.mock('../../../src/app/home/draw-bar-chart', () => ({ drawBarChart: () => ({ destroy: () => {} }) }));

const { renderIndicators } = await import('./render-indicators');

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('IndicatorsPage wastage', () => {
  it('should show the wastage by vaccine, month and reason of the year, place and vaccine, leaving out rows of zeros', async () => {
    const server = serveIndicators(allAnswers());
    renderIndicators('/indicadores?anio=2025&mes=3&centro=2&vacuna=3');
    const byVaccine = await screen.findByRole('table', { name: 'Pérdida por vacuna' });
    expect(rowsOf(byVaccine)).toEqual([
      ['Hospital San José', 'Pentavalente', '8', '10', '20,0\u00a0%', '2', '36,4\u00a0%'],
      ['Hospital San José', 'SRP', '3', '3', '0,0\u00a0%', '0', '0,0\u00a0%'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Pérdida por mes' }))).toEqual([
      ['Marzo', '6', '6', '0,0\u00a0%', '1', '14,3\u00a0%'],
      ['Abril', '5', '5', '0,0\u00a0%', '1', '16,7\u00a0%'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Viales dados de baja por motivo' }))).toEqual([
      ['Frasco roto', '1'],
      ['Congelado', '1'],
    ]);
    for (const name of ['wastage', 'wastage/by-month', 'wastage/by-reason'] as const) {
      expect(server.lastQuery(name)).toEqual({ year: '2025', vaccineId: '3', centerId: '2' });
    }
  });

  it("should break the wastage down by the page's grouping, the month by month and the reasons the place's own", async () => {
    const server = serveIndicators(allAnswers());
    renderIndicators('/indicadores?anio=2025&unidad=4&agrupar=centro');
    const byVaccine = await screen.findByRole('table', { name: 'Pérdida por vacuna' });
    await waitFor(() =>
      expect(server.lastQuery('wastage')).toEqual({ year: '2025', orgUnitId: '4', groupBy: 'center' }),
    );
    expect(server.lastQuery('wastage/by-month')).toEqual({ year: '2025', orgUnitId: '4' });
    expect(within(byVaccine).getAllByRole('columnheader')[0]?.textContent).toBe('Centro');
  });

  it('should say when the year lost no vial, and tell a failed load with Reintentar', async () => {
    const answers: IndicatorAnswers = {
      ...allAnswers(),
      wastage: { items: [] },
      'wastage/by-month': { items: [] },
      'wastage/by-reason': { status: 500 },
    };
    serveIndicators(answers);
    const { user } = renderIndicators('/indicadores?anio=2025');
    expect(await screen.findAllByText('No hay viales usados ni dados de baja en este año.')).toHaveLength(2);
    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('button', { name: 'Exportar CSV de pérdidas' }).hasAttribute('disabled')).toBe(true);
    answers['wastage/by-reason'] = allAnswers()['wastage/by-reason'];
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: 'Viales dados de baja por motivo' })).toBeTruthy();
  });

  it('should download the three tables as a CSV in Spanish and say so', async () => {
    serveIndicators(allAnswers());
    const saved: { blob?: Blob; name?: string } = {};
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = (blob: Blob) => {
          saved.blob = blob;
          return 'blob:csv';
        };
        static override revokeObjectURL = () => {};
      },
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.name = this.download;
    });
    const { user, notify } = renderIndicators('/indicadores?anio=2025');
    await screen.findByRole('table', { name: 'Viales dados de baja por motivo' });
    const button = screen.getByRole('button', { name: 'Exportar CSV de pérdidas' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    await user.click(button);
    expect(saved.name).toBe('perdida-vacunas-2025.csv');
    expect(notify.success).toHaveBeenCalledWith('Archivo perdida-vacunas-2025.csv descargado');
    const bytes = new Uint8Array((await saved.blob?.arrayBuffer()) ?? new ArrayBuffer(0));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes).split('\r\n')).toEqual([
      'Filtros',
      'Año;2025',
      'Lugar;Red Nacional de Salud',
      'Vacuna;Todas las vacunas',
      '',
      'Pérdida por vacuna',
      'Lugar;Vacuna;Dosis aplicadas;Dosis de viales abiertos;Pérdida en viales abiertos (%);Viales cerrados perdidos;Pérdida total (%)',
      'Hospital San José;Pentavalente;8;10;20,0;2;36,4',
      'Hospital San José;SRP;3;3;0,0;0;0,0',
      '',
      'Pérdida por mes',
      'Mes;Dosis aplicadas;Dosis de viales abiertos;Pérdida en viales abiertos (%);Viales cerrados perdidos;Pérdida total (%)',
      'Marzo;6;6;0,0;1;14,3',
      'Abril;5;5;0,0;1;16,7',
      '',
      'Bajas por motivo',
      'Motivo;Viales cerrados perdidos',
      'Frasco roto;1',
      'Congelado;1',
      '',
    ]);
  });
});
