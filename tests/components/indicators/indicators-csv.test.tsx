import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allAnswers, serveIndicators } from './indicators-server';

vi.mock('../../../src/app/home/draw-bar-chart', () => ({ drawBarChart: () => ({ destroy: () => {} }) }));

const { placeButton, renderIndicators } = await import('./render-indicators');

/** Catches the file the page hands to the browser: its blob and the name the link gives it. */
const catchDownload = () => {
  const saved: { blob?: Blob; name?: string } = {};
  // jsdom has no object URLs: a URL class that has them stands in while the test runs.
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
  return saved;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("IndicatorsPage 'Exportar CSV'", () => {
  it('should download what is shown, with Spanish headers and one decimal, and say so', async () => {
    serveIndicators(allAnswers());
    const saved = catchDownload();
    const { user, notify } = renderIndicators('/indicadores?anio=2025&mes=3&centro=2');
    await screen.findByRole('table', { name: 'Cobertura por centro, vacuna y dosis' });
    await waitFor(() => expect(placeButton().textContent).toBe('Lugar: Hospital San JoséCentro de salud'));

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));

    expect(saved.name).toBe('indicadores-2025-03.csv');
    const bytes = new Uint8Array((await saved.blob?.arrayBuffer()) ?? new ArrayBuffer(0));
    // The UTF-8 byte order mark first, so a spreadsheet reads the accents right.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes).split('\r\n')).toEqual([
      'Filtros',
      'Año;2025',
      'Mes;Marzo',
      'Lugar;Hospital San José',
      'Agrupar por;Sin agrupar',
      'Vacuna;Todas las vacunas',
      '',
      'Cobertura',
      'Centro;Vacuna;Dosis;Dosis aplicadas;Población objetivo;Cobertura (%)',
      'Hospital San José;Pentavalente;1;8;10,0;80,0',
      'Hospital San José;Pentavalente;3;6;2,5;240,0',
      'Hospital San José;SRP;1;1234;Sin población objetivo;',
      '',
      'Abandono',
      'Centro;Vacuna;Primeras dosis;Últimas dosis;Abandono (%)',
      'Toda la red;Pentavalente;8;6;25,0',
      'Toda la red;Polio;100;95;5,0',
      'Toda la red;Rotavirus;100;90;10,0',
      'Toda la red;Neumococo;20;22;-10,0',
      'Toda la red;Hepatitis B;0;0;',
      '',
      'Niños sin ninguna dosis',
      'Centro;Menores de 1 año;Sin ninguna dosis;Sin dosis (%)',
      'Hospital San José;40;3;7,5',
      'Centro de Salud Norte;0;0;',
      '',
    ]);
    expect(notify.success).toHaveBeenCalledWith('Archivo indicadores-2025-03.csv descargado');
  });
});
