import { Hono } from 'hono';
import { patientForecast } from '../../domain/forecast';
import { today } from '../../engine';
import { type ApiEnv, type Db, type Repository, tableOf } from '../../engine/server';
import { vaccines } from '../../entities/vaccines';
import { readActiveDoses, readCatalogue, readPatients } from '../programme/forecast-inputs';
import { fhirBaseOf, fhirJson } from './fhir-json';
import { auditPatientRead, isPatientReadable } from './fhir-scope';
import { recommendationResource } from './recommendation-resource';
import { patientParamOf } from './search-params';
import { searchset } from './searchset';
import type { CodedVaccine } from './vaccine-code';

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

/**
 * The patient's forecast computed now, as `GET /api/v1/patients/{id}/forecast` computes it (the
 * programme's inputs and the pure `patientForecast`); none for a patient who does not exist, was
 * deleted or has no birth date.
 */
const forecastOf = async (db: Db, patientId: number) => {
  const [patient] = await readPatients(db, { ids: [patientId] });
  if (!patient?.isActive || patient.birthDate === null) return [];
  const [catalogue, doses] = await Promise.all([readCatalogue(db), readActiveDoses(db, { ids: [patientId] })]);
  return patientForecast({
    birthDate: patient.birthDate,
    ...catalogue,
    doses: doses.map((dose) => ({ ...dose, isActive: true })),
    today: today(),
  });
};

/**
 * `GET /ImmunizationRecommendation?patient={id}`: a searchset of the patient's one
 * recommendation, made of their forecast (one recommendation per vaccine); empty for a
 * patient without any. A patient outside the caller's scope finds none, as in the Immunization
 * search; one in scope is forecast from their whole history, as the REST forecast is (a
 * forecast of some of their doses would ask for doses they have), and the read is audited.
 */
export const recommendationRoute = ({ db, repository }: { db: Db; repository: Repository }) =>
  new Hono<ApiEnv>().get('/', async (c) => {
    const patientId = patientParamOf(c.req.query('patient'));
    const reader = { db, repository, user: c.get('user') };
    const isReadable = await isPatientReadable(reader, patientId);
    const items = isReadable ? await forecastOf(db, patientId) : [];
    if (isReadable) await auditPatientRead(reader, { id: patientId, route: `${c.req.path}?patient=${patientId}` });
    const resources =
      items.length === 0
        ? []
        : [
            recommendationResource({
              patientId,
              items,
              vaccines: await codedVaccines(db),
              date: new Date().toISOString(),
            }),
          ];
    return fhirJson(c, searchset({ base: fhirBaseOf(c), resources, self: c.req.url, total: resources.length }));
  });
