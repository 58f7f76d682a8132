import { checkDoseTiming } from '../../domain/dose-timing';
import { adminRoles } from '../../domain/roles';
import { programmeDayOf } from '../../engine';
import type { Db, StoredRow, Values, WriteContext } from '../../engine/server';
import { ApiFailure, tableOf } from '../../engine/server';
import { patients } from '../../entities/patients';
import { activeRulesOf } from '../programme/rules-of';
import { activeDosesOf, seriesVaccineOf } from './dose-series';

/** The Spanish refusals of a dose's date that no override lifts. */
export const doseDateMessages = {
  overrideNotAllowed: 'Solo un administrador puede registrar una dosis fuera del esquema',
  beforeBirth: 'La fecha de aplicación no puede ser anterior a la fecha de nacimiento del paciente',
} as const;

type User = WriteContext['user'];

const canOverride = (user: User) => adminRoles.some((role) => role === user.role);

/**
 * The override reason a body gave, or null for none (missing, null or only spaces, which the
 * schema trims to '').
 */
export const overrideReasonOf = (values: Values) =>
  typeof values.overrideReason === 'string' && values.overrideReason !== '' ? values.overrideReason : null;

/**
 * Refuses with 403 a write whose body gives an override reason from a user who may not
 * override the schedule: only an admin registers a dose its ages or interval refuse.
 */
export const refuseForeignOverride = (values: Values, user: User) => {
  if (overrideReasonOf(values) !== null && !canOverride(user)) {
    throw new ApiFailure(403, doseDateMessages.overrideNotAllowed, {
      overrideReason: doseDateMessages.overrideNotAllowed,
    });
  }
};

const birthDateOf = async (db: Db, patientId: number) => {
  const patient = await db
    .selectFrom(tableOf(patients))
    .select('dateOfBirth')
    .where('id', '=', patientId)
    .executeTakeFirst();
  return typeof patient?.dateOfBirth === 'string' && patient.dateOfBirth !== '' ? patient.dateOfBirth : undefined;
};

/**
 * What a dose's timing depends on: its patient, vaccine, number and day, the day of its stored
 * time (the moment it was saved on the device, `storedDose`), never the server's clock at the sync.
 */
const timingOf = (dose: Values | StoredRow) => ({
  patientId: Number(dose.patientId),
  vaccineId: Number(dose.vaccineId),
  doseNumber: Number(dose.doseNumber),
  date: programmeDayOf(String(dose.applicationDateTime ?? '')),
});

/**
 * Whether an edit changed what the dose's timing depends on (its patient, vaccine, number or
 * day), so the schedule's check runs again; otherwise the dose keeps what it was registered with.
 */
export const changesTiming = (dose: Values, original: StoredRow) => {
  const [after, before] = [timingOf(dose), timingOf(original)];
  return (Object.keys(after) as (keyof typeof after)[]).some((key) => after[key] !== before[key]);
};

/**
 * Checks a dose, as it will be stored (`storedDose`), against its vaccine's active schedule
 * rules and the patient's birth date and other doses of the vaccine (`id`, the dose being
 * edited, does not count): a dose dated before the birth is refused with 409; one the rules
 * refuse (too young, too soon, too old: `checkDoseTiming`) is refused with 409 and its reason
 * in `errors.overrideReason`, unless the body gives an override reason, which only an admin
 * may (see {@link refuseForeignOverride}). Resolves with the reason to store: the body's when
 * the override was needed, null when the dose passes. A vaccine without rules is never refused.
 *
 * @example
 * const overrideReason = await timedOverrideReason({ db: context.db, dose, values });
 */
export const timedOverrideReason = async ({
  db,
  dose,
  values,
  id,
  isHistorical = false,
}: {
  db: Db;
  dose: Values;
  values: Values;
  id?: number;
  /** A historical dose is only refused before the birth: it is kept as given, and evaluated. */
  isHistorical?: boolean;
}): Promise<string | null> => {
  const { patientId, vaccineId, doseNumber, date } = timingOf(dose);
  const birthDate = await birthDateOf(db, patientId);
  if (birthDate === undefined || !Number.isInteger(vaccineId)) return null;
  if (date < birthDate) {
    throw new ApiFailure(409, doseDateMessages.beforeBirth, { applicationDate: doseDateMessages.beforeBirth });
  }
  if (isHistorical) return overrideReasonOf(values);
  const [vaccine, rules] = await Promise.all([seriesVaccineOf(db, vaccineId), activeRulesOf(db, vaccineId)]);
  if (!vaccine || rules.length === 0) return null;
  const doses = await activeDosesOf({ db, patientId, vaccineId, exceptId: id });
  const issue = checkDoseTiming({ birthDate, vaccine, rules, doses, proposal: { doseNumber, date } });
  if (!issue) return null;
  const reason = overrideReasonOf(values);
  if (reason === null) throw new ApiFailure(409, issue.message, { overrideReason: issue.message });
  return reason;
};
