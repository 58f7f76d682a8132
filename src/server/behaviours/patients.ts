import { randomInt } from 'node:crypto';
import { defineBehaviour, invalidData, tableOf, type Values, type WriteContext } from '../../engine/server';
import { childIdPrefix, patients } from '../../entities/patients';
import { assessmentDataRoute } from '../cdsi/assessment-data-route';
import { patientLookupRoute } from '../patient-lookup/patient-lookup-route';
import { forecastRoute } from '../programme/forecast-route';
import { refreshPatientForecast } from '../programme/refresh-forecast';
import { similarPatientsRoute } from '../similar-patients/similar-patients-route';
import { vaccinationCardRoute } from '../vaccination-card/vaccination-card-route';

const attempts = 5;

/**
 * A new patient of a user who works at one centre belongs to it when the form names no catchment
 * centre: the patient is then in the user's scope (a patient of no centre is in none).
 */
const withOwnCenter = (values: Values, context: WriteContext): Values => {
  const { scope } = context.user;
  const [onlyPlace] = scope.isAll ? [] : scope.places;
  const isMissing = values.vaccinationCenterId === undefined || values.vaccinationCenterId === null;
  return isMissing && !scope.isAll && scope.places.length === 1
    ? { ...values, vaccinationCenterId: onlyPlace }
    : values;
};

/** '999' + the millisecond timestamp + a 3-digit random number. */
export const childIdentifier = () => `${childIdPrefix}${Date.now()}${String(randomInt(0, 1000)).padStart(3, '0')}`;

const isTaken = async (context: WriteContext, identityDocument: string) =>
  (await context.db
    .selectFrom(tableOf(context.entity))
    .select('id')
    .where('identityDocument', '=', identityDocument)
    .executeTakeFirst()) !== undefined;

/** Whether an active patient has this one as representative. */
const representsSomeone = async (context: WriteContext, id: number) =>
  (await context.db
    .selectFrom(tableOf(context.entity))
    .select('id')
    .where('representativeId', '=', id)
    .where('isActive', '=', 1)
    .executeTakeFirst()) !== undefined;

const freeChildIdentifier = async (context: WriteContext) => {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const candidate = childIdentifier();
    if (!(await isTaken(context, candidate))) return candidate;
  }
  throw new Error('Could not find a free child identifier');
};

/**
 * An adult has no representative, and stays an adult while they represent anyone. A child
 * without a national ID needs an adult representative (the reference's condition), never
 * themselves, and gets a generated identifier when registered. Every write recomputes the
 * patient's stored forecast (birth date, catchment centre; none once deleted). The routes the
 * config declares: the register form's close matches, a patient's vaccination card, their
 * forecast and what the CDSi engine reads of them.
 */
export const patientBehaviour = defineBehaviour(patients, {
  beforeChange: async ({ operation, id, values: requested, context }) => {
    const values = operation === 'create' ? withOwnCenter(requested, context) : requested;
    if (values.isChild !== true) return { ...values, representativeId: null };
    if (operation === 'create') return { ...values, identityDocument: await freeChildIdentifier(context) };
    if (values.representativeId === id) {
      throw invalidData({ representativeId: 'Un paciente no puede ser su propio representante' });
    }
    if (await representsSomeone(context, id)) {
      throw invalidData({ isChild: 'No se puede marcar como menor a un paciente que representa a otros pacientes' });
    }
    return values;
  },
  afterChange: ({ id, context }) => refreshPatientForecast(context.db, id),
  afterDelete: ({ id, context }) => refreshPatientForecast(context.db, id),
  afterRestore: ({ id, context }) => refreshPatientForecast(context.db, id),
  routes: {
    similar: similarPatientsRoute,
    lookup: patientLookupRoute,
    vaccinationCard: vaccinationCardRoute,
    forecast: forecastRoute,
    assessmentData: assessmentDataRoute,
  },
});
