import { Hono } from 'hono';
import { expiringSoonDays } from '../../domain/batch-expiry';
import { staffReads } from '../../domain/roles';
import { isValidIsoDate, today as serverToday } from '../../engine';
import type { Db } from '../../engine/server';
import { type ApiEnv, ApiFailure, allow } from '../../engine/server';
import { expiringSoonBatches, lowStockBatches, lowStockPercent } from './queries';
import { severeEventBatches, severeEventsThreshold } from './severe-events';
import type { StockAlerts } from './shape';

/** Lots shown per list by default, and the most a caller may ask for. */
export const alertLimits = { default: 5, max: 50 } as const;

/** Both staff roles read the alerts. */
const staffOnly = allow(staffReads, 'read');

/**
 * The home page's lot alerts (`GET /stock-alerts?today=&limit=`), for every staff role: the
 * first lots of each list (expiring soon, low on vials, with severe ESAVI reports) and its total. `today` is the browser's date (the server's when
 * absent), so the lists follow the calendar of the person looking.
 *
 * @example
 * api.route('/stock-alerts', stockAlertsRouter(store.db));
 */
export const stockAlertsRouter = (db: Db) =>
  new Hono<ApiEnv>().get('/', staffOnly, async (c) => {
    const today = readToday(c.req.query('today'));
    const limit = readLimit(c.req.query('limit'));
    const [expiringSoon, lowStock, severeEvents] = await Promise.all([
      expiringSoonBatches({ db, today, limit }),
      lowStockBatches({ db, today, limit }),
      severeEventBatches({ db, today, limit }),
    ]);
    const body: StockAlerts = {
      expiringSoon,
      lowStock,
      severeEvents,
      soonDays: expiringSoonDays,
      lowStockPercent,
      severeEventsThreshold,
    };
    return c.json(body);
  });

const readToday = (text: string | undefined): string => {
  if (text === undefined || text === '') return serverToday();
  if (isValidIsoDate(text)) return text;
  throw new ApiFailure(400, 'La fecha de hoy no es válida', { today: 'Use el formato AAAA-MM-DD' });
};

const readLimit = (text: string | undefined): number => {
  if (text === undefined || text === '') return alertLimits.default;
  const limit = Number(text);
  if (Number.isInteger(limit) && limit >= 1 && limit <= alertLimits.max) return limit;
  throw new ApiFailure(400, `El límite debe ser un número entre 1 y ${alertLimits.max}`, {
    limit: `Entre 1 y ${alertLimits.max}`,
  });
};
