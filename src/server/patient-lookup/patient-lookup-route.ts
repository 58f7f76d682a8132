import { sql } from 'kysely';
import { type LookedUpPatient, maxLookupPatients } from '../../domain/patient-lookup';
import type { patientRoutes } from '../../domain/patient-routes';
import { answer, type HandlerOf, scopeCondition, tableOf } from '../../engine/server';
import { patients } from '../../entities/patients';
import { vaccinationCenters } from '../../entities/vaccination-centers';

type LookupRow = Omit<LookedUpPatient, 'isInScope'> & { isInScope: number | boolean };

/**
 * `GET /patients/lookup?identityDocument=`: the active patients of the whole country with that
 * exact document, and the children their holder represents, each saying whether the caller's
 * scope holds them (the engine's rule, as SQL: scope-condition.ts). Read by the document's
 * index and the representative's; nothing more of a patient than the dose form shows.
 *
 * @example
 * defineBehaviour(patients, { routes: { lookup: patientLookupRoute } });
 */
export const patientLookupRoute: HandlerOf<typeof patientRoutes, 'lookup'> = async (
  { query },
  { db, repository, user },
) => {
  const table = sql.table(tableOf(patients));
  const holders = sql`SELECT ${sql.ref('h.id')} FROM ${table} AS ${sql.id('h')}
    WHERE ${sql.ref('h.identityDocument')} = ${query.identityDocument} AND ${sql.ref('h.isActive')} = 1`;
  const inScope = scopeCondition({ registry: repository.registry, entity: patients, user, use: 'read' }) ?? sql`1 = 1`;
  const result = await sql<LookupRow>`SELECT ${sql.ref('t0.id')} AS ${sql.id('id')},
      ${sql.ref('t0.firstName')} AS ${sql.id('firstName')}, ${sql.ref('t0.lastname')} AS ${sql.id('lastname')},
      ${sql.ref('t0.dateOfBirth')} AS ${sql.id('dateOfBirth')}, ${sql.ref('c.centerName')} AS ${sql.id('catchmentCenterName')},
      CASE WHEN ${inScope} THEN 1 ELSE 0 END AS ${sql.id('isInScope')}
    FROM ${table} AS ${sql.id('t0')}
    LEFT JOIN ${sql.table(tableOf(vaccinationCenters))} AS ${sql.id('c')} ON ${sql.ref('c.id')} = ${sql.ref('t0.vaccinationCenterId')}
    WHERE ${sql.ref('t0.isActive')} = 1 AND (${sql.ref('t0.id')} IN (${holders}) OR ${sql.ref('t0.representativeId')} IN (${holders}))
    ORDER BY ${sql.ref('t0.id')} LIMIT ${sql.lit(maxLookupPatients)}`.execute(db);
  const items = result.rows.map((row) => ({ ...row, id: Number(row.id), isInScope: Number(row.isInScope) === 1 }));
  return answer(200, { items });
};
