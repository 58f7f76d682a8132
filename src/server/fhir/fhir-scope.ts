import { type RawBuilder, sql } from 'kysely';
import type { ApiEnv, Db, Repository } from '../../engine/server';
import { auditRead, listScopeOf, scopeCondition, tableOf } from '../../engine/server';
import { appliedDoses } from '../../entities/applied-doses';
import { patients } from '../../entities/patients';
import { FhirFailure } from './fhir-failure';

type User = ApiEnv['Variables']['user'];

/** What reading a patient in scope needs: the store, the registry (through the repository), who asks. */
export type PatientReader = { db: Db; repository: Repository; user: User };

/**
 * The 403 of a patient outside the caller's scope: nothing about the patient, only how to ask
 * for a grant (as the REST record's `{ outOfScope: true }`).
 */
export const patientOutOfScope = () =>
  new FhirFailure({
    status: 403,
    code: 'forbidden',
    diagnostics:
      'El paciente pertenece a otro ámbito: solicite acceso indicando el motivo (POST /api/v1/patients/{id}/access)',
  });

/**
 * The condition on the doses (as `d`) of the caller's scope: their centre among the user's
 * centres (the doses' `scope` rule), true for a user of the whole network.
 *
 * @example
 * sql`d."patientId" = ${id} AND ${doseScope(repository, user)}` // … AND d."vaccinationCenterId" IN (3)
 */
export const doseScope = (repository: Repository, user: User): RawBuilder<unknown> =>
  scopeCondition({ registry: repository.registry, entity: appliedDoses, user, use: 'read', alias: 'd' }) ?? sql`1 = 1`;

/**
 * The condition on the patients (as `t0`, the lists' alias) of the caller's scope, undefined
 * for a user of the whole network: the patients' rule (catchment centre, an active dose at a
 * centre in scope, an unexpired grant).
 */
export const patientScope = (repository: Repository, user: User) =>
  scopeCondition({ registry: repository.registry, entity: patients, user, use: 'read' });

/** The same scope as a list's (`ListOptions.scope`): as a set and row by row. */
export const patientListScope = (repository: Repository, user: User) =>
  listScopeOf({ registry: repository.registry, entity: patients, user });

/**
 * Whether the patient exists (deleted ones too) and is in the caller's scope: one read of the
 * patient's row by key, with the scope's condition.
 *
 * @example
 * await isPatientReadable({ db, repository, user }, 12) // false: another centre's patient, or none
 */
export const isPatientReadable = async (reader: PatientReader, id: number) => {
  const condition = patientScope(reader.repository, reader.user) ?? sql`1 = 1`;
  const found = await sql`SELECT 1 AS ${sql.id('found')} FROM ${sql.table(tableOf(patients))} AS ${sql.id('t0')}
    WHERE ${sql.ref('t0.id')} = ${id} AND ${condition}`.execute(reader.db);
  return found.rows.length > 0;
};

/** The audit entry `read` of a patient's record read through FHIR, with the route that read it. */
export const auditPatientRead = (reader: PatientReader, options: { id: number; route: string }) =>
  auditRead({ db: reader.db, entity: patients, userId: reader.user.id, id: options.id, route: options.route });
