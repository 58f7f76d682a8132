import type { EntityRouteConfig } from '../../engine';
import { scheduleAnswerSchema } from './assessment-data';

/** The antigens' route beyond their CRUD ones: the whole CDSi schedule, as the dose form's check reads it. */
export const antigenRoutes = [
  {
    name: 'schedule',
    method: 'get',
    path: '/schedule',
    access: 'read',
    summary: 'Esquema CDSi completo',
    description:
      'Los grupos de vacunas, antígenos (con sus series, inmunidad y contraindicaciones), vacunas, conflictos de vacunas vivas y observaciones activos, en el modelo del motor CDSi (docs/cdsi.md), con su versión (`version`) y la clave con la que el motor nombra cada vacuna (`productKeys`: su código CVX, o `#` y su id). El formulario de dosis evalúa con él la dosis antes de enviarla.',
    answers: { 200: { description: 'El esquema.', schema: scheduleAnswerSchema } },
    errors: [401, 403, 500],
  },
] as const satisfies readonly EntityRouteConfig[];
