import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExpiringItem, StockAlerts } from '../../../src/app/home/alerts-api';
import { entities } from '../../../src/entities';
import { renderWithEngine } from '../../helpers/render-engine';

const api = vi.hoisted(() => ({ fetchStockAlerts: vi.fn() }));
vi.mock('../../../src/app/home/alerts-api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchStockAlerts: api.fetchStockAlerts,
}));

const { AlertsPanel } = await import('../../../src/app/home/AlertsPanel');

const atCenter = { placeType: 'center', placeId: 2, placeName: 'Centro Norte' } as const;

const expiring = (id: number, overrides: Partial<ExpiringItem> = {}): ExpiringItem => ({
  ...atCenter,
  vaccineBatchId: id,
  batchNumber: `LT-${id}`,
  vaccineId: 4,
  vaccineName: 'Comirnaty',
  expirationDate: '2026-06-11',
  daysLeft: 10,
  vials: 2,
  doses: 12,
  monthsOfStock: 2.5,
  ...overrides,
});

const alerts = (overrides: Partial<StockAlerts> = {}): StockAlerts => ({
  expiringSoon: {
    items: [
      expiring(1),
      expiring(2, { daysLeft: 0, monthsOfStock: null, placeType: 'store', placeName: 'Distrito Norte' }),
    ],
    total: 2,
  },
  lowStock: {
    items: [{ ...atCenter, vaccineId: 4, vaccineName: 'Comirnaty', doses: 2, monthlyUse: 3, monthsOfStock: 0.7 }],
    total: 1,
  },
  stockOuts: { items: [{ ...atCenter, vaccineId: 5, vaccineName: 'BCG', monthlyUse: 3.7 }], total: 1 },
  severeEvents: { items: [], total: 0 },
  soonDays: 30,
  lowStockMonths: 1,
  severeEventsThreshold: 3,
  useMonths: { from: '2026-02', to: '2026-04' },
  ...overrides,
});

const renderPanel = () => renderWithEngine(<AlertsPanel />, { entities });
const list = (name: RegExp) => screen.getByRole('region', { name });

beforeEach(() => {
  api.fetchStockAlerts.mockReset();
});

describe('AlertsPanel', () => {
  it('should list per place the lots expiring soon, the vaccines low on stock and those a centre ran out of', async () => {
    api.fetchStockAlerts.mockResolvedValue(alerts());
    renderPanel();

    expect(screen.getByRole('status').textContent).toContain('Cargando alertas...');
    await screen.findByRole('region', { name: /^Lotes por vencer/ });
    const expiringItems = within(list(/^Lotes por vencer/)).getAllByRole('listitem');
    expect(expiringItems.map((item) => item.textContent)).toEqual([
      'Lote LT-1 ComirnatyCentro NorteVence en 10 días el 11/06/2026 · 12 dosis · 2,5 meses de stock',
      'Lote LT-2 ComirnatyAlmacén Distrito NorteVence hoy el 11/06/2026 · 12 dosis',
    ]);
    expect(within(list(/^Stock bajo/)).getByRole('listitem').textContent).toBe(
      'ComirnatyCentro Norte0,7 meses de stock 2 dosis',
    );
    expect(within(list(/^Vacunas sin stock/)).getByRole('listitem').textContent).toBe(
      'BCGCentro NorteUso: 3,7 dosis al mes',
    );
    expect(
      within(list(/^Stock bajo/)).getByText('Menos de 1 mes de stock al uso promedio de los últimos 3 meses.'),
    ).toBeTruthy();
    expect(api.fetchStockAlerts).toHaveBeenCalledWith(expect.objectContaining({ limit: 5 }));
  });

  it('should say when a list is empty', async () => {
    const none = { items: [], total: 0 };
    api.fetchStockAlerts.mockResolvedValue(alerts({ expiringSoon: none, lowStock: none, stockOuts: none }));
    renderPanel();

    expect(await screen.findByText('Ningún lote vence en los próximos 30 días.')).toBeTruthy();
    expect(screen.getByText('Ninguna vacuna tiene stock bajo.')).toBeTruthy();
    expect(screen.getByText('Ningún centro se quedó sin una vacuna que usa.')).toBeTruthy();
  });

  it('should load every lot of a list on Ver todos, and show the first five again on Ver menos', async () => {
    const many = Array.from({ length: 7 }, (_, index) => expiring(index + 1));
    api.fetchStockAlerts.mockImplementation(async ({ limit }: { limit: number }) =>
      alerts({ expiringSoon: { items: many.slice(0, limit), total: 7 } }),
    );
    const { user } = renderPanel();
    await screen.findByText('Se muestran 5 de 7.');

    await user.click(screen.getByRole('button', { name: 'Ver todos' }));

    await waitFor(() => expect(within(list(/^Lotes por vencer/)).getAllByRole('listitem')).toHaveLength(7));
    expect(screen.getByRole('button', { name: 'Ver menos' }).getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Ver menos' }));
    expect(within(list(/^Lotes por vencer/)).getAllByRole('listitem')).toHaveLength(5);
  });

  it("should list the lots with 3 or more severe ESAVI as 'Revisar lote: eventos graves', and say nothing without any", async () => {
    api.fetchStockAlerts.mockResolvedValue(
      alerts({ severeEvents: { items: [{ ...expiring(4), severeEventCount: 3 }], total: 1 } }),
    );
    const { unmount } = renderPanel();

    const severe = await screen.findByRole('region', { name: /^Revisar lote: eventos graves/ });
    expect(within(severe).getByText('Con 3 o más ESAVI graves reportados.')).toBeTruthy();
    expect(within(severe).getByRole('listitem').textContent).toBe('Lote LT-4 ComirnatyCentro Norte3 ESAVI graves');
    unmount();

    api.fetchStockAlerts.mockResolvedValue(alerts());
    renderPanel();
    await screen.findByRole('region', { name: /^Lotes por vencer/ });
    expect(screen.queryByRole('region', { name: /^Revisar lote/ })).toBeNull();
  });

  it('should tell a failed load and load again on Reintentar', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.fetchStockAlerts.mockRejectedValueOnce(new Error('sin red')).mockResolvedValue(alerts());
    const { user } = renderPanel();

    const failure = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(failure.textContent).toContain('No se pudieron cargar las alertas de stock.');
    await user.click(within(failure).getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByRole('region', { name: /^Lotes por vencer/ })).toBeTruthy();
  });
});
