import { z } from 'zod';
import { http } from '../api/client';

const lot = z.object({
  id: z.number(),
  batchNumber: z.string(),
  vaccineName: z.string().nullable(),
  expirationDate: z.string(),
  daysLeft: z.number(),
  availableQuantity: z.number(),
  initialQuantity: z.number(),
});

const list = z.object({ items: z.array(lot), total: z.number() });

const stockAlerts = z.object({
  expiringSoon: list,
  lowStock: list,
  soonDays: z.number(),
  lowStockPercent: z.number(),
});

/** One lot of an alert list, as the panel shows it. */
export type AlertLot = z.infer<typeof lot>;

/** A list's first lots and how many there are in all. */
export type AlertList = z.infer<typeof list>;

/** Both lists, and the bounds the server made them with (30 days, 10 %). */
export type StockAlerts = z.infer<typeof stockAlerts>;

/** Lots each list shows; the rest are counted. */
export const alertsShown = 5;

/**
 * The lot alerts as of the browser's `today` (`GET /stock-alerts`).
 *
 * @example
 * const alerts = await fetchStockAlerts('2026-05-20', controller.signal);
 */
export const fetchStockAlerts = async (today: string, signal: AbortSignal): Promise<StockAlerts> =>
  stockAlerts.parse(
    await http.request('GET', '/stock-alerts', { query: { today, limit: String(alertsShown) }, signal }),
  );
