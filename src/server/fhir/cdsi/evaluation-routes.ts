import { Hono } from 'hono';
import { type RawBuilder, sql } from 'kysely';
import { type ApiEnv, type Db, type Repository, readId, tableOf } from '../../../engine/server';
import { appliedDoses } from '../../../entities/applied-doses';
import { resourceNotFound } from '../fhir-failure';
import { fhirBaseOf, fhirJson } from '../fhir-json';
import { auditPatientRead, doseScope, isPatientReadable, type PatientReader } from '../fhir-scope';
import { patientParamOf } from '../search-params';
import { searchset } from '../searchset';
import { evaluationId, evaluationResource } from './evaluation-resource';
import { type FhirAssessment, fhirAssessment, programmeAuthority } from './fhir-assessment';

/**
 * `GET /ImmunizationEvaluation/{doseId}-{antigenId}` and `GET /ImmunizationEvaluation?patient={id}`:
 * the CDSi evaluation of each active dose for each antigen its vaccine covers, computed now
 * from the patient's whole history (as the REST forecast's `evaluations`). Only the doses of
 * the caller's scope, as the Immunization routes: another's dose's evaluation reads as one that
 * does not exist (404), a patient outside the scope finds none (an empty searchset); the search
 * of one in scope leaves the patient's audit entry `read`. A patient's evaluations are few (one
 * per dose and antigen), so the search answers them in one page.
 */
export const evaluationRoutes = ({ db, repository }: { db: Db; repository: Repository }) =>
  new Hono<ApiEnv>()
    .get('/:id', async (c) => {
      const ids = idsOf(c.req.param('id'));
      const reader = { db, repository, user: c.get('user') };
      const [dose] = ids ? await dosesInScope(reader, sql`d."id" = ${ids.doseId}`) : [];
      const assessed = dose ? await fhirAssessment(db, dose.patientId) : undefined;
      const resources = assessed && dose ? await resourcesOf(db, assessed, new Set([dose.id])) : [];
      const found = ids && resources.find((resource) => resource.id === evaluationId(ids));
      if (!found) throw resourceNotFound('La evaluación');
      return fhirJson(c, found);
    })
    .get('/', async (c) => {
      const patientId = patientParamOf(c.req.query('patient'));
      const reader = { db, repository, user: c.get('user') };
      const isReadable = await isPatientReadable(reader, patientId);
      const assessed = isReadable ? await fhirAssessment(db, patientId) : undefined;
      if (isReadable) await auditPatientRead(reader, { id: patientId, route: `${c.req.path}?patient=${patientId}` });
      const doseIds = assessed ? await dosesInScope(reader, sql`d."patientId" = ${patientId}`) : [];
      const resources = assessed ? await resourcesOf(db, assessed, new Set(doseIds.map((dose) => dose.id))) : [];
      return fhirJson(c, searchset({ base: fhirBaseOf(c), resources, self: c.req.url, total: resources.length }));
    });

/** The active doses of the caller's scope (given at one of their centres) that `where` selects: their ids and patients. */
const dosesInScope = async (reader: PatientReader, where: RawBuilder<unknown>) => {
  const found = await sql<{ id: number; patientId: number }>`SELECT d."id", d."patientId"
    FROM ${sql.table(tableOf(appliedDoses))} AS d
    WHERE ${where} AND d."isActive" = 1 AND ${doseScope(reader.repository, reader.user)}`.execute(reader.db);
  return found.rows.map((row) => ({ id: Number(row.id), patientId: Number(row.patientId) }));
};

/** The assessment's evaluations of some doses as resources, by dose then antigen. */
const resourcesOf = async (db: Db, assessed: FhirAssessment, doseIds: ReadonlySet<number>) => {
  const authority = await programmeAuthority(db);
  const date = new Date().toISOString();
  return assessed.assessment.evaluations
    .filter((evaluation) => doseIds.has(Number(evaluation.doseId)))
    .map((evaluation) => ({ evaluation, antigen: assessed.antigenOf(evaluation.antigen) }))
    .toSorted((first, second) =>
      first.evaluation.doseId === second.evaluation.doseId
        ? first.antigen.id - second.antigen.id
        : Number(first.evaluation.doseId) - Number(second.evaluation.doseId),
    )
    .map(({ evaluation, antigen }) =>
      evaluationResource({ patientId: assessed.patientId, evaluation, antigen, date, authority }),
    );
};

/** The dose and antigen an evaluation's id names (`12-3`), undefined when it names none. */
const idsOf = (text: string) => {
  const [dose, antigen, ...rest] = text.split('-');
  const doseId = readId(dose);
  const antigenId = readId(antigen);
  return 'id' in doseId && 'id' in antigenId && rest.length === 0
    ? { doseId: doseId.id, antigenId: antigenId.id }
    : undefined;
};
