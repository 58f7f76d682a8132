import type { z } from 'zod';
import {
  coverageAnswerSchema,
  dropoutAnswerSchema,
  wastageAnswerSchema,
  wastageByMonthAnswerSchema,
  wastageByReasonAnswerSchema,
  zeroDoseByPlaceAnswerSchema,
} from '../../domain/indicator-answers';
import {
  coverageQuery,
  dropoutQuery,
  wastageQuery,
  wastageSeriesQuery,
  zeroDoseQuery,
} from '../../domain/indicator-queries';
import { staffRoles } from '../../domain/roles';
import { lossReasonLabels } from '../../domain/supply/losses';
import { answer, type Db, defineRoute, type ReadContext } from '../../engine/server';
import { coverageItems } from './coverage';
import { dropoutItems } from './dropout';
import { type Place, type PlaceQuery, placeOf } from './place';
import { wastageByMonth, wastageByReason, wastageItems } from './wastage';
import { zeroDoseItems } from './zero-dose';

/** How every indicator's place is chosen, said in each route's description. */
const placeWords =
  'El lugar: `centerId` (un centro) u `orgUnitId` (una unidad organizativa de cualquier nivel; la nacional es toda la red), no ambos (400); sin ellos, el ámbito de quien pregunta: su centro, su unidad, o toda la red si no tiene ámbito. Un centro o una unidad fuera de su ámbito: 403. Los ítems de una unidad llevan `orgUnitId` y `orgUnitName`.';

/** What `groupBy` does, said in the description of each route that takes it. */
const groupWords =
  '`groupBy` (`center`, `district` o `region`, un nivel por debajo del lugar; si no, 400) da las mismas cifras por cada unidad de ese nivel que tenga alguna, por nombre: la de un distrito o una región con `orgUnitId` y `orgUnitName` (centro null), la de un centro con `vaccinationCenterId`, `centerName` y su distrito (`orgUnitId`, `orgUnitName`). Las cifras de las filas suman exactamente las del lugar; la población objetivo es de cada centro, y la de una unidad la suma de la de sus centros.';

/** Where wastage counts the vials lost: at the place's centres and stores. */
const discardWords =
  'Las bajas son las del lugar (issue 42): las de un centro, las de los centros y almacenes de una unidad y de las unidades por debajo; en un desglose por centro, las de los almacenes quedan fuera de las filas (su lugar las cuenta). Las pérdidas en tránsito (`transit-loss`) cuentan en el destino del envío. Los ítems de un lugar llevan su centro o su unidad y `hasDiscardCount` (siempre true).';

/** An indicator's handler: its place, within the caller's scope, then its items there. */
const itemsAt =
  <TQuery extends PlaceQuery>(items: (db: Db, query: TQuery, place: Place) => Promise<unknown[]>) =>
  async ({ query }: { query: TQuery }, { db, user }: ReadContext) =>
    answer(200, { items: await items(db, query, await placeOf(db, { scope: user.scope, query })) });

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
    description: `Por vacuna y número de dosis, las dosis activas aplicadas en el lugar (un centro, los centros de una unidad o toda la red) en el año, o hasta el fin de \`month\`, sin las históricas, frente a la población objetivo de la edad de la dosis (la edad recomendada de su regla en años cumplidos; 0 sin regla) registrada para el año, prorrateada por mes / 12 y redondeada a 1 decimal. \`coveragePercent\` = 100 × aplicadas / población sin redondear, a 1 decimal; \`targetPopulation\` y \`coveragePercent\` son null sin población objetivo. Un ítem por dosis del esquema de cada vacuna activa con dosis o con población, por nombre de vacuna y número de dosis; fuera de un centro, \`vaccinationCenterId\` y \`centerName\` son null. ${placeWords} ${groupWords}`,
    query: coverageQuery,
    schema: coverageAnswerSchema,
  }),
  itemsAt(coverageItems),
);

/** `GET /indicators/dropout` (staff). */
export const dropoutRoute = defineRoute(
  indicator({
    path: '/indicators/dropout',
    operationId: 'indicators.dropout',
    summary: 'Tasa de abandono por vacuna',
    description: `Por vacuna con un esquema de 2 dosis o más, las primeras dosis y las últimas (número \`requiredDoses\`) activas aplicadas en el lugar en el año, y \`dropoutPercent\` = 100 × (primeras − últimas) / primeras, a 1 decimal; null sin primeras dosis; un valor negativo se da tal cual (señala un problema de datos). Solo vacunas con alguna de esas dosis. ${placeWords} ${groupWords}`,
    query: dropoutQuery,
    schema: dropoutAnswerSchema,
  }),
  itemsAt(dropoutItems),
);

/** `GET /indicators/zero-dose` (staff). */
export const zeroDoseRoute = defineRoute(
  indicator({
    path: '/indicators/zero-dose',
    operationId: 'indicators.zeroDose',
    summary: 'Niños sin ninguna dosis por centro',
    description: `Por centro de salud de referencia del lugar (el del paciente o, sin él, el de su última dosis), los pacientes activos menores de 1 año al último día del periodo (fin del año o del mes, u hoy si es anterior) y los que no tienen ninguna dosis activa aplicada hasta ese día (las históricas cuentan). Solo centros con niños, por nombre; con \`groupBy\`, por distrito o región (la suma de sus centros). ${placeWords} ${groupWords}`,
    query: zeroDoseQuery,
    schema: zeroDoseByPlaceAnswerSchema,
  }),
  itemsAt(zeroDoseItems),
);

/** `GET /indicators/wastage` (staff). */
export const wastageRoute = defineRoute(
  indicator({
    path: '/indicators/wastage',
    operationId: 'indicators.wastage',
    summary: 'Pérdida de viales por vacuna',
    description: `Por vacuna, en el año, las cifras de la OMS en dosis: \`vialsUsed\` (= \`dosesAdministered\`), sus dosis activas aplicadas en el lugar (sin las históricas); \`dosesIssued\`, las dosis de los viales abiertos allí; \`unopenedVialsDiscarded\`, los viales cerrados dados de baja allí por motivo (movimientos \`discard\`; un conteo físico no es una baja) y los perdidos en tránsito hacia él (\`transit-loss\`), y \`vialsDiscarded\` su suma; \`openedVialWastagePercent\` = 100 × (emitidas − administradas) / emitidas, y \`wastagePercent\` sobre ambas, los viales cerrados en dosis: 100 × (emitidas + dosis de viales cerrados perdidos − administradas) / (emitidas + dosis de viales cerrados perdidos), a 1 decimal. Solo vacunas con dosis aplicadas o viales perdidos, por nombre. ${discardWords} ${placeWords} ${groupWords}`,
    query: wastageQuery,
    schema: wastageAnswerSchema,
  }),
  itemsAt(wastageItems),
);

/** `GET /indicators/wastage/by-month` (staff). */
export const wastageByMonthRoute = defineRoute(
  indicator({
    path: '/indicators/wastage/by-month',
    operationId: 'indicators.wastageByMonth',
    summary: 'Pérdida de viales por mes',
    description: `Los doce meses del año (\`month\` 1–12), cada uno con los viales usados en el lugar y descartados de la vacuna pedida, o de todas, y su \`wastagePercent\` (null sin viales usados ni descartados). El mes de una baja es el de su fecha (UTC), como el de una dosis. ${discardWords} ${placeWords}`,
    query: wastageSeriesQuery,
    schema: wastageByMonthAnswerSchema,
  }),
  itemsAt(wastageByMonth),
);

/** `GET /indicators/wastage/by-reason` (staff). */
export const wastageByReasonRoute = defineRoute(
  indicator({
    path: '/indicators/wastage/by-reason',
    operationId: 'indicators.wastageByReason',
    summary: 'Viales dados de baja por motivo',
    description: `Cada motivo de pérdida (${Object.entries(lossReasonLabels)
      .map(([reason, label]) => `\`${reason}\` '${label}'`)
      .join(
        ', ',
      )}), en ese orden, con los viales cerrados perdidos por él en el año en el lugar, de la vacuna pedida o de todas. ${discardWords} ${placeWords}`,
    query: wastageSeriesQuery,
    schema: wastageByReasonAnswerSchema,
  }),
  itemsAt(wastageByReason),
);

/**
 * The programme's indicators, every staff role: each parses its query, finds its place within the
 * caller's scope, computes in the database and answers `{ items }`.
 */
export const indicatorRoutes = [
  coverageRoute,
  dropoutRoute,
  zeroDoseRoute,
  wastageRoute,
  wastageByMonthRoute,
  wastageByReasonRoute,
];
