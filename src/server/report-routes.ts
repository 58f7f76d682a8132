import { sql } from 'kysely';
import {
  batchAvailabilitySchema,
  type DoseReportItem,
  dosesAppliedQuerySchema,
  dosesAppliedSchema,
} from '../domain/reports';
import { staffRoles } from '../domain/roles';
import { isPlaceInScope } from '../engine';
import { answer, type Db, defineRoute, outsideScope, tableOf } from '../engine/server';
import { appliedDoses } from '../entities/applied-doses';
import { vaccineBatches } from '../entities/vaccine-batches';
import { vaccines } from '../entities/vaccines';

/**
 * A centre's active doses given there, in id order, each with its date and vaccine name only:
 * one query. A historical dose (given elsewhere, copied from a card) is no dose the centre applied.
 */
const centerDoses = async (db: Db, centerId: number): Promise<DoseReportItem[]> => {
  const result = await sql<{ applicationDateTime: string | null; vaccineName: string | null }>`
    SELECT ${sql.ref('d.applicationDateTime')} AS ${sql.id('applicationDateTime')},
      ${sql.ref('v.vaccineName')} AS ${sql.id('vaccineName')}
    FROM ${sql.table(tableOf(appliedDoses))} AS ${sql.id('d')}
    LEFT JOIN ${sql.table(tableOf(vaccineBatches))} AS ${sql.id('b')} ON ${sql.ref('b.id')} = ${sql.ref('d.vaccineBatchId')}
    LEFT JOIN ${sql.table(tableOf(vaccines))} AS ${sql.id('v')} ON ${sql.ref('v.id')} = ${sql.ref('b.vaccineId')}
    WHERE ${sql.ref('d.vaccinationCenterId')} = ${centerId} AND ${sql.ref('d.isActive')} = 1
      AND coalesce(${sql.ref('d.isHistorical')}, 0) = 0
    ORDER BY ${sql.ref('d.id')}`.execute(db);
  return result.rows.map((row) => ({
    applicationDateTime: row.applicationDateTime,
    vaccineBatch: { vaccine: { vaccineName: row.vaccineName } },
  }));
};

/**
 * `GET /reports/doses-applied?centerId=` (staff): a centre's active doses; the client counts
 * them per vaccine and day. Each item carries only the date and the vaccine name, since the
 * health role may not read patients or staff.
 */
export const dosesAppliedRoute = defineRoute(
  {
    method: 'get',
    path: '/reports/doses-applied',
    operationId: 'reports.dosesApplied',
    tag: 'Informes',
    roles: staffRoles,
    summary: 'Dosis aplicadas en un centro',
    description:
      'Las dosis activas de un centro, cada una solo con su fecha y el nombre de la vacuna. Un centro fuera del ámbito de quien pregunta: 403.',
    query: dosesAppliedQuerySchema,
    invalidMessage: 'Debe seleccionar un centro de salud válido',
    answers: { 200: { description: 'Las dosis del centro, por id.', schema: dosesAppliedSchema } },
    errors: [400, 401, 403, 500],
  },
  async ({ query }, { db, user }) => {
    if (!isPlaceInScope(user.scope, query.centerId)) throw outsideScope();
    return answer(200, { items: await centerDoses(db, query.centerId) });
  },
);

/** `GET /reports/vaccine-batch-availability` (staff): the active batches with their vials. */
export const batchAvailabilityRoute = defineRoute(
  {
    method: 'get',
    path: '/reports/vaccine-batch-availability',
    operationId: 'reports.vaccineBatchAvailability',
    tag: 'Informes',
    roles: staffRoles,
    summary: 'Lotes activos y sus viales',
    answers: { 200: { description: 'Los lotes activos.', schema: batchAvailabilitySchema } },
    errors: [401, 403, 500],
  },
  async ({ c }, { repository }) =>
    c.body(await repository.listJson(vaccineBatches), 200, { 'content-type': 'application/json; charset=UTF-8' }),
);
