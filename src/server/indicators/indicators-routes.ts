import type { z } from 'zod';
import {
  coverageAnswerSchema,
  dropoutAnswerSchema,
  wastageAnswerSchema,
  wastageByMonthAnswerSchema,
  wastageByReasonAnswerSchema,
  zeroDoseAnswerSchema,
} from '../../domain/indicator-answers';
import { coverageQuery, dropoutQuery, wastageQuery, zeroDoseQuery } from '../../domain/indicator-queries';
import { staffRoles } from '../../domain/roles';
import { discardReasonLabels } from '../../domain/stock-movements';
import { answer, defineRoute } from '../../engine/server';
import { coverageItems } from './coverage';
import { dropoutItems } from './dropout';
import { wastageByMonth, wastageByReason, wastageItems } from './wastage';
import { zeroDoseItems } from './zero-dose';

/** What every indicator route shares: its group, its roles, its refusals and the words of its answer. */
const indicator = <
  TPath extends `/indicators/${string}`,
  TQuery extends z.ZodObject,
  TAnswer extends z.ZodType,
>(options: {
  path: TPath;
  operationId: string;
  summary: string;
  description: string;
  query: TQuery;
  schema: TAnswer;
}) =>
  ({
    method: 'get',
    path: options.path,
    operationId: options.operationId,
    tag: 'Indicadores',
    roles: staffRoles,
    summary: options.summary,
    description: options.description,
    query: options.query,
    answers: { 200: { description: 'Los indicadores.', schema: options.schema } },
    errors: [400, 401, 403, 500],
  }) as const;

/** `GET /indicators/coverage` (staff). */
export const coverageRoute = defineRoute(
  indicator({
    path: '/indicators/coverage',
    operationId: 'indicators.coverage',
    summary: 'Cobertura por vacuna y dosis',
    description:
      'Por vacuna y número de dosis, las dosis activas aplicadas en el centro (o en toda la red) en el año, o hasta el fin de `month`, sin las históricas, frente a la población objetivo de la edad de la dosis (la edad recomendada de su regla en años cumplidos; 0 sin regla) registrada para el año, prorrateada por mes / 12 y redondeada a 1 decimal. `coveragePercent` = 100 × aplicadas / población sin redondear, a 1 decimal; `targetPopulation` y `coveragePercent` son null sin población objetivo. Un ítem por dosis del esquema de cada vacuna activa con dosis o con población, por nombre de vacuna y número de dosis; sin `centerId`, `vaccinationCenterId` y `centerName` son null.',
    query: coverageQuery,
    schema: coverageAnswerSchema,
  }),
  async ({ query }, { db }) => answer(200, { items: await coverageItems(db, query) }),
);

/** `GET /indicators/dropout` (staff). */
export const dropoutRoute = defineRoute(
  indicator({
    path: '/indicators/dropout',
    operationId: 'indicators.dropout',
    summary: 'Tasa de abandono por vacuna',
    description:
      'Por vacuna con un esquema de 2 dosis o más, las primeras dosis y las últimas (número `requiredDoses`) activas aplicadas en el centro (o en toda la red) en el año, y `dropoutPercent` = 100 × (primeras − últimas) / primeras, a 1 decimal; null sin primeras dosis; un valor negativo se da tal cual (señala un problema de datos). Solo vacunas con alguna de esas dosis.',
    query: dropoutQuery,
    schema: dropoutAnswerSchema,
  }),
  async ({ query }, { db }) => answer(200, { items: await dropoutItems(db, query) }),
);

/** `GET /indicators/zero-dose` (staff). */
export const zeroDoseRoute = defineRoute(
  indicator({
    path: '/indicators/zero-dose',
    operationId: 'indicators.zeroDose',
    summary: 'Niños sin ninguna dosis por centro',
    description:
      'Por centro de salud de referencia (el del paciente o, sin él, el de su última dosis), los pacientes activos menores de 1 año al último día del periodo (fin del año o del mes, u hoy si es anterior) y los que no tienen ninguna dosis activa aplicada hasta ese día (las históricas cuentan). Solo centros con niños, por nombre.',
    query: zeroDoseQuery,
    schema: zeroDoseAnswerSchema,
  }),
  async ({ query }, { db }) => answer(200, { items: await zeroDoseItems(db, query) }),
);

/** `GET /indicators/wastage` (staff). */
export const wastageRoute = defineRoute(
  indicator({
    path: '/indicators/wastage',
    operationId: 'indicators.wastage',
    summary: 'Pérdida de viales por vacuna',
    description:
      'Por vacuna, en el año: `vialsUsed`, sus dosis activas aplicadas aquí (sin las históricas; un vial cada una), `vialsDiscarded`, los viales de los movimientos `discard` de sus lotes (un conteo físico no es una baja), y `wastagePercent` = 100 × descartados / (usados + descartados), a 1 decimal. Solo vacunas con alguno de los dos, por nombre.',
    query: wastageQuery,
    schema: wastageAnswerSchema,
  }),
  async ({ query }, { db }) => answer(200, { items: await wastageItems(db, query) }),
);

/** `GET /indicators/wastage/by-month` (staff). */
export const wastageByMonthRoute = defineRoute(
  indicator({
    path: '/indicators/wastage/by-month',
    operationId: 'indicators.wastageByMonth',
    summary: 'Pérdida de viales por mes',
    description:
      'Los doce meses del año (`month` 1–12), cada uno con los viales usados y descartados de la vacuna pedida, o de todas, y su `wastagePercent` (null sin viales usados ni descartados). El mes de una baja es el de su fecha (UTC), como el de una dosis.',
    query: wastageQuery,
    schema: wastageByMonthAnswerSchema,
  }),
  async ({ query }, { db }) => answer(200, { items: await wastageByMonth(db, query) }),
);

/** `GET /indicators/wastage/by-reason` (staff). */
export const wastageByReasonRoute = defineRoute(
  indicator({
    path: '/indicators/wastage/by-reason',
    operationId: 'indicators.wastageByReason',
    summary: 'Viales dados de baja por motivo',
    description: `Cada motivo de baja (${Object.entries(discardReasonLabels)
      .map(([reason, label]) => `\`${reason}\` '${label}'`)
      .join(', ')}), en ese orden, con los viales dados de baja por él en el año, de la vacuna pedida o de todas.`,
    query: wastageQuery,
    schema: wastageByReasonAnswerSchema,
  }),
  async ({ query }, { db }) => answer(200, { items: await wastageByReason(db, query) }),
);

/** The programme's indicators, every staff role: each parses its query, computes in the database and answers `{ items }`. */
export const indicatorRoutes = [
  coverageRoute,
  dropoutRoute,
  zeroDoseRoute,
  wastageRoute,
  wastageByMonthRoute,
  wastageByReasonRoute,
];
