import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StockMovement, StockMovementsPage } from '../../../src/domain/stock-movements';
import { ApiError } from '../../../src/engine/data-provider';
import { entities } from '../../../src/entities';
import { createFakeDataProvider } from '../../helpers/fake-data-provider';
import { renderWithEngine } from '../../helpers/render-engine';

const api = vi.hoisted(() => ({ fetchMovements: vi.fn() }));
vi.mock('../../../src/app/batches/movements-api', () => ({
  fetchBatchMovements: api.fetchMovements,
  movementsPageSize: 25,
}));

const { BatchMovementsPage } = await import('../../../src/app/batches/BatchMovementsPage');

const batch = {
  id: 4,
  isActive: true,
  batchNumber: 'LT-2026-004',
  vaccineId: 1,
  vaccine: { id: 1, vaccineName: 'Comirnaty' },
  manufactureDate: '2026-01-10',
  expirationDate: '2027-01-10',
  initialQuantity: 10,
  availableQuantity: 6,
  status: 1,
  recalledAt: null,
  recallReason: null,
};

const movement = (values: Partial<StockMovement> & Pick<StockMovement, 'id' | 'kind' | 'quantity' | 'balanceAfter'>) =>
  ({
    reason: null,
    note: null,
    at: '2026-03-05T13:30:00.000Z',
    userId: 1,
    appliedDoseId: null,
    ...values,
  }) satisfies StockMovement;

/** Newest first: received 10, a dose, two broken vials, a count that found one fewer. */
const ledger: StockMovement[] = [
  movement({ id: 4, kind: 'count', quantity: -1, balanceAfter: 6, note: 'Revisión mensual' }),
  movement({ id: 3, kind: 'discard', quantity: -2, balanceAfter: 7, reason: 'broken' }),
  movement({ id: 2, kind: 'dose', quantity: -1, balanceAfter: 9, userId: 2, appliedDoseId: 31 }),
  movement({ id: 1, kind: 'receipt', quantity: 10, balanceAfter: 10 }),
];

const pageOf = (items: StockMovement[], total = items.length, page = 1, isTotalCapped = false): StockMovementsPage => ({
  items,
  total,
  isTotalCapped,
  page,
  pageSize: 25,
});

const renderPage = (rows: { batches?: object[] } = {}) => {
  const provider = createFakeDataProvider({
    'vaccine-batches': (rows.batches ?? [batch]) as never,
    users: [
      { id: 1, isActive: true, name: 'Ana', lastname: 'Admin', email: 'ana@gmail.com', role: 'admin' },
      { id: 2, isActive: true, name: 'Hugo', lastname: 'Salud', email: 'hugo@gmail.com', role: 'health' },
    ],
  });
  const router = createMemoryRouter([{ path: '/lotes/:id/movimientos', element: <BatchMovementsPage /> }], {
    initialEntries: ['/lotes/4/movimientos'],
  });
  return renderWithEngine(<RouterProvider router={router} />, { entities, provider, role: 'admin' });
};

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeEach(() => {
  api.fetchMovements.mockReset();
});
afterEach(() => vi.restoreAllMocks());

describe('LotMovementsPage', () => {
  it('should say it is loading, then show the lot and its ledger newest first with the balance each left', async () => {
    let resolve: (page: StockMovementsPage) => void = () => undefined;
    api.fetchMovements.mockReturnValueOnce(new Promise((done) => (resolve = done)));
    renderPage();
    expect((await screen.findByRole('status')).textContent).toBe('Cargando movimientos...');
    resolve(pageOf(ledger));
    const table = await screen.findByRole('table', { name: 'Movimientos del lote LT-2026-004' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Movimientos del lote LT-2026-004');
    const [, ...rows] = within(table).getAllByRole('row');
    expect(rows.map(cellsOf).map((cells) => cells.slice(1))).toEqual([
      ['Conteo físico', '−1', '—', 'Revisión mensual', '6', 'Ana Admin'],
      ['Baja', '−2', 'Frasco roto', '—', '7', 'Ana Admin'],
      ['Dosis aplicada', '−1', '—', 'Dosis n.º 31', '9', 'Hugo Salud'],
      ['Recepción', '+10', '—', '—', '10', 'Ana Admin'],
    ]);
    expect(api.fetchMovements).toHaveBeenCalledWith(expect.objectContaining({ batchId: 4, page: 1 }));
    const summary = screen.getByRole('region', { name: 'Datos del lote' });
    expect(within(summary).getByText('Disponibles').nextElementSibling?.textContent).toBe('6');
    expect(within(summary).getByText('Estado').nextElementSibling?.textContent).toBe('Abierto');
  });

  it("should show a recalled lot as 'Retirado' with its reason", async () => {
    api.fetchMovements.mockResolvedValue(pageOf(ledger));
    renderPage({
      batches: [
        {
          ...batch,
          status: 2,
          availableQuantity: 0,
          recalledAt: '2026-03-06T10:00:00.000Z',
          recallReason: 'Alerta del fabricante',
        },
      ],
    });
    const summary = await screen.findByRole('region', { name: 'Datos del lote' });
    expect(within(summary).getByText('Estado').nextElementSibling?.textContent).toBe('Retirado');
    expect(within(summary).getByText('Motivo del retiro').nextElementSibling?.textContent).toBe(
      'Alerta del fabricante',
    );
  });

  it('should page through a long ledger', async () => {
    api.fetchMovements.mockImplementation(async ({ page }: { page: number }) =>
      pageOf(page === 1 ? ledger : [movement({ id: 0, kind: 'receipt', quantity: 1, balanceAfter: 1 })], 26, page),
    );
    const { user } = renderPage();
    const pager = await screen.findByRole('navigation', { name: 'Páginas de movimientos' });
    expect(pager.textContent).toContain('Página 1 de 2 · 26 movimientos');
    expect((within(pager).getByRole('button', { name: 'Página anterior' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(pager).getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(pager.textContent).toContain('Página 2 de 2'));
    expect(api.fetchMovements).toHaveBeenLastCalledWith(expect.objectContaining({ batchId: 4, page: 2 }));
    expect(await screen.findByRole('cell', { name: '+1' })).toBeTruthy();
    expect((within(pager).getByRole('button', { name: 'Página siguiente' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("should say 'más de' for a ledger counted up to its cap, and page on past the pages counted", async () => {
    api.fetchMovements.mockImplementation(async ({ page }: { page: number }) =>
      pageOf(ledger, Math.max(1000, page * 25), page, true),
    );
    const { user } = renderPage();
    const pager = await screen.findByRole('navigation', { name: 'Páginas de movimientos' });
    expect(pager.textContent).toContain('Página 1 de más de 40 · más de 1.000 movimientos');
    const next = within(pager).getByRole('button', { name: 'Página siguiente' }) as HTMLButtonElement;
    for (let page = 2; page <= 41; page += 1) {
      await waitFor(() => expect(next.disabled).toBe(false));
      await user.click(next);
      await waitFor(() => expect(pager.textContent).toContain(`Página ${page} de más de`));
    }
    expect(pager.textContent).toContain('Página 41 de más de 41 · más de 1.025 movimientos');
  });

  it('should say when the lot has no movements', async () => {
    api.fetchMovements.mockResolvedValue(pageOf([]));
    renderPage();
    expect(await screen.findByText('Este lote aún no tiene movimientos.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("should tell a failed load with the server's words and load again on Reintentar", async () => {
    api.fetchMovements.mockRejectedValueOnce(new ApiError({ status: 500, message: 'Base de datos no disponible' }));
    api.fetchMovements.mockResolvedValueOnce(pageOf(ledger));
    const { user } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Algo salió mal al cargar los movimientos: Base de datos no disponible');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: 'Movimientos del lote LT-2026-004' })).toBeTruthy();
  });

  it('should say a lot that does not exist was not found, with the way back to Lotes', async () => {
    api.fetchMovements.mockRejectedValue(new ApiError({ status: 404, message: 'El lote no existe' }));
    const { provider } = renderPage({ batches: [] });
    provider.getOne.mockRejectedValue(new ApiError({ status: 404, message: 'El lote no existe' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lote no encontrado' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a Lotes' }).getAttribute('href')).toBe('/lotes');
  });
});
