import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BatchReportItem, DoseReportItem } from '../../../src/app/home/reports-api';
import { useThemeStore } from '../../../src/app/theme/theme-store';
import { ApiError } from '../../../src/engine/data-provider';
import { entities } from '../../../src/entities';
import { createFakeDataProvider } from '../../helpers/fake-data-provider';
import { renderWithEngine } from '../../helpers/render-engine';

// jsdom has no canvas: the chart drawing module of the home page's own hook is replaced.
const drawing = vi.hoisted(() => ({ destroy: vi.fn(), draw: vi.fn() }));
vi.mock('../../../src/app/home/draw-bar-chart', () => ({
  drawBarChart: drawing.draw.mockImplementation(() => ({ destroy: drawing.destroy })),
}));

const reports = vi.hoisted(() => ({ doses: vi.fn(), batches: vi.fn() }));
vi.mock('../../../src/app/home/reports-api', () => ({
  fetchDosesApplied: reports.doses,
  fetchBatchAvailability: reports.batches,
}));

// The stock alerts panel loads by itself: quiet and empty here (tests/components/home/alerts-panel.test.tsx covers it).
vi.mock('../../../src/app/home/alerts-api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchStockAlerts: async () => ({
    expiringSoon: { items: [], total: 0 },
    lowStock: { items: [], total: 0 },
    stockOuts: { items: [], total: 0 },
    severeEvents: { items: [], total: 0 },
    soonDays: 30,
    lowStockMonths: 1,
    severeEventsThreshold: 3,
    useMonths: { from: '2026-02', to: '2026-04' },
  }),
}));

// The due lists load by themselves: empty here (tests/components/home/due-doses-panel.test.tsx covers their rows).
const due = vi.hoisted(() => ({ fetch: vi.fn() }));
vi.mock('../../../src/app/home/due-doses-api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchDueDoses: due.fetch,
}));

// Where the signed-in account works (`GET /auth/me`): the whole network unless a test says otherwise.
const account = vi.hoisted(() => ({
  place: { level: 'national', id: null, name: 'Red Nacional de Salud' } as {
    level: 'national' | 'region' | 'district' | 'center';
    id: number | null;
    name: string;
  },
}));
vi.mock('../../../src/app/home/useOwnPlace', () => ({
  useOwnPlace: () => ({ place: account.place, isLoading: false, error: null }),
}));

const { HomePage } = await import('../../../src/app/home/HomePage');

const doses: DoseReportItem[] = [
  { applicationDateTime: new Date().toISOString(), vaccineBatch: { vaccine: { vaccineName: 'Comirnaty' } } },
  { applicationDateTime: '2026-01-01T10:00:00Z', vaccineBatch: { vaccine: { vaccineName: 'Comirnaty' } } },
  { applicationDateTime: '2026-01-01T10:00:00Z', vaccineBatch: { vaccine: { vaccineName: 'Sinovac' } } },
];

const batches: BatchReportItem[] = [
  {
    id: 1,
    batchNumber: 'PF-1',
    expirationDate: '2099-01-01',
    availableQuantity: 118,
    status: 1,
    vaccine: { vaccineName: 'Comirnaty' },
  },
  { id: 2, batchNumber: 'SV-1', expirationDate: '2099-01-01', availableQuantity: 4, status: 2, vaccine: null },
];

const centerRows = () => ({
  'vaccination-centers': [
    { id: 2, isActive: true, centerName: 'Hospital San José' },
    { id: 1, isActive: true, centerName: 'Centro de Salud Norte' },
  ],
});

const renderHome = (provider = createFakeDataProvider(centerRows())) =>
  renderWithEngine(<HomePage />, { provider, entities });

const centerSelect = () => screen.getByLabelText('Centro de Salud') as HTMLSelectElement;

const drawnConfigs = () => drawing.draw.mock.calls.map(([, config]) => config);

/**
 * The configuration a chart was drawn with. The chart is drawn in an effect that can run
 * after its accessible image is on screen, so this waits for the drawing.
 */
const drawnConfig = (datasetLabel: string) =>
  waitFor(() => {
    const config = drawnConfigs().find((drawn) => drawn.data.datasets[0].label === datasetLabel);
    expect(config).toBeDefined();
    return config;
  });

beforeEach(() => {
  account.place = { level: 'national', id: null, name: 'Red Nacional de Salud' };
  due.fetch.mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 10 });
  reports.doses.mockResolvedValue(doses);
  reports.batches.mockResolvedValue(batches);
});

afterEach(() => {
  vi.clearAllMocks();
  act(() => useThemeStore.setState({ theme: 'SNH', isDark: false }));
  localStorage.removeItem('theme');
});

describe('HomePage', () => {
  it('should welcome the user and list the centres by name once loaded', async () => {
    renderHome();

    expect(screen.getByRole('heading', { name: 'Bienvenido a SNH Vacunas' })).toBeTruthy();
    expect(screen.getByText('Panel principal del sistema de gestión de vacunas')).toBeTruthy();
    expect(centerSelect().disabled).toBe(true);
    expect(within(centerSelect()).getByRole('option', { name: 'Cargando...' })).toBeTruthy();

    await waitFor(() => expect(centerSelect().disabled).toBe(false));
    expect(
      within(centerSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Seleccione un centro', 'Centro de Salud Norte', 'Hospital San José']);
  });

  it("should show a health user's own centre at first, its doses and its due lists", async () => {
    account.place = { level: 'center', id: 1, name: 'Centro de Salud Norte' };
    renderHome();

    await waitFor(() => expect(centerSelect().disabled).toBe(false));
    expect(centerSelect().selectedOptions[0]?.textContent).toBe('Centro de Salud Norte');
    await waitFor(() => expect(reports.doses).toHaveBeenCalledWith(1, expect.any(AbortSignal)));
    await waitFor(() =>
      expect(due.fetch.mock.calls.map(([request]) => [request.kind, request.centerId, request.orgUnitId])).toEqual(
        expect.arrayContaining([
          ['upcoming', 1, undefined],
          ['overdue', 1, undefined],
          ['zero-dose', 1, undefined],
        ]),
      ),
    );
  });

  it("should show a district admin's due lists of their district, naming each row's centre, until they choose a centre", async () => {
    account.place = { level: 'district', id: 7, name: 'Distrito Lima Norte' };
    due.fetch.mockResolvedValue({
      items: [
        {
          vaccinationCenterId: 2,
          centerName: 'Hospital San José',
          patientId: 5,
          patientName: 'Thiago Ramírez',
          vaccineId: 3,
          vaccineName: 'BCG',
          doseNumber: 1,
          dueDate: '2026-03-02',
          phone: null,
        },
      ],
      total: 1,
      page: 1,
      pageSize: 10,
    });
    const { user } = renderHome();

    expect(
      screen.getByText(
        'Listas de seguimiento de Distrito Lima Norte: los pacientes de todos sus centros, con el centro en cada fila. Elija un centro arriba para ver solo los suyos.',
      ),
    ).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Dosis atrasadas de los centros' });
    expect(within(table).getAllByRole('columnheader')[1]?.textContent).toBe('Centro');
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain('Hospital San José');
    expect(due.fetch).toHaveBeenCalledWith(
      expect.objectContaining({ orgUnitId: 7, kind: 'overdue' }),
      expect.any(AbortSignal),
    );
    expect(centerSelect().value).toBe('');

    await waitFor(() => expect(centerSelect().disabled).toBe(false));
    await user.selectOptions(centerSelect(), 'Hospital San José');

    expect(await screen.findByRole('table', { name: 'Dosis atrasadas del centro' })).toBeTruthy();
    expect(due.fetch).toHaveBeenLastCalledWith(expect.objectContaining({ centerId: 2 }), expect.any(AbortSignal));
    expect(screen.queryByText(/Listas de seguimiento de/)).toBeNull();
  });

  it('should ask for a centre when the user leaves the select empty', async () => {
    const { user } = renderHome();
    await waitFor(() => expect(centerSelect().disabled).toBe(false));
    expect(screen.queryByText('Debe seleccionar un centro de salud válido')).toBeNull();

    await user.click(centerSelect());
    await user.tab();

    expect(screen.getByText('Debe seleccionar un centro de salud válido')).toBeTruthy();
    expect(centerSelect().getAttribute('aria-invalid')).toBe('true');
  });

  it("should show the error toast when the centres can't be loaded", async () => {
    const provider = createFakeDataProvider(centerRows());
    provider.getList.mockRejectedValueOnce(new ApiError({ status: 500, message: 'Base de datos caída' }));
    const { notify } = renderHome(provider);

    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Algo salió mal al cargar los centros: Base de datos caída'),
    );
  });

  it("should chart the chosen centre's doses per vaccine, loading again when the choice changes", async () => {
    let finish: (items: DoseReportItem[]) => void = () => {};
    reports.doses.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    const { user } = renderHome();
    await waitFor(() => expect(centerSelect().disabled).toBe(false));

    await user.selectOptions(centerSelect(), 'Hospital San José');

    // The report loads in an effect, which may run after the select's change resolves.
    await waitFor(() => expect(reports.doses).toHaveBeenCalledWith(2, expect.any(AbortSignal)));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Cargando datos...'));
    act(() => finish(doses));
    const chart = await screen.findByRole('img', { name: /Dosis aplicadas por vacuna/ });
    expect(chart.getAttribute('aria-label')).toBe(
      'Gráfico de barras: Dosis aplicadas por vacuna. Comirnaty: 2; Sinovac: 1.',
    );
    const dosesConfig = await drawnConfig('Dosis aplicadas');
    expect(dosesConfig?.data.labels).toEqual(['Comirnaty', 'Sinovac']);
    expect(dosesConfig?.options?.scales?.y?.title).toMatchObject({ text: 'Cantidad de dosis' });

    await user.selectOptions(centerSelect(), 'Centro de Salud Norte');
    await waitFor(() => expect(reports.doses).toHaveBeenLastCalledWith(1, expect.any(AbortSignal)));
  });

  it('should show the alert and log the failure when the doses report fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    reports.doses.mockRejectedValueOnce(new Error('boom'));
    const { user } = renderHome();
    await waitFor(() => expect(centerSelect().disabled).toBe(false));

    await user.selectOptions(centerSelect(), 'Hospital San José');

    expect((await screen.findByRole('alert')).textContent).toBe('Ocurrió un error al cargar los datos.');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('should always chart the vials per batch, and only log a failure there', async () => {
    renderHome();
    const chart = await screen.findByRole('img', { name: /Dosis disponibles por lote/ });
    await waitFor(() =>
      expect(chart.getAttribute('aria-label')).toBe(
        'Gráfico de barras: Dosis disponibles por lote. Lote PF-1 (Comirnaty): 118; Lote SV-1 (Desconocida): 4.',
      ),
    );
    const config = await drawnConfig('Dosis disponibles');
    expect(config?.options?.scales?.x?.ticks).toMatchObject({ autoSkip: false, maxRotation: 45 });
    expect(config?.options?.scales?.x?.title).toMatchObject({ text: 'Lotes' });
  });

  it('should draw the charts at once for a user who asks for reduced motion, and animate them otherwise', async () => {
    renderHome();
    expect((await drawnConfig('Dosis disponibles'))?.options?.animation).toBeUndefined();
    cleanup();
    drawing.draw.mockClear();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    try {
      renderHome();
      expect((await drawnConfig('Dosis disponibles'))?.options?.animation).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('should log a failed availability report and show no alert', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    reports.batches.mockRejectedValueOnce(new Error('boom'));
    renderHome();

    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    log.mockRestore();
  });

  it('should show the summary figures from the reports', async () => {
    const { user } = renderHome();
    await waitFor(() => expect(centerSelect().disabled).toBe(false));
    await user.selectOptions(centerSelect(), 'Hospital San José');
    await screen.findByRole('img', { name: /Dosis aplicadas por vacuna/ });

    const figures = within(screen.getByRole('region', { name: 'Resumen' })).getAllByRole('listitem');
    expect(figures.map((figure) => figure.textContent)).toEqual([
      'Dosis aplicadas hoy1Hospital San José',
      'Lotes activos1Lotes abiertos',
      'Lotes por vencer0En los próximos 30 días',
      'Viales disponibles122En todos los lotes',
    ]);
  });

  it('should redraw the charts in the new theme, destroying the old ones first, and on unmount', async () => {
    const { unmount } = renderHome();
    await screen.findByRole('img', { name: /Dosis disponibles por lote/ });
    await drawnConfig('Dosis disponibles');
    const drawnBefore = drawing.draw.mock.calls.length;
    const destroyedBefore = drawing.destroy.mock.calls.length;

    act(() => useThemeStore.getState().toggle());

    expect(drawing.destroy.mock.calls.length).toBe(destroyedBefore + 1);
    expect(drawing.draw.mock.calls.length).toBe(drawnBefore + 1);
    expect(drawnConfigs().at(-1)?.options?.scales?.y?.grid).toMatchObject({ color: '#2A3833' });
    expect(drawnConfigs().at(-1)?.data.datasets[0].backgroundColor).toBe('#1B856E');

    unmount();
    expect(drawing.destroy.mock.calls.length).toBe(destroyedBefore + 2);
  });
});
