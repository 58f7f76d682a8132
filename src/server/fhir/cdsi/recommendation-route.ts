import { Hono } from 'hono';
import { type ApiEnv, type Db, type Repository, tableOf } from '../../../engine/server';
import { vaccines } from '../../../entities/vaccines';
import { forecastPlanOf } from '../../programme/forecast-rows';
import { fhirBaseOf, fhirJson } from '../fhir-json';
import { auditPatientRead, isPatientReadable } from '../fhir-scope';
import { patientParamOf } from '../search-params';
import { searchset } from '../searchset';
import type { CodedVaccine } from '../vaccine-code';
import { type FhirAssessment, fhirAssessment } from './fhir-assessment';
import { type RecommendationNames, recommendationResource } from './recommendation-resource';

/** Every vaccine's code, by id: a few dozen rows. */
const codedVaccines = async (db: Db) => {
  const rows = await db.selectFrom(tableOf(vaccines)).select(['id', 'vaccineName', 'codeSystem', 'code']).execute();
  return new Map<number, CodedVaccine>(
    rows.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        vaccineName: String(row.vaccineName ?? ''),
        codeSystem: row.codeSystem === null ? null : String(row.codeSystem),
        code: row.code === null ? null : String(row.code),
      },
    ]),
  );
};

/** The antigens' ids and the vaccine of each group's next dose, as the due lists name it (forecast-rows.ts). */
const namesOf = async (db: Db, assessed: FhirAssessment): Promise<RecommendationNames> => {
  const coded = await codedVaccines(db);
  const plan = forecastPlanOf(assessed.stored, assessed.today);
  return {
    antigenOf: assessed.antigenOf,
    vaccineOf: (group, doseNumber) => {
      const id = plan.vaccineFor(group, doseNumber);
      return id === undefined ? undefined : coded.get(id);
    },
  };
};

/**
 * `GET /ImmunizationRecommendation?patient={id}`: a searchset of the patient's one
 * recommendation, made of their CDSi forecast computed now (one recommendation per vaccine
 * group); empty for a patient without one (no birth date, or a schedule without groups). A
 * patient outside the caller's scope finds none, as in the Immunization search; one in scope is
 * forecast from their whole history, as the REST forecast is (a forecast of some of their doses
 * would ask for doses they have), and the read is audited.
 */
export const recommendationRoute = ({ db, repository }: { db: Db; repository: Repository }) =>
  new Hono<ApiEnv>().get('/', async (c) => {
    const patientId = patientParamOf(c.req.query('patient'));
    const reader = { db, repository, user: c.get('user') };
    const isReadable = await isPatientReadable(reader, patientId);
    const assessed = isReadable ? await fhirAssessment(db, patientId) : undefined;
    if (isReadable) await auditPatientRead(reader, { id: patientId, route: `${c.req.path}?patient=${patientId}` });
    const forecasts = assessed?.assessment.forecasts ?? [];
    const resources =
      assessed === undefined || forecasts.length === 0
        ? []
        : [
            recommendationResource({
              patientId,
              forecasts,
              names: await namesOf(db, assessed),
              date: new Date().toISOString(),
            }),
          ];
    return fhirJson(c, searchset({ base: fhirBaseOf(c), resources, self: c.req.url, total: resources.length }));
  });
