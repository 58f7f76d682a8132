import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AlertBatch, StockAlerts } from '../../../src/app/home/alerts-api';
import { entities } from '../../../src/entities';
import { renderWithEngine } from '../../helpers/render-engine';

const api = vi.hoisted(() => ({ fetchStockAlerts: vi.fn() }));
vi.mock('../../../src/app/home/alerts-api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchStockAlerts: api.fetchStockAlerts,
}));

const { AlertsPanel } = await import('../../../src/app/home/AlertsPanel');

const batch = (id: number, overrides: Partial<AlertBatch> = {}): AlertBatch => ({
  id,
  batchNumber: `LT-${id}`,
  vaccineName: 'Comirnaty',
  expirationDate: '2026-06-11',
  daysLeft: 10,
  availableQuantity: 5,
  initialQuantity: 100,
  ...overrides,
});

const alerts = (overrides: Partial<StockAlerts> = {}): StockAlerts => ({
  expiringSoon: { items: [batch(1), batch(2, { daysLeft: 0, vaccineName: null })], total: 2 },
  lowStock: { items: [batch(3, { availableQuantity: 2, initialQuantity: 40 })], total: 1 },
  severeEvents: { items: [], total: 0 },
  soonDays: 30,
  lowStockPercent: 10,
  severeEventsThreshold: 3,
  ...overrides,
});

const renderPanel = () => renderWithEngine(<AlertsPanel />, { entities });
const list = (name: RegExp) => screen.getByRole('region', { name });

beforeEach(() => {
  api.fetchStockAlerts.mockReset();
});

describe('AlertsPanel', () => {
  it('should list the lots expiring soon with days left and the low ones with their vials', async () => {
    api.fetchStockAlerts.mockResolvedValue(alerts());
    renderPanel();

    expect(screen.getByRole('status').textContent).toContain('Cargando alertas...');
    await screen.findByRole('region', { name: /^Lotes por vencer/ });
    const expiring = within(list(/^Lotes por vencer/)).getAllByRole('listitem');
    expect(expiring.map((item) => item.textContent)).toEqual([
      'Lote LT-1 ComirnatyVence en 10 días el 11/06/2026',
      'Lote LT-2 Vacuna desconocidaVence hoy el 11/06/2026',
    ]);
    expect(within(list(/^Lotes con pocos viales/)).getByRole('listitem').textContent).toContain('2 de 40 viales');
    expect(api.fetchStockAlerts).toHaveBeenCalledWith(expect.objectContaining({ limit: 5 }));
  });

  it('should say when a list is empty', async () => {
    api.fetchStockAlerts.mockResolvedValue(
      alerts({ expiringSoon: { items: [], total: 0 }, lowStock: { items: [], total: 0 } }),
    );
    renderPanel();

    expect(await screen.findByText('Ningún lote vence en los próximos 30 días.')).toBeTruthy();
    expect(screen.getByText('Ningún lote abierto tiene el 10 % o menos de sus viales.')).toBeTruthy();
  });

  it('should load every lot of a list on Ver todos, and show the first five again on Ver menos', async () => {
    const many = Array.from({ length: 7 }, (_, index) => batch(index + 1));
    api.fetchStockAlerts.mockImplementation(async ({ limit }: { limit: number }) =>
      alerts({ expiringSoon: { items: many.slice(0, limit), total: 7 } }),
    );
    const { user } = renderPanel();
    await screen.findByText('Se muestran 5 de 7 lotes.');

    await user.click(screen.getByRole('button', { name: 'Ver todos' }));

    await waitFor(() => expect(within(list(/^Lotes por vencer/)).getAllByRole('listitem')).toHaveLength(7));
    expect(screen.getByRole('button', { name: 'Ver menos' }).getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Ver menos' }));
    expect(within(list(/^Lotes por vencer/)).getAllByRole('listitem')).toHaveLength(5);
  });

  it("should list the lots with 3 or more severe ESAVI as 'Revisar lote: eventos graves', and say nothing without any", async () => {
    api.fetchStockAlerts.mockResolvedValue(
      alerts({ severeEvents: { items: [{ ...batch(4), severeEventCount: 3 }], total: 1 } }),
    );
    const { unmount } = renderPanel();

    const severe = await screen.findByRole('region', { name: /^Revisar lote: eventos graves/ });
    expect(within(severe).getByText('Con 3 o más ESAVI graves reportados.')).toBeTruthy();
    expect(within(severe).getByRole('listitem').textContent).toBe('Lote LT-4 Comirnaty3 ESAVI graves');
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
    expect(failure.textContent).toContain('No se pudieron cargar las alertas de lotes.');
    await user.click(within(failure).getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByRole('region', { name: /^Lotes por vencer/ })).toBeTruthy();
  });
});
