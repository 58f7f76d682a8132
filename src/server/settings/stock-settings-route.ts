import { staffRoles } from '../../domain/roles';
import { type StockSettings, stockSettingsSchema } from '../../domain/supply/requisitions';
import { answer, defineRoute } from '../../engine/server';

/**
 * `GET /settings/stock` (staff): the programme's stock settings, as the server was started with
 * them (`STOCK_MAXIMUM_MONTHS`, docs/configuration.md).
 *
 * @example
 * const route = stockSettingsRoute({ maximumStockMonths: 3 });
 */
export const stockSettingsRoute = (settings: StockSettings) =>
  defineRoute(
    {
      method: 'get',
      path: '/settings/stock',
      operationId: 'settings.stock',
      tag: 'Stock',
      roles: staffRoles,
      summary: 'Ajustes del stock',
      description:
        'Los meses de consumo que un lugar debe tener como máximo (`maximumStockMonths`), con los que se sugieren las cantidades de un pedido.',
      answers: { 200: { description: 'Los ajustes.', schema: stockSettingsSchema } },
      errors: [401, 403, 500],
    },
    async () => answer(200, { maximumStockMonths: settings.maximumStockMonths }),
  );
