import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allAnswers, coverageRows, type IndicatorAnswers, serveIndicators } from './indicators-server';

// jsdom has no canvas: the module that draws on it is replaced, and records what it was asked to draw.
const drawing = vi.hoisted(() => ({ draw: vi.fn() }));
vi.mock('../../../src/app/home/draw-bar-chart', () => ({
  drawBarChart: drawing.draw.mockImplementation(() => ({ destroy: () => {} })),
}));

const { choosePlace, placeButton, renderIndicators } = await import('./render-indicators');

const currentYear = String(new Date().getFullYear());
const select = (name: string) => screen.getByLabelText(name) as HTMLSelectElement;
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  drawing.draw.mockClear();
});

describe('IndicatorsPage', () => {
  it('should ask for the current year over the whole network, and show the coverage with its chart and table', async () => {
    const server = serveIndicators(allAnswers());
    renderIndicators();

    expect(screen.getByRole('heading', { level: 1, name: 'Indicadores' })).toBeTruthy();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Cargando indicadores...');
    const table = await screen.findByRole('table', { name: 'Cobertura por centro, vacuna y dosis' });
    expect(rowsOf(table)).toEqual([
      ['Lugar', 'Vacuna', 'Dosis', 'Dosis aplicadas', 'Población objetivo', 'Cobertura (%)'],
      ['Hospital San José', 'Pentavalente', '1', '8', '10', '80,0\u00a0%'],
      ['Hospital San José', 'Pentavalente', '3', '6', '2,5', '240,0\u00a0%'],
      ['Hospital San José', 'SRP', '1', '1234', 'Sin población objetivo'],
    ]);
    expect(server.lastQuery('coverage')).toEqual({ year: currentYear });
    expect(server.lastQuery('dropout')).toEqual({ year: currentYear });
    expect(server.lastQuery('zero-dose')).toEqual({ year: currentYear });
    expect(select('Año').value).toBe(currentYear);
    expect(select('Mes').selectedOptions[0]?.textContent).toBe('Todo el año');
    await waitFor(() => expect(placeButton().textContent).toBe('Lugar: Red Nacional de SaludToda la red'));
    expect(select('Agrupar por').selectedOptions[0]?.textContent).toBe('Sin agrupar');

    const chart = screen.getByRole('img', { name: /cobertura por vacuna y dosis/ });
    expect(chart.getAttribute('aria-label')).toBe(
      'Gráfico de barras: cobertura por vacuna y dosis, con la meta en el 95 %. ' +
        'Pentavalente · Dosis 1: 80,0\u00a0%; Pentavalente · Dosis 3: 240,0\u00a0%.',
    );
    expect(screen.getByText('Sin población objetivo (no se grafican): SRP · Dosis 1.')).toBeTruthy();
    await waitFor(() => expect(drawing.draw).toHaveBeenCalled());
    const config = drawing.draw.mock.calls.at(-1)?.[1];
    expect(config.data.labels).toEqual(['Pentavalente · Dosis 1', 'Pentavalente · Dosis 3']);
    expect(config.data.datasets[0].data).toEqual([80, 240]);
    expect(config.options.scales.y.suggestedMax).toBe(100);
    expect(config.plugins.map((plugin: { id: string }) => plugin.id)).toEqual(['coverageGoal']);
  });

  it('should draw the bars at once for a user who asks for reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    serveIndicators(allAnswers());
    renderIndicators();

    await screen.findByRole('img', { name: /cobertura por vacuna y dosis/ });
    await waitFor(() => expect(drawing.draw).toHaveBeenCalled());
    expect(drawing.draw.mock.calls.at(-1)?.[1].options.animation).toBe(false);
  });

  it('should read the filters from the link, and put a change back in it and in the requests', async () => {
    const server = serveIndicators(allAnswers());
    const { user, router } = renderIndicators('/indicadores?anio=2025&mes=3&centro=2&vacuna=3');
    await screen.findByRole('table', { name: 'Cobertura por centro, vacuna y dosis' });
    expect(server.lastQuery('coverage')).toEqual({ year: '2025', month: '3', centerId: '2', vaccineId: '3' });
    expect(server.lastQuery('dropout')).toEqual({ year: '2025', centerId: '2', vaccineId: '3' });
    expect(server.lastQuery('zero-dose')).toEqual({ year: '2025', month: '3', centerId: '2' });
    await waitFor(() => expect(placeButton().textContent).toBe('Lugar: Hospital San JoséCentro de salud'));
    expect(select('Mes').selectedOptions[0]?.textContent).toBe('Marzo');
    expect(select('Vacuna').selectedOptions[0]?.textContent).toBe('Pentavalente');

    await user.selectOptions(select('Mes'), 'Todo el año');
    await choosePlace(user, 'Red Nacional de Salud');

    await waitFor(() => expect(server.lastQuery('coverage')).toEqual({ year: '2025', vaccineId: '3' }));
    expect(router.state.location.search).toBe('?anio=2025&vacuna=3');

    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(server.lastQuery('coverage')).toEqual({ year: currentYear }));
    expect(router.state.location.search).toBe(`?anio=${currentYear}`);
  });

  it.each([
    ['admin', 'its vaccines'],
    ['health', 'the vaccines of the schedule and the batches'],
  ])('should offer %s %s to filter by', async (role) => {
    serveIndicators(allAnswers());
    const { provider } = renderIndicators('/indicadores', role);
    await waitFor(() =>
      expect([...select('Vacuna').options].map((option) => option.textContent)).toEqual([
        'Todas las vacunas',
        'Pentavalente',
        'SRP',
      ]),
    );
    const asked = provider.getList.mock.calls.map(([entity]) => entity.name);
    expect(asked.includes('vaccines')).toBe(role === 'admin');
  });

  it('should keep every change made while the link waits for the route’s loader', async () => {
    const server = serveIndicators(allAnswers());
    const { user, router } = renderIndicators('/indicadores', 'admin', 200);
    await screen.findByRole('table', { name: 'Cobertura por centro, vacuna y dosis' });
    await waitFor(() => expect(select('Vacuna').options).toHaveLength(3));

    await waitFor(() => expect(placeButton().hasAttribute('disabled')).toBe(false));
    await choosePlace(user, 'Hospital San José');
    await user.selectOptions(select('Vacuna'), 'SRP');

    await waitFor(() => expect(router.state.location.search).toBe(`?anio=${currentYear}&centro=2&vacuna=5`));
    expect(server.lastQuery('coverage')).toEqual({ year: currentYear, centerId: '2', vaccineId: '5' });
  });

  it('should take the current year when the link holds an impossible one', async () => {
    const server = serveIndicators(allAnswers());
    renderIndicators('/indicadores?anio=1850&mes=13');
    await screen.findByRole('table', { name: 'Cobertura por centro, vacuna y dosis' });
    expect(server.lastQuery('coverage')).toEqual({ year: currentYear });
  });

  it('should say where there is nothing to show', async () => {
    serveIndicators({ coverage: { items: [] }, dropout: { items: [] }, 'zero-dose': { items: [] } });
    renderIndicators();

    expect((await screen.findAllByText('No hay dosis aplicadas con estos filtros.')).length).toBe(2);
    expect(screen.getByText('No hay vacunas de varias dosis con datos en este año.')).toBeTruthy();
    expect(screen.getByText('No hay menores de un año en estos centros.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('should draw no chart and say why when no row has a target population', async () => {
    const noTargets = coverageRows.map((row) => ({ ...row, targetPopulation: null, coveragePercent: null }));
    serveIndicators({ ...allAnswers(), coverage: { items: noTargets } });
    renderIndicators();

    expect(
      await screen.findByText(
        "Ninguna fila tiene población objetivo: regístrela en 'Población objetivo' para ver el porcentaje de cobertura.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getAllByText('Sin población objetivo')).toHaveLength(3);
  });

  it('should tell a failed load and load again on Reintentar, the other indicators shown meanwhile', async () => {
    const answers: IndicatorAnswers = { ...allAnswers(), coverage: { status: 500 } };
    serveIndicators(answers);
    const { user } = renderIndicators();

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'No se pudieron cargar los indicadores.Reintentar',
      'No se pudieron cargar los indicadores.Reintentar',
    ]);
    expect(await screen.findByRole('table', { name: 'Tasa de abandono por vacuna' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exportar CSV' }).hasAttribute('disabled')).toBe(true);

    answers.coverage = allAnswers().coverage;
    await user.click(within(alerts[0] as HTMLElement).getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByRole('table', { name: 'Cobertura por centro, vacuna y dosis' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Exportar CSV' }).hasAttribute('disabled')).toBe(false);
  });
});
