import { alertLimits, type StockAlerts, stockAlertsSchema } from '../../domain/stock-alerts';
import { http } from '../api/client';

export type {
  ExpiringItem,
  LowStockItem,
  SevereEventsItem,
  StockAlerts,
  StockOutItem,
} from '../../domain/stock-alerts';

/** Items a list shows at first, and at most once the user asks to see them all (the API's cap). */
export const alertsShown = { first: alertLimits.default, all: alertLimits.max } as const;

/**
 * The first `limit` items of each stock alert list, per place of the account's scope, as of the
 * browser's `today` (`GET /stock-alerts`).
 *
 * @example
 * const alerts = await fetchStockAlerts({ today: '2026-05-20', limit: 5, signal: controller.signal });
 */
export const fetchStockAlerts = async (options: {
  today: string;
  limit: number;
  signal: AbortSignal;
}): Promise<StockAlerts> => {
  const { today, limit, signal } = options;
  return stockAlertsSchema.parse(
    await http.request('GET', '/stock-alerts', { query: { today, limit: String(limit) }, signal }),
  );
};
