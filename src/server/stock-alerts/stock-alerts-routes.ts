import { expiringSoonDays } from '../../domain/batch-expiry';
import { staffRoles } from '../../domain/roles';
import { alertLimits, type StockAlerts, stockAlertsQuerySchema, stockAlertsSchema } from '../../domain/stock-alerts';
import { lowStockMonths, monthText, useMonthsBefore } from '../../domain/supply/months-of-stock';
import { today as serverToday } from '../../engine';
import { answer, defineRoute } from '../../engine/server';
import { stockPlacesOf } from '../stock/stock-places-filter';
import { expiringAtPlaces } from './expiring';
import { namedAlerts } from './named-alerts';
import { severeEventsAtPlaces, severeEventsThreshold } from './severe-events';
import { lowAndOut, supplyLevelsOf } from './supply-levels';

const description = `Por lugar del ámbito de quien pregunta (o del centro \`centerId\`, o de la unidad \`orgUnitId\` con las unidades y centros por debajo; fuera del ámbito, 403), los primeros de cada lista y su total: \`expiringSoon\`, los lotes utilizables (abiertos, sin vencer ni retirar) que un lugar tiene y vencen en los próximos ${expiringSoonDays} días, el más próximo primero, con los meses de stock de su vacuna allí; \`lowStock\`, las vacunas de un lugar con menos de ${lowStockMonths} mes de stock ('meses de stock' = dosis utilizables ÷ uso mensual promedio, las dosis aplicadas en los 3 meses enteros antes de hoy ÷ 3: en un centro las suyas, en un almacén las de los centros por debajo de su unidad), la menor primero; \`stockOuts\`, las vacunas que un centro aplicó en esos meses sin dosis utilizables, la más usada primero; \`severeEvents\`, los lotes no eliminados ni retirados con ${severeEventsThreshold} o más ESAVI graves activos ('Revisar lote: eventos graves', contados en toda la red), en cada lugar que los tiene o que aplicó sus dosis reportadas, el más reportado primero.`;

/**
 * `GET /stock-alerts?today=&limit=&centerId=&orgUnitId=` (staff): the home page's stock alerts per
 * place in the caller's scope, each list its first items and its total. `today` is the browser's
 * date (the server's when absent), so the lists follow the calendar of the person looking.
 */
export const stockAlertsRoute = defineRoute(
  {
    method: 'get',
    path: '/stock-alerts',
    operationId: 'stockAlerts',
    tag: 'Informes',
    roles: staffRoles,
    summary: 'Alertas de stock por lugar',
    description,
    query: stockAlertsQuerySchema,
    answers: { 200: { description: 'Las cuatro listas.', schema: stockAlertsSchema } },
    errors: [400, 401, 403, 500],
  },
  async ({ query }, { db, user }) => {
    const today = query.today || serverToday();
    const limit = query.limit ?? alertLimits.default;
    const places = await stockPlacesOf(db, { scope: user.scope, query });
    const [expiring, levels, severe] = await Promise.all([
      expiringAtPlaces(db, { places, today, limit }),
      supplyLevelsOf(db, { places, today }),
      severeEventsAtPlaces(db, { places, today, limit }),
    ]);
    const { lowStock, stockOuts } = lowAndOut(levels);
    const months = useMonthsBefore(today);
    const [from, to] = [months[0], months[months.length - 1]];
    const lists = await namedAlerts(db, { expiring, levels, lowStock, stockOuts, severe, limit });
    const alerts: StockAlerts = {
      ...lists,
      soonDays: expiringSoonDays,
      lowStockMonths,
      severeEventsThreshold,
      useMonths: { from: from ? monthText(from) : '', to: to ? monthText(to) : '' },
    };
    return answer(200, alerts);
  },
);
