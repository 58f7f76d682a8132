import { z } from 'zod';
import { dueSoonDays } from '../../domain/dose-schedule';
import { staffRoles } from '../../domain/roles';
import type { JsonSchema, Paths } from '../../engine/server';
import { enumSchemaOf, errorsFor, maxPageSize } from '../../engine/server';
import { defaultDuePageSize, dueDosesPage, dueKinds } from '../schedules/due-doses-schema';

const { $schema: _dialect, ...pageSchema } = z.toJSONSchema(dueDosesPage, { io: 'output' });

const query = (name: string, description: string, schema: JsonSchema, required = true) => ({
  name,
  in: 'query' as const,
  required,
  description,
  schema,
});

/** `GET /due-doses` (schedules/due-doses-router.ts). */
export const dueDosesPaths: Paths = {
  '/due-doses': {
    get: {
      operationId: 'dueDoses.list',
      tags: ['Informes'],
      summary: 'Dosis próximas o atrasadas de un centro',
      description: `Una página de las próximas dosis (vencen entre hoy y ${dueSoonDays} días después) o de las atrasadas (vencidas antes de hoy, la más atrasada primero) de los pacientes cuya última dosis se aplicó en el centro; cada una con el paciente, la vacuna, el número de dosis, la fecha y el teléfono (el del representante si el menor no tiene). Roles: ${staffRoles.join(', ')}.`,
      parameters: [
        query('centerId', 'Id del centro.', { type: 'integer', minimum: 1 }),
        query('kind', '`upcoming`: próximas; `overdue`: atrasadas.', enumSchemaOf(dueKinds)),
        query('today', 'La fecha de hoy del usuario (AAAA-MM-DD).', { type: 'string', format: 'date' }),
        query('page', 'Página, desde 1.', { type: 'integer', minimum: 1, default: 1 }, false),
        query(
          'pageSize',
          'Filas por página.',
          { type: 'integer', minimum: 1, maximum: maxPageSize, default: defaultDuePageSize },
          false,
        ),
      ],
      responses: {
        200: {
          description: 'La página y el total de la lista.',
          content: { 'application/json': { schema: pageSchema } },
        },
        ...errorsFor([400, 401, 403, 500]),
      },
    },
  },
};
