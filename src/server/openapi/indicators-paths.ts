import { z } from 'zod';
import { staffRoles } from '../../domain/roles';
import { discardReasonLabels } from '../../domain/stock-movements';
import type { JsonSchema, Paths } from '../../engine/server';
import { errorsFor } from '../../engine/server';
import { indicatorYears } from '../indicators/indicator-query';
import {
  coverageAnswerSchema,
  dropoutAnswerSchema,
  wastageAnswerSchema,
  wastageByMonthAnswerSchema,
  wastageByReasonAnswerSchema,
  zeroDoseAnswerSchema,
} from '../indicators/shape';

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
  '/indicators/wastage': operation({
    operationId: 'indicators.wastage',
    summary: 'Pérdida de viales por vacuna',
    description:
      'Por vacuna, en el año: `vialsUsed`, sus dosis activas aplicadas aquí (sin las históricas; un vial cada una), `vialsDiscarded`, los viales de los movimientos `discard` de sus lotes (un conteo físico no es una baja), y `wastagePercent` = 100 × descartados / (usados + descartados), a 1 decimal. Solo vacunas con alguno de los dos, por nombre.',
    parameters: [year, vaccineId],
    answer: wastageAnswerSchema,
  }),
  '/indicators/wastage/by-month': operation({
    operationId: 'indicators.wastageByMonth',
    summary: 'Pérdida de viales por mes',
    description:
      'Los doce meses del año (`month` 1–12), cada uno con los viales usados y descartados de la vacuna pedida, o de todas, y su `wastagePercent` (null sin viales usados ni descartados). El mes de una baja es el de su fecha (UTC), como el de una dosis.',
    parameters: [year, vaccineId],
    answer: wastageByMonthAnswerSchema,
  }),
  '/indicators/wastage/by-reason': operation({
    operationId: 'indicators.wastageByReason',
    summary: 'Viales dados de baja por motivo',
    description: `Cada motivo de baja (${Object.entries(discardReasonLabels)
      .map(([reason, label]) => `\`${reason}\` '${label}'`)
      .join(', ')}), en ese orden, con los viales dados de baja por él en el año, de la vacuna pedida o de todas.`,
    parameters: [year, vaccineId],
    answer: wastageByReasonAnswerSchema,
  }),
};
