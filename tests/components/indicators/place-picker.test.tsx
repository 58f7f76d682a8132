import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CoverageItem } from '../../../src/app/indicators/indicators-api';
import { allAnswers, serveIndicators } from './indicators-server';

// jsdom has no canvas: the module that draws on it is replaced, and records what it was asked to draw.
const drawing = vi.hoisted(() => ({ draw: vi.fn() }));
vi.mock('../../../src/app/home/draw-bar-chart', () => ({
  drawBarChart: drawing.draw.mockImplementation(() => ({ destroy: () => {} })),
}));

const { choosePlace, openWholeTree, placeButton, renderIndicators } = await import('./render-indicators');

const currentYear = String(new Date().getFullYear());
const districtAdmin = { level: 'district', id: 4, name: 'Distrito Lima Norte' } as const;
const grouping = () => screen.getByLabelText('Agrupar por') as HTMLSelectElement;
const groupingChoices = () => [...grouping().options].map((option) => option.textContent);
/** The names of the places the tree shows, in order (what a screen reader hears of each). */
const itemNames = () => screen.getAllByRole('treeitem').map((item) => item.getAttribute('aria-label'));
/** The place the keyboard is on: the tree item that holds the focus, the only one in the tab order. */
const focusedItem = () => {
  const tabStops = screen.getAllByRole('treeitem').filter((item) => item.tabIndex === 0);
  expect(tabStops).toEqual([document.activeElement]);
  return document.activeElement?.getAttribute('aria-label');
};
const item = (name: string) => screen.getByRole('treeitem', { name: new RegExp(`^${name},`) });
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

const row = (center: { id: number; name: string }, dose: Partial<CoverageItem>): CoverageItem => ({
  vaccinationCenterId: center.id,
  centerName: center.name,
  orgUnitId: 4,
  orgUnitName: 'Distrito Lima Norte',
  vaccineId: 3,
  vaccineName: 'Pentavalente',
  doseNumber: 1,
  dosesApplied: 8,
  targetPopulation: 10,
  coveragePercent: 80,
  ...dose,
});
const north = { id: 1, name: 'Centro de Salud Norte' };
const hospital = { id: 2, name: 'Hospital San José' };
const newCenter = { id: 7, name: 'Centro Nuevo' };
/** The district's coverage by centre: Norte's at 91,8 % overall (its weakest dose at 40 %), the hospital's at 112 %, a centre without targets. */
const byCenter: CoverageItem[] = [
  row(hospital, {}),
  row(hospital, { doseNumber: 3, dosesApplied: 6, targetPopulation: 2.5, coveragePercent: 240 }),
  row(hospital, { vaccineId: 5, vaccineName: 'SRP', targetPopulation: null, coveragePercent: null }),
  row(newCenter, { dosesApplied: 1, targetPopulation: null, coveragePercent: null }),
  row(north, { vaccineId: 5, vaccineName: 'SRP', dosesApplied: 97, targetPopulation: 100, coveragePercent: 97 }),
  row(north, { dosesApplied: 4, coveragePercent: 40 }),
];

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  drawing.draw.mockClear();
});

describe("IndicatorsPage 'Lugar'", () => {
  it('should show the network as a tree, national, region, district and centre, each named with its level and unit', async () => {
    serveIndicators(allAnswers());
    const { user } = renderIndicators();
    await waitFor(() => expect(placeButton().textContent).toBe('Lugar: Red Nacional de SaludToda la red'));

    await user.click(placeButton());

    const tree = screen.getByRole('tree', { name: 'Lugar' });
    expect(placeButton().getAttribute('aria-expanded')).toBe('true');
    // The chosen place shown, focused and checked; its units open to show what lies below.
    expect(itemNames()).toEqual([
      'Red Nacional de Salud, Toda la red',
      'Región Arequipa, Región de Red Nacional de Salud',
      'Región Lima, Región de Red Nacional de Salud',
    ]);
    expect(focusedItem()).toBe('Red Nacional de Salud, Toda la red');
    expect(item('Red Nacional de Salud').getAttribute('aria-selected')).toBe('true');
    expect(item('Región Lima').getAttribute('aria-selected')).toBe('false');
    expect(item('Región Lima').getAttribute('aria-expanded')).toBe('false');

    await openWholeTree(user);

    expect(itemNames()).toEqual([
      'Red Nacional de Salud, Toda la red',
      'Región Arequipa, Región de Red Nacional de Salud',
      'Distrito Cayma, Distrito de Región Arequipa',
      'Posta Médica Peña Blanca, Centro de salud de Distrito Cayma',
      'Región Lima, Región de Red Nacional de Salud',
      'Distrito Lima Norte, Distrito de Región Lima',
      'Centro de Salud Norte, Centro de salud de Distrito Lima Norte',
      'Hospital San José, Centro de salud de Distrito Lima Norte',
      'Distrito Lima Sur, Distrito de Región Lima',
    ]);
    const items = screen.getAllByRole('treeitem');
    expect(items.map((one) => one.getAttribute('aria-level'))).toEqual(['1', '2', '3', '4', '2', '3', '4', '4', '3']);
    // A unit with places below it says whether it is open; a centre, or a district without centres, does not.
    expect(items.map((one) => one.getAttribute('aria-expanded'))).toEqual([
      'true',
      'true',
      'true',
      null,
      'true',
      'true',
      null,
      null,
      null,
    ]);
    // Each unit's places in a group inside its item.
    expect(within(item('Distrito Lima Norte')).getByRole('group').children).toHaveLength(2);
    expect(within(tree).getAllByRole('group')).toHaveLength(5);
  });

  it("should read a district's centres only once it is opened", async () => {
    const server = serveIndicators(allAnswers());
    const { user } = renderIndicators();
    const centerReads = () =>
      server.requested
        .filter((url) => url.pathname === '/api/v1/vaccination-centers')
        .map((url) => Object.fromEntries(url.searchParams));
    const toggle = async (name: string) => {
      const chevron = item(name).querySelector('[data-tree-toggle]');
      expect(chevron).not.toBeNull();
      if (chevron) await user.click(chevron);
    };
    await waitFor(() => expect(placeButton().hasAttribute('disabled')).toBe(false));
    await user.click(placeButton());
    await toggle('Región Lima');
    // A district not opened yet opens, its centres unread.
    expect(item('Distrito Lima Norte').getAttribute('aria-expanded')).toBe('false');
    expect(centerReads()).toEqual([]);

    await toggle('Distrito Lima Norte');

    await waitFor(() => expect(item('Hospital San José')).toBeTruthy());
    expect(centerReads()).toEqual([{ orgUnitId: '4', limit: '500' }]);
    expect(item('Distrito Lima Norte').getAttribute('aria-busy')).toBeNull();
  });

  it("should name a linked centre of a district not opened, reading that district's centres", async () => {
    const server = serveIndicators(allAnswers());
    renderIndicators('/indicadores?centro=3');
    await waitFor(() => expect(placeButton().textContent).toBe('Lugar: Posta Médica Peña BlancaCentro de salud'));
    const reads = server.requested
      .filter((url) => url.pathname === '/api/v1/vaccination-centers')
      .map((url) => Object.fromEntries(url.searchParams));
    expect(reads).toEqual([{ ids: '3' }, { orgUnitId: '5', limit: '500' }]);
  });

  it('should be used with the keyboard alone: arrows to move, open and close, Home and End, typing a name, Enter and Space to choose, Escape to leave', async () => {
    const server = serveIndicators(allAnswers());
    const { user, router } = renderIndicators();
    await waitFor(() => expect(placeButton().hasAttribute('disabled')).toBe(false));
    act(() => placeButton().focus());

    await user.keyboard('{Enter}');
    await waitFor(() => expect(focusedItem()).toBe('Red Nacional de Salud, Toda la red'));
    await user.keyboard('{ArrowUp}');
    expect(focusedItem()).toBe('Red Nacional de Salud, Toda la red');
    await user.keyboard('{ArrowDown}');
    expect(focusedItem()).toBe('Región Arequipa, Región de Red Nacional de Salud');
    // Right opens a closed unit, then goes into it; on a centre it does nothing.
    await user.keyboard('{ArrowRight}');
    expect(item('Región Arequipa').getAttribute('aria-expanded')).toBe('true');
    expect(focusedItem()).toBe('Región Arequipa, Región de Red Nacional de Salud');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(focusedItem()).toBe('Posta Médica Peña Blanca, Centro de salud de Distrito Cayma');
    // Left goes to the unit, then closes it, then goes up.
    await user.keyboard('{ArrowLeft}');
    expect(focusedItem()).toBe('Distrito Cayma, Distrito de Región Arequipa');
    await user.keyboard('{ArrowLeft}');
    expect(item('Distrito Cayma').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('treeitem', { name: /^Posta Médica/ })).toBeNull();
    await user.keyboard('{ArrowLeft}');
    expect(focusedItem()).toBe('Región Arequipa, Región de Red Nacional de Salud');
    await user.keyboard('{End}');
    expect(focusedItem()).toBe('Región Lima, Región de Red Nacional de Salud');
    await user.keyboard('{ArrowUp}');
    expect(focusedItem()).toBe('Distrito Cayma, Distrito de Región Arequipa');
    await user.keyboard('{Home}');
    expect(focusedItem()).toBe('Red Nacional de Salud, Toda la red');
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('tree')).toBeNull());
    expect(document.activeElement).toBe(placeButton());
    expect(placeButton().textContent).toBe('Lugar: Red Nacional de SaludToda la red');

    // Typing the start of a name, accents aside, goes to it; Enter chooses it and closes the tree.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(focusedItem()).toBe('Red Nacional de Salud, Toda la red'));
    await user.keyboard('region l');
    expect(focusedItem()).toBe('Región Lima, Región de Red Nacional de Salud');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(focusedItem()).toBe('Distrito Lima Norte, Distrito de Región Lima');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('tree')).toBeNull());
    expect(document.activeElement).toBe(placeButton());
    expect(placeButton().textContent).toBe('Lugar: Distrito Lima NorteDistrito');
    await waitFor(() => expect(server.lastQuery('coverage')).toEqual({ year: currentYear, orgUnitId: '4' }));
    expect(router.state.location.search).toBe(`?anio=${currentYear}&unidad=4`);

    // Opened again, the tree shows the chosen place under its units, focused; Space chooses too.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(focusedItem()).toBe('Distrito Lima Norte, Distrito de Región Lima'));
    expect(item('Distrito Lima Norte').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(focusedItem()).toBe('Hospital San José, Centro de salud de Distrito Lima Norte');
    await user.keyboard(' ');

    await waitFor(() => expect(screen.queryByRole('tree')).toBeNull());
    expect(placeButton().textContent).toBe('Lugar: Hospital San JoséCentro de salud');
    await waitFor(() => expect(server.lastQuery('coverage')).toEqual({ year: currentYear, centerId: '2' }));
  });

  it("should offer to group by the levels below the place only, and leave a grouping the new place can't have", async () => {
    const server = serveIndicators(allAnswers());
    const { user, router } = renderIndicators();
    await waitFor(() => expect(placeButton().hasAttribute('disabled')).toBe(false));
    expect(groupingChoices()).toEqual(['Sin agrupar', 'Centro', 'Distrito', 'Región']);

    await user.selectOptions(grouping(), 'Región');
    await waitFor(() => expect(server.lastQuery('coverage')).toEqual({ year: currentYear, groupBy: 'region' }));
    expect(router.state.location.search).toBe(`?anio=${currentYear}&agrupar=region`);

    await choosePlace(user, 'Región Lima');
    expect(groupingChoices()).toEqual(['Sin agrupar', 'Centro', 'Distrito']);
    expect(grouping().selectedOptions[0]?.textContent).toBe('Sin agrupar');
    await waitFor(() => expect(server.lastQuery('coverage')).toEqual({ year: currentYear, orgUnitId: '3' }));

    await user.selectOptions(grouping(), 'Distrito');
    await waitFor(() =>
      expect(server.lastQuery('zero-dose')).toEqual({ year: currentYear, orgUnitId: '3', groupBy: 'district' }),
    );
    await choosePlace(user, 'Distrito Lima Norte');
    expect(groupingChoices()).toEqual(['Sin agrupar', 'Centro']);
    await choosePlace(user, 'Hospital San José');
    expect(groupingChoices()).toEqual(['Sin agrupar']);
    expect(grouping().disabled).toBe(true);
    await waitFor(() => expect(server.lastQuery('coverage')).toEqual({ year: currentYear, centerId: '2' }));
  });

  it('should start a district admin on their district, offer only its centres, and rank its centres by their overall coverage, lowest first', async () => {
    const server = serveIndicators({ ...allAnswers(), coverage: { items: byCenter } }, districtAdmin);
    const { user } = renderIndicators();
    await waitFor(() => expect(placeButton().textContent).toBe('Lugar: Distrito Lima NorteDistrito'));
    await user.click(placeButton());
    expect(itemNames()).toEqual([
      'Distrito Lima Norte, Distrito',
      'Centro de Salud Norte, Centro de salud de Distrito Lima Norte',
      'Hospital San José, Centro de salud de Distrito Lima Norte',
    ]);
    await user.keyboard('{Escape}');
    expect(groupingChoices()).toEqual(['Sin agrupar', 'Centro']);

    await user.selectOptions(grouping(), 'Centro');

    // The district is the account's own: no place is asked, the API answers its scope.
    await waitFor(() => expect(server.lastQuery('coverage')).toEqual({ year: currentYear, groupBy: 'center' }));
    const ranking = await screen.findByRole('table', { name: 'Cobertura global por centro' });
    expect(screen.getByRole('heading', { level: 2, name: 'Cobertura por centro, la más baja primero' })).toBeTruthy();
    // Norte: 101 doses of 110 (91,8 %); the hospital: 14 of 12,5 (112,0 %); summed over the doses with a target.
    expect(rowsOf(ranking)).toEqual([
      [
        'Centro',
        'Dosis aplicadas',
        'Población objetivo',
        'Cobertura global (%)',
        'Dosis con menor cobertura',
        'Dosis bajo la meta',
      ],
      ['Centro de Salud Norte', '101', '110', '91,8\u00a0%', 'Pentavalente · Dosis 1: 40,0\u00a0%', '1 de 2'],
      ['Hospital San José', '14', '12,5', '112,0\u00a0%', 'Pentavalente · Dosis 1: 80,0\u00a0%', '1 de 2'],
      ['Centro Nuevo', 'Sin población objetivo'],
    ]);
    const chart = screen.getByRole('img', { name: /cobertura global por centro/ });
    expect(chart.getAttribute('aria-label')).toBe(
      'Gráfico de barras: cobertura global por centro, con la meta en el 95 %. ' +
        'Centro de Salud Norte: 91,8\u00a0%; Hospital San José: 112,0\u00a0%.',
    );
    expect(screen.getByText('Sin población objetivo (no se grafican): Centro Nuevo.')).toBeTruthy();
    await waitFor(() => expect(drawing.draw.mock.calls.at(-1)?.[1].data.labels).toEqual([north.name, hospital.name]));
    // The detail stays below, each row under its centre.
    const detail = screen.getByRole('table', { name: 'Cobertura por centro, vacuna y dosis' });
    expect(rowsOf(detail)[0]?.[0]).toBe('Centro');
    expect(rowsOf(detail)).toHaveLength(byCenter.length + 1);
  });

  it('should show a health user their centre alone, with nothing to group by', async () => {
    const server = serveIndicators(allAnswers(), { level: 'center', id: 1, name: 'Centro de Salud Norte' });
    const { user } = renderIndicators('/indicadores', 'health');
    await waitFor(() => expect(placeButton().textContent).toBe('Lugar: Centro de Salud NorteCentro de salud'));
    await user.click(placeButton());
    expect(itemNames()).toEqual(['Centro de Salud Norte, Centro de salud']);
    expect(groupingChoices()).toEqual(['Sin agrupar']);
    expect(server.lastQuery('coverage')).toEqual({ year: currentYear });
  });
});
