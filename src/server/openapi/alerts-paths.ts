import { z } from 'zod';
import { expiringSoonDays } from '../../domain/batch-expiry';
import { staffRoles } from '../../domain/roles';
import type { Paths } from '../../engine/server';
import { errorsFor } from '../../engine/server';
import { lowStockPercent } from '../stock-alerts/queries';
import { alertLimits } from '../stock-alerts/router';
import { severeEventsThreshold } from '../stock-alerts/severe-events';
import { stockAlertsSchema } from '../stock-alerts/shape';

const { $schema: _dialect, ...alertsBody } = z.toJSONSchema(stockAlertsSchema);

/** The home page's lot alerts (`stockAlertsRouter`). */
export const alertsPaths: Paths = {
  '/stock-alerts': {
    get: {
      operationId: 'stockAlerts',
      tags: ['Informes'],
      summary: 'Alertas de lotes',
      description: `Los lotes abiertos con viales que vencen en los próximos ${expiringSoonDays} días (el más próximo primero), los lotes abiertos sin vencer con ${lowStockPercent} % o menos de sus viales iniciales (la menor proporción primero) y los lotes no eliminados ni retirados con ${severeEventsThreshold} o más ESAVI graves activos ('Revisar lote: eventos graves', el más reportado primero): los primeros de cada lista y su total. Roles: ${staffRoles.join(', ')}.`,
      parameters: [
        {
          name: 'today',
          in: 'query',
          required: false,
          description: 'La fecha de hoy del navegador (AAAA-MM-DD); la del servidor si falta.',
          schema: { type: 'string', format: 'date' },
        },
        {
          name: 'limit',
          in: 'query',
          required: false,
          description: `Lotes por lista (${alertLimits.default} si falta).`,
          schema: { type: 'integer', minimum: 1, maximum: alertLimits.max },
        },
      ],
      responses: {
        200: { description: 'Las tres listas.', content: { 'application/json': { schema: alertsBody } } },
        ...errorsFor([400, 401, 403, 500]),
      },
    },
  },
};
