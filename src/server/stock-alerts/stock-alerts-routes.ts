import { expiringSoonDays } from '../../domain/batch-expiry';
import { staffRoles } from '../../domain/roles';
import { alertLimits, type StockAlerts, stockAlertsQuerySchema, stockAlertsSchema } from '../../domain/stock-alerts';
import { today as serverToday } from '../../engine';
import { answer, defineRoute } from '../../engine/server';
import { expiringSoonBatches, lowStockBatches, lowStockPercent } from './queries';
import { severeEventBatches, severeEventsThreshold } from './severe-events';

/**
 * `GET /stock-alerts?today=&limit=` (staff): the home page's lot alerts, the first lots of each
 * list (expiring soon, low on vials, with severe ESAVI reports) and its total. `today` is the
 * browser's date (the server's when absent), so the lists follow the calendar of the person looking.
 */
export const stockAlertsRoute = defineRoute(
  {
    method: 'get',
    path: '/stock-alerts',
    operationId: 'stockAlerts',
    tag: 'Informes',
    roles: staffRoles,
    summary: 'Alertas de lotes',
    description: `Los lotes abiertos con viales que vencen en los próximos ${expiringSoonDays} días (el más próximo primero), los lotes abiertos sin vencer con ${lowStockPercent} % o menos de sus viales iniciales (la menor proporción primero) y los lotes no eliminados ni retirados con ${severeEventsThreshold} o más ESAVI graves activos ('Revisar lote: eventos graves', el más reportado primero): los primeros de cada lista y su total.`,
    query: stockAlertsQuerySchema,
    answers: { 200: { description: 'Las tres listas.', schema: stockAlertsSchema } },
    errors: [400, 401, 403, 500],
  },
  async ({ query }, { db }) => {
    const today = query.today || serverToday();
    const limit = query.limit ?? alertLimits.default;
    const [expiringSoon, lowStock, severeEvents] = await Promise.all([
      expiringSoonBatches({ db, today, limit }),
      lowStockBatches({ db, today, limit }),
      severeEventBatches({ db, today, limit }),
    ]);
    const alerts: StockAlerts = {
      expiringSoon,
      lowStock,
      severeEvents,
      soonDays: expiringSoonDays,
      lowStockPercent,
      severeEventsThreshold,
    };
    return answer(200, alerts);
  },
);
