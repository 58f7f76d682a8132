import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlaceStockItem } from '../../../src/domain/supply/place-stock';
import { entities } from '../../../src/entities';
import { createFakeDataProvider } from '../../helpers/fake-data-provider';
import { renderWithEngine } from '../../helpers/render-engine';
import { centersAnswer, nationalPlace, unitRows } from '../indicators/indicators-server';
import { choosePlace } from '../indicators/render-indicators';

const { StockPage } = await import('../../../src/app/stock/StockPage');

// Headless UI's popover watches its button move; jsdom has no ResizeObserver, a browser has.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const row = (overrides: Partial<PlaceStockItem>): PlaceStockItem => ({
  placeType: 'center',
  placeId: 1,
  placeName: 'Centro de Salud Norte',
  vaccineBatchId: 9,
  batchNumber: 'LT-2026-009',
  vaccineId: 3,
  vaccineName: 'Pentavalente',
  expirationDate: '2026-12-31',
  vials: 4,
  doses: 47,
  openVials: 1,
  openDoses: 7,
  ...overrides,
});

/** What `GET /stock` answers: its rows, a failure, or nothing yet. */
type StockAnswer = { items: PlaceStockItem[]; total: number } | { status: number } | 'pending';

/** Stands in for the API at the fetch level: the account, the places, `/stock` as told and its CSV; returns the URLs asked for. */
const serveStock = (answer: () => StockAnswer) => {
  const requested: URL[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    requested.push(url);
    if (url.pathname === '/api/v1/auth/me')
      return Response.json({ id: 9, name: 'Diego', lastname: 'Ramos', role: 'admin', place: nationalPlace });
    if (url.pathname === '/api/v1/org-units') return Response.json(unitRows);
    if (url.pathname === '/api/v1/vaccination-centers') return Response.json(centersAnswer(nationalPlace, url));
    if (url.pathname === '/api/v1/stock/export.csv')
      return new Response('\uFEFFLugar\r\n', {
        headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="existencias.csv"' },
      });
    if (url.pathname !== '/api/v1/stock') return Response.json({ message: 'Recurso no encontrado' }, { status: 404 });
    const given = answer();
    if (given === 'pending') return new Promise<Response>(() => {});
    if ('status' in given) return Response.json({ message: 'Error interno' }, { status: given.status });
    return Response.json({ ...given, page: Number(url.searchParams.get('page')), pageSize: 25 });
  });
  const lastQuery = (path: string) =>
    Object.fromEntries(requested.filter((url) => url.pathname === `/api/v1${path}`).at(-1)?.searchParams ?? []);
  return { lastQuery };
};

const renderPage = () =>
  renderWithEngine(<StockPage />, {
    provider: createFakeDataProvider({
      vaccines: [{ id: 3, isActive: true, vaccineName: 'Pentavalente' }],
      'vaccine-batches': [
        { id: 9, isActive: true, batchNumber: 'LT-2026-009', vaccine: { id: 3, vaccineName: 'Pentavalente' } },
      ],
    }),
    entities,
    role: 'admin',
  });

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((line) =>
      within(line)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('StockPage (Existencias)', () => {
  it("should list the account's stock per place and lot, in vials and doses, a page at a time", async () => {
    const store = row({
      placeType: 'store',
      placeId: 1,
      placeName: 'Red Nacional de Salud',
      vials: 120,
      doses: 1200,
      openVials: 0,
      openDoses: 0,
    });
    const server = serveStock(() => ({ items: [store, row({})], total: 30 }));
    renderPage();

    expect(await screen.findByText('Cargando existencias...')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Existencias por lugar y lote' });
    expect(rowsOf(table)).toEqual([
      ['Red Nacional de SaludAlmacén', 'LT-2026-009', 'Pentavalente', '31/12/2026', '120', '1200', '0', '0'],
      ['Centro de Salud NorteCentro de salud', 'LT-2026-009', 'Pentavalente', '31/12/2026', '4', '47', '1', '7'],
    ]);
    expect(screen.getByText(/30 filas/)).toBeTruthy();
    expect(server.lastQuery('/stock')).toEqual({ page: '1', pageSize: '25' });
  });

  it('should ask again for the place, vaccine and lot chosen, and export those rows', async () => {
    const server = serveStock(() => ({ items: [row({})], total: 1 }));
    const { user, notify } = renderPage();
    await screen.findByRole('table', { name: 'Existencias por lugar y lote' });

    await choosePlace(user, 'Centro de Salud Norte');
    await user.selectOptions(await screen.findByLabelText('Vacuna'), 'Pentavalente');
    await user.type(screen.getByLabelText('Lote'), 'LT-2026');
    await user.click(await screen.findByRole('option', { name: 'LT-2026-009 · Pentavalente' }));

    await waitFor(() =>
      expect(server.lastQuery('/stock')).toEqual({
        centerId: '1',
        vaccineId: '3',
        vaccineBatchId: '9',
        page: '1',
        pageSize: '25',
      }),
    );
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:csv';
        static override revokeObjectURL = () => {};
      },
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Exportar CSV de existencias' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalled());
    expect(server.lastQuery('/stock/export.csv')).toEqual({ centerId: '1', vaccineId: '3', vaccineBatchId: '9' });
  });

  it('should say when a place holds nothing, and tell a failed load with Reintentar', async () => {
    let answer: StockAnswer = { items: [], total: 0 };
    serveStock(() => answer);
    const { user, unmount } = renderPage();
    expect(await screen.findByText('No hay existencias en este lugar con estos filtros.')).toBeTruthy();
    unmount();

    answer = { status: 500 };
    renderPage();
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert.textContent).toContain('Algo salió mal al cargar las existencias');
    answer = { items: [row({})], total: 1 };
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: 'Existencias por lugar y lote' })).toBeTruthy();
  });
});
