import { z } from 'zod';
import { http } from '../api/client';

const batch = z.object({
  id: z.number(),
  batchNumber: z.string(),
  vaccineName: z.string().nullable(),
  expirationDate: z.string(),
  daysLeft: z.number(),
  availableQuantity: z.number(),
  initialQuantity: z.number(),
});

const list = z.object({ items: z.array(batch), total: z.number() });

/** A lot to review, with its active severe ESAVI reports. */
const severeBatch = batch.extend({ severeEventCount: z.number() });

const stockAlerts = z.object({
  expiringSoon: list,
  lowStock: list,
  severeEvents: z.object({ items: z.array(severeBatch), total: z.number() }),
  soonDays: z.number(),
  lowStockPercent: z.number(),
  severeEventsThreshold: z.number(),
});

/** One lot of an alert list, as the panel shows it. */
export type AlertBatch = z.infer<typeof batch>;

/** A lot of 'Revisar lote: eventos graves'. */
export type SevereEventsBatch = z.infer<typeof severeBatch>;

/** A list's first lots and how many there are in all. */
export type AlertList = z.infer<typeof list>;

/** The lists, and the bounds the server made them with (30 days, 10 %, 3 severe reports). */
export type StockAlerts = z.infer<typeof stockAlerts>;

/** Lots a list shows at first, and at most once the user asks to see them all (the API's cap). */
export const alertsShown = { first: 5, all: 50 } as const;

/**
 * The first `limit` lots of each alert list as of the browser's `today` (`GET /stock-alerts`).
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
  return stockAlerts.parse(
    await http.request('GET', '/stock-alerts', { query: { today, limit: String(limit) }, signal }),
  );
};
