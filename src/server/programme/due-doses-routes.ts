import { dueSoonDays } from '../../domain/dose-schedule';
import { dueCenterMessage, dueDosesPage as dueDosesPageSchema, dueDosesQuery } from '../../domain/due-doses';
import { staffRoles } from '../../domain/roles';
import { answer, defineRoute, invalidData } from '../../engine/server';
import { placeOf } from '../indicators/place';
import { centerIdsOf } from '../indicators/place-sql';
import { dueDosesPage } from './due-doses-list';

/**
 * `GET /due-doses` (staff): a page of a centre's upcoming or overdue doses, or of its children
 * without any dose (the health staff calls the patients), or the same of a unit's centres. The
 * place is the caller's scope unless asked (403 outside it); a caller without a scope names
 * one. `today` is the caller's date, so the lists follow the browser's calendar.
 */
export const dueDosesRoute = defineRoute(
  {
    method: 'get',
    path: '/due-doses',
    operationId: 'dueDoses.list',
    tag: 'Informes',
    roles: staffRoles,
    summary: 'Dosis próximas o atrasadas de un centro o una unidad, y sus niños sin ninguna dosis',
    description: `Una página de una lista del lugar, según la previsión de cada paciente: su centro de salud de referencia o, sin él, el de su última dosis. \`upcoming\`: la próxima dosis tiene fecha recomendada hasta ${dueSoonDays} días después de hoy y aún no está atrasada (fecha de atraso posterior a hoy), por fecha recomendada. \`overdue\`: la fecha de atraso es hoy o anterior, la más atrasada primero. \`zero-dose\`: menores de 5 años sin ninguna dosis activa (las históricas cuentan) con al menos una primera dosis atrasada, el mayor primero, cada uno con la vacuna cuya primera dosis está atrasada desde hace más tiempo. Nunca se lista una dosis pasada su edad máxima ('Fuera de edad'). Cada fila con el paciente, la vacuna, el número de dosis, la fecha recomendada y el teléfono (el del representante si el menor no tiene). El lugar: \`centerId\` (un centro) u \`orgUnitId\` (los centros de una unidad organizativa de cualquier nivel; cada fila nombra entonces su centro, \`vaccinationCenterId\` y \`centerName\`), no ambos (400); sin ellos, el ámbito de quien pregunta (su centro o su unidad); quien no tiene ámbito debe indicar uno (400). Un centro o una unidad fuera de su ámbito: 403.`,
    query: dueDosesQuery,
    answers: { 200: { description: 'La página y el total de la lista.', schema: dueDosesPageSchema } },
    errors: [400, 401, 403, 500],
  },
  async ({ query }, { db, user }) => {
    if (user.scope.isAll && query.centerId === undefined && query.orgUnitId === undefined) {
      throw invalidData({ centerId: dueCenterMessage });
    }
    const place = await placeOf(db, { scope: user.scope, query });
    if (place.kind === 'center') return answer(200, await dueDosesPage(db, { ...query, centerId: place.centerId }));
    return answer(200, await dueDosesPage(db, { ...query, centerIds: await centerIdsOf(db, place) }));
  },
);
