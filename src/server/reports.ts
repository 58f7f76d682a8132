import type { MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { sql } from 'kysely';
import { staffRoles } from '../domain/roles';
import type { ApiEnv, Db, Repository } from '../engine/server';
import { ApiFailure, readId, tableOf } from '../engine/server';
import { appliedDoses } from '../entities/applied-doses';
import { vaccineBatches } from '../entities/vaccine-batches';
import { vaccines } from '../entities/vaccines';

const staff: readonly string[] = staffRoles;

const staffOnly: MiddlewareHandler<ApiEnv> = async function staffOnly(c, next) {
  if (!staff.includes(c.get('user').role)) throw new ApiFailure(403, 'No tiene permiso para realizar esta acción');
  await next();
};

const json = { 'content-type': 'application/json; charset=UTF-8' };

/** A dose as the centre's chart needs it: when, and which vaccine. No patient, no staff. */
type DoseReportItem = { applicationDateTime: string | null; vaccineBatch: { vaccine: { vaccineName: string | null } } };

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
 * The home page's reports, for every staff role: a centre's active doses (the client counts
 * them per vaccine and day; each item carries only the date and the vaccine name, since the
 * health role may not read patients or staff) and the active batches with their vials.
 */
export const reportsRouter = (repository: Repository, db: Db) =>
  new Hono<ApiEnv>()
    .get('/doses-applied', staffOnly, async (c) => {
      const center = readId(c.req.query('centerId'));
      if (!('id' in center)) {
        throw new ApiFailure(400, 'Debe seleccionar un centro de salud válido', {
          centerId: 'Debe seleccionar un centro de salud válido',
        });
      }
      return c.json({ items: await centerDoses(db, center.id) });
    })
    .get('/vaccine-batch-availability', staffOnly, async (c) =>
      c.body(await repository.listJson(vaccineBatches), 200, json),
    );
