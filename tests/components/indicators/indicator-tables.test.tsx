import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allAnswers, serveIndicators } from './indicators-server';

vi.mock('../../../src/app/home/draw-bar-chart', () => ({ drawBarChart: () => ({ destroy: () => {} }) }));

const { renderIndicators } = await import('./render-indicators');

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

afterEach(() => vi.unstubAllGlobals());

describe('IndicatorsPage tables', () => {
  it('should give each dropout rate a traffic light in words, show a negative one as it is and say what it means', async () => {
    serveIndicators(allAnswers());
    renderIndicators();

    const table = await screen.findByRole('table', { name: 'Tasa de abandono por vacuna' });
    const hint = 'Valor negativo: hay más últimas dosis que primeras; revise los registros.';
    expect(rowsOf(table)).toEqual([
      ['Lugar', 'Vacuna', 'Primeras dosis', 'Últimas dosis', 'Abandono (%)', 'Nivel'],
      ['Toda la red', 'Pentavalente', '8', '6', '25,0\u00a0%', 'Alto'],
      ['Toda la red', 'Polio', '100', '95', '5,0\u00a0%', 'Bajo'],
      ['Toda la red', 'Rotavirus', '100', '90', '10,0\u00a0%', 'Moderado'],
      ['Toda la red', 'Neumococo', '20', '22', '-10,0\u00a0%', `Revisar datos${hint}`],
      ['Toda la red', 'Hepatitis B', '0', '0', '—', 'Sin primeras dosis'],
    ]);
    expect(within(table).getByText('Alto').className).toContain('bg-error');
    expect(within(table).getByText('Bajo').className).toContain('bg-success');
    expect(within(table).getByText('Moderado').className).toContain('bg-warning');
  });

  it('should count the children under one without any dose per centre, beside the coverage table', async () => {
    serveIndicators(allAnswers());
    renderIndicators();

    const table = await screen.findByRole('table', { name: 'Niños menores de un año sin ninguna dosis, por centro' });
    expect(screen.getByRole('heading', { level: 2, name: 'Niños sin ninguna dosis' })).toBeTruthy();
    expect(rowsOf(table)).toEqual([
      ['Centro', 'Menores de 1 año', 'Sin ninguna dosis', 'Sin dosis (%)'],
      ['Hospital San José', '40', '3', '7,5\u00a0%'],
      ['Centro de Salud Norte', '0', '0', '—'],
    ]);
  });

  it('should name the whole network where a row has no centre', async () => {
    const answers = allAnswers();
    serveIndicators({
      ...answers,
      coverage: {
        items: [
          {
            vaccinationCenterId: null,
            centerName: null,
            vaccineId: 3,
            vaccineName: 'Pentavalente',
            doseNumber: 1,
            dosesApplied: 12345,
            targetPopulation: 20000,
            coveragePercent: 61.7,
          },
        ],
      },
    });
    renderIndicators();

    const table = await screen.findByRole('table', { name: 'Cobertura por centro, vacuna y dosis' });
    expect(rowsOf(table)[1]).toEqual(['Toda la red', 'Pentavalente', '1', '12.345', '20.000', '61,7\u00a0%']);
  });
});
