import { z } from 'zod';
import { staffRoles } from '../../domain/roles';
import type { JsonSchema, Paths } from '../../engine/server';
import { errorsFor } from '../../engine/server';
import { indicatorYears } from '../indicators/indicator-query';
import { coverageAnswerSchema, dropoutAnswerSchema, zeroDoseAnswerSchema } from '../indicators/shape';

const bodyOf = (schema: z.ZodType): JsonSchema => {
  const { $schema: _dialect, ...body } = z.toJSONSchema(schema);
  return body;
};

const query = (name: string, description: string, schema: JsonSchema, required = false) => ({
  name,
  in: 'query' as const,
  required,
  description,
  schema,
});

const year = query(
  'year',
  'El año del indicador (AAAA).',
  { type: 'integer', minimum: indicatorYears.min, maximum: indicatorYears.max },
  true,
);
const month = (meaning: string) => query('month', meaning, { type: 'integer', minimum: 1, maximum: 12 });
const centerId = query('centerId', 'Id del centro; sin él, toda la red.', { type: 'integer', minimum: 1 });
const vaccineId = query('vaccineId', 'Id de la vacuna; sin él, todas.', { type: 'integer', minimum: 1 });

const roles = `Roles: ${staffRoles.join(', ')}.`;

const operation = (options: {
  operationId: string;
  summary: string;
  description: string;
  parameters: ReturnType<typeof query>[];
  answer: z.ZodType;
}) => ({
  get: {
    operationId: options.operationId,
    tags: ['Indicadores'],
    summary: options.summary,
    description: `${options.description} ${roles}`,
    parameters: options.parameters,
    responses: {
      200: { description: 'Los indicadores.', content: { 'application/json': { schema: bodyOf(options.answer) } } },
      ...errorsFor([400, 401, 403, 500]),
    },
  },
});

/** The programme's indicators (indicators/router.ts). */
export const indicatorsPaths: Paths = {
  '/indicators/coverage': operation({
    operationId: 'indicators.coverage',
    summary: 'Cobertura por vacuna y dosis',
    description:
      'Por vacuna y número de dosis, las dosis activas aplicadas en el centro (o en toda la red) en el año, o hasta el fin de `month`, sin las históricas, frente a la población objetivo de la edad de la dosis (la edad recomendada de su regla en años cumplidos; 0 sin regla) registrada para el año, prorrateada por mes / 12 y redondeada a 1 decimal. `coveragePercent` = 100 × aplicadas / población sin redondear, a 1 decimal; `targetPopulation` y `coveragePercent` son null sin población objetivo. Un ítem por dosis del esquema de cada vacuna activa con dosis o con población, por nombre de vacuna y número de dosis; sin `centerId`, `vaccinationCenterId` y `centerName` son null.',
    parameters: [year, month('Mes (1–12): cuenta hasta su último día y prorratea la población.'), centerId, vaccineId],
    answer: coverageAnswerSchema,
  }),
  '/indicators/dropout': operation({
    operationId: 'indicators.dropout',
    summary: 'Tasa de abandono por vacuna',
    description:
      'Por vacuna con un esquema de 2 dosis o más, las primeras dosis y las últimas (número `requiredDoses`) activas aplicadas en el centro (o en toda la red) en el año, y `dropoutPercent` = 100 × (primeras − últimas) / primeras, a 1 decimal; null sin primeras dosis; un valor negativo se da tal cual (señala un problema de datos). Solo vacunas con alguna de esas dosis.',
    parameters: [year, centerId, vaccineId],
    answer: dropoutAnswerSchema,
  }),
  '/indicators/zero-dose': operation({
    operationId: 'indicators.zeroDose',
    summary: 'Niños sin ninguna dosis por centro',
    description:
      'Por centro de salud de referencia (el del paciente o, sin él, el de su última dosis), los pacientes activos menores de 1 año al último día del periodo (fin del año o del mes, u hoy si es anterior) y los que no tienen ninguna dosis activa aplicada hasta ese día (las históricas cuentan). Solo centros con niños, por nombre.',
    parameters: [year, month('Mes (1–12): el periodo termina su último día.'), centerId],
    answer: zeroDoseAnswerSchema,
  }),
};
