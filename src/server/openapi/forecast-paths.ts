import { z } from 'zod';
import { forecastStatusLabels } from '../../domain/forecast';
import { forecastAnswerSchema, forecastQuerySchema } from '../../domain/forecast-answer';
import { staffRoles } from '../../domain/roles';
import type { Paths } from '../../engine/server';
import { errorsFor } from '../../engine/server';
import { patients } from '../../entities/patients';
import { patientDayParameters } from './patient-day-parameters';

const { $schema: _dialect, ...answer } = z.toJSONSchema(forecastAnswerSchema);

const statuses = Object.entries(forecastStatusLabels)
  .map(([status, label]) => `\`${status}\` ('${label}')`)
  .join(', ');

/** The patient's forecast (`forecastRoute`, declared by the patients config). */
export const forecastPaths: Paths = {
  '/patients/{id}/forecast': {
    get: {
      operationId: 'patients.forecast',
      tags: [patients.labels.plural],
      summary: 'Próximas dosis de un paciente según el esquema',
      description: `Para cada vacuna con reglas del esquema y cada vacuna de la que el paciente tiene dosis activas (las históricas cuentan), por nombre: la próxima dosis, las dosis recibidas, el tamaño de la serie, las fechas (AAAA-MM-DD) desde la que puede aplicarse (\`earliestDate\`), recomendada, desde la que está atrasada y la última (nulas con la serie completa; \`latestDate\` nula sin edad máxima) y el estado en \`today\`: ${statuses}. Roles: ${staffRoles.join(', ')}.`,
      parameters: patientDayParameters(forecastQuerySchema),
      responses: {
        200: { description: 'La previsión del paciente.', content: { 'application/json': { schema: answer } } },
        ...errorsFor([400, 401, 403, 404, 500]),
      },
    },
  },
};
