import { z } from 'zod';
import { dueSoonDays } from '../../domain/dose-schedule';
import { staffRoles } from '../../domain/roles';
import type { JsonSchema, Paths } from '../../engine/server';
import { enumSchemaOf, errorsFor, maxPageSize } from '../../engine/server';
import { defaultDuePageSize, dueDosesPage, dueKinds } from '../programme/due-doses-schema';

const { $schema: _dialect, ...pageSchema } = z.toJSONSchema(dueDosesPage, { io: 'output' });

const query = (name: string, description: string, schema: JsonSchema, required = true) => ({
  name,
  in: 'query' as const,
  required,
  description,
  schema,
});

/** `GET /due-doses` (programme/due-doses-router.ts). */
export const dueDosesPaths: Paths = {
  '/due-doses': {
    get: {
      operationId: 'dueDoses.list',
      tags: ['Informes'],
      summary: 'Dosis próximas o atrasadas de un centro, y sus niños sin ninguna dosis',
      description: `Una página de una lista del centro, según la previsión de cada paciente: su centro de salud de referencia o, sin él, el de su última dosis. \`upcoming\`: la próxima dosis tiene fecha recomendada hasta ${dueSoonDays} días después de hoy y aún no está atrasada (fecha de atraso posterior a hoy), por fecha recomendada. \`overdue\`: la fecha de atraso es hoy o anterior, la más atrasada primero. \`zero-dose\`: menores de 5 años sin ninguna dosis activa (las históricas cuentan) con al menos una primera dosis atrasada, el mayor primero, cada uno con la vacuna cuya primera dosis está atrasada desde hace más tiempo. Nunca se lista una dosis pasada su edad máxima ('Fuera de edad'). Cada fila con el paciente, la vacuna, el número de dosis, la fecha recomendada y el teléfono (el del representante si el menor no tiene). Roles: ${staffRoles.join(', ')}.`,
      parameters: [
        query('centerId', 'Id del centro.', { type: 'integer', minimum: 1 }),
        query(
          'kind',
          '`upcoming`: próximas; `overdue`: atrasadas; `zero-dose`: sin ninguna dosis.',
          enumSchemaOf(dueKinds),
        ),
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
