import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  BatchRecipient,
  BatchRecipientsPage,
  StockMovement,
  StockMovementsPage,
} from '../../../src/domain/stock-movements';
import { ApiError } from '../../../src/engine/data-provider';
import { entities } from '../../../src/entities';
import { createFakeDataProvider } from '../../helpers/fake-data-provider';
import { renderWithEngine } from '../../helpers/render-engine';

const api = vi.hoisted(() => ({ fetchMovements: vi.fn(), fetchRecipients: vi.fn(), downloadRecipients: vi.fn() }));
vi.mock('../../../src/app/batches/movements-api', () => ({
  fetchBatchMovements: api.fetchMovements,
  movementsPageSize: 25,
}));
vi.mock('../../../src/app/batches/recipients-api', () => ({
  fetchBatchRecipients: api.fetchRecipients,
  downloadBatchRecipients: api.downloadRecipients,
  recipientsPageSize: 25,
}));

const { BatchPage } = await import('../../../src/app/batches/BatchPage');

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
    placeType: 'store',
    placeId: 1,
    vials: values.quantity,
    openDoses: 0,
    transferId: null,
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

const recipient: BatchRecipient = {
  appliedDoseId: 31,
  patientId: 7,
  firstName: 'Lucía',
  lastname: 'Ramos',
  identityDocument: '45678912',
  phone: '51999888777',
  isRepresentativePhone: true,
  applicationDateTime: '2026-03-05T13:30:00.000Z',
  vaccinationCenterId: 2,
  centerName: 'Hospital San José',
};

const recipientsOf = (items: BatchRecipient[]): BatchRecipientsPage => ({
  items,
  total: items.length,
  page: 1,
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
  // A lot the server does not have answers 404, as the API does.
  provider.getOne.mockImplementation(async (_entity, id) => {
    const row = (rows.batches ?? [batch]).find((candidate) => (candidate as { id: number }).id === id);
    if (!row) throw new ApiError({ status: 404, message: 'El lote no existe' });
    return structuredClone(row) as never;
  });
  const router = createMemoryRouter(
    [
      { path: '/lotes/:id', element: <BatchPage /> },
      { path: '/lotes', element: <h1>Lotes</h1> },
    ],
    { initialEntries: ['/lotes/4'] },
  );
  return renderWithEngine(<RouterProvider router={router} />, { entities, provider, role: 'admin' });
};

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

const ledgerSection = () => screen.getByRole('region', { name: 'Movimientos' });

beforeEach(() => {
  api.fetchMovements.mockReset();
  api.fetchRecipients.mockReset().mockResolvedValue(recipientsOf([recipient]));
});
afterEach(() => vi.restoreAllMocks());

describe('BatchPage', () => {
  it('should show the lot, its actions as labelled buttons, and its ledger newest first with the balance each left', async () => {
    let resolve: (page: StockMovementsPage) => void = () => undefined;
    api.fetchMovements.mockReturnValueOnce(new Promise((done) => (resolve = done)));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lote LT-2026-004' })).toBeTruthy();
    expect(within(ledgerSection()).getByRole('status').textContent).toBe('Cargando movimientos...');
    resolve(pageOf(ledger));
    const table = await screen.findByRole('table', { name: 'Movimientos del lote LT-2026-004' });
    const [, ...rows] = within(table).getAllByRole('row');
    expect(rows.map(cellsOf).map((cells) => cells.slice(1))).toEqual([
      ['Conteo físico', '−1', '—', 'Revisión mensual', '6', 'Ana Admin'],
      ['Baja', '−2', 'Frasco roto', '—', '7', 'Ana Admin'],
      ['Dosis aplicada', '−1', '—', 'Dosis n.º 31', '9', 'Hugo Salud'],
      ['Recepción', '+10', '—', '—', '10', 'Ana Admin'],
    ]);
    expect(api.fetchMovements).toHaveBeenCalledWith(expect.objectContaining({ batchId: 4, page: 1, pageSize: 25 }));
    const summary = screen.getByRole('region', { name: 'Datos del lote' });
    expect(within(summary).getByText('Disponibles').nextElementSibling?.textContent).toBe('6');
    expect(within(summary).getByText('Estado').nextElementSibling?.textContent).toBe('Abierto');
    expect(within(summary).queryByText('Motivo del retiro')).toBeNull();
    const actions = screen.getByRole('region', { name: 'Acciones del lote' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Dar de baja', 'Conteo físico', 'Retirar lote']);
    expect(screen.getByRole('link', { name: 'Volver a Lotes' }).getAttribute('href')).toBe('/lotes');
  });

  it("should open an action's dialog on the lot from its button", async () => {
    api.fetchMovements.mockResolvedValue(pageOf(ledger));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Conteo físico' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conteo físico' });
    expect(dialog.textContent).toContain('Lote LT-2026-004');
    expect(dialog.textContent).toContain('Disponibles:6');
  });

  it("should show a recalled lot as 'Retirado' with its reason, and offer no action", async () => {
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
    expect(screen.queryByRole('region', { name: 'Acciones del lote' })).toBeNull();
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
    await waitFor(() => expect(pager.textContent).toContain('Página 41 de más de 41 · más de 1.025 movimientos'));
  });

  it('should say when the lot has no movements', async () => {
    api.fetchMovements.mockResolvedValue(pageOf([]));
    renderPage();
    expect(await screen.findByText('Este lote aún no tiene movimientos.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: /Movimientos/ })).toBeNull();
  });

  it("should tell a failed load with the server's words and load again on Reintentar", async () => {
    api.fetchMovements.mockRejectedValueOnce(new ApiError({ status: 500, message: 'Base de datos no disponible' }));
    api.fetchMovements.mockResolvedValueOnce(pageOf(ledger));
    const { user } = renderPage();
    const alert = await within(await screen.findByRole('region', { name: 'Movimientos' })).findByRole('alert');
    expect(alert.textContent).toContain('Algo salió mal al cargar los movimientos: Base de datos no disponible');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: 'Movimientos del lote LT-2026-004' })).toBeTruthy();
  });

  it('should say a lot that does not exist was not found, with the way back to Lotes', async () => {
    api.fetchMovements.mockRejectedValue(new ApiError({ status: 404, message: 'El lote no existe' }));
    renderPage({ batches: [] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lote no encontrado' })).toBeTruthy();
    expect(screen.getByText('El lote que busca no existe o fue eliminado.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a Lotes' }).getAttribute('href')).toBe('/lotes');
  });

  it("should list the lot's recipients with a link to each card and the representative's phone, and export them", async () => {
    api.fetchMovements.mockResolvedValue(pageOf(ledger));
    api.downloadRecipients.mockResolvedValue({ blob: new Blob(['x']), fileName: 'receptores-LT-2026-004.csv' });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user, notify } = renderPage();
    const table = await screen.findByRole('table', { name: 'Personas vacunadas con el lote LT-2026-004' });
    const [, row] = within(table).getAllByRole('row');
    expect(cellsOf(row as HTMLElement)).toEqual([
      'Lucía Ramos',
      '45678912',
      '51999888777 (representante)',
      expect.stringMatching(/^05\/03\/2026/),
      'Hospital San José',
    ]);
    expect(within(table).getByRole('link', { name: 'Ver carnet de Lucía Ramos' }).getAttribute('href')).toBe(
      '/pacientes/7/carnet',
    );
    expect(api.fetchRecipients).toHaveBeenCalledWith(expect.objectContaining({ batchId: 4, page: 1 }));
    await user.click(screen.getByRole('button', { name: 'Exportar CSV de personas vacunadas' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Archivo receptores-LT-2026-004.csv descargado'));
    expect(api.downloadRecipients).toHaveBeenCalledWith(4, expect.any(AbortSignal));
  });
});
