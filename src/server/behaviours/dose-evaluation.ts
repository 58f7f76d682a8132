import { notValidDoseMessage } from '../../domain/cdsi/evaluation-reasons';
import { ApiFailure, type Db, type Values } from '../../engine/server';
import { assessPatient, readAssessedDoses } from '../cdsi/patient-assessment';
import { readStoredSchedule } from '../cdsi/stored-schedule';
import { readPatients } from '../programme/forecast-inputs';
import { overrideReasonOf } from './dose-timing';

/** The id the dose being registered takes in its own evaluation (no stored dose has it). */
const proposedId = -1;

/**
 * Evaluates a dose given here (never a historical one: those are kept as given) with the CDSi
 * engine before it is stored, among the patient's other active doses (`id`, the dose being
 * edited, does not count): a dose that would be not valid for an antigen its vaccine covers
 * (too young, too soon, a live-virus conflict, a vaccine not allowed for that dose) is refused
 * with 409 and CDC's reason in Spanish in `errors.overrideReason`, unless the body gives an
 * override reason (only an admin may). Resolves with the reason to store, or null.
 *
 * @example
 * const reason = await evaluatedOverrideReason({ db: context.db, dose, values });
 */
export const evaluatedOverrideReason = async ({
  db,
  dose,
  values,
  id,
}: {
  db: Db;
  dose: Values;
  values: Values;
  id?: number;
}): Promise<string | null> => {
  const patientId = Number(dose.patientId);
  const vaccineId = Number(dose.vaccineId);
  if (!Number.isInteger(patientId) || !Number.isInteger(vaccineId)) return null;
  const [patient] = await readPatients(db, { ids: [patientId] });
  if (!patient?.birthDate) return null;
  const [stored, dosesOf] = await Promise.all([readStoredSchedule(db), readAssessedDoses(db, [patientId])]);
  const date = String(dose.applicationDateTime ?? '').slice(0, 10);
  const others = (dosesOf.get(patientId) ?? []).filter((other) => other.id !== id);
  const { evaluations } = assessPatient({
    stored,
    birthDate: patient.birthDate,
    doses: [...others, { id: proposedId, vaccineId, date, batchExpiryDate: null }],
    today: date,
  });
  const notValid = evaluations.filter((item) => item.doseId === proposedId && item.status === 'not-valid');
  if (notValid.length === 0) return null;
  const reason = overrideReasonOf(values);
  if (reason !== null) return reason;
  const message = notValidDoseMessage(notValid);
  throw new ApiFailure(409, message, { overrideReason: message });
};
