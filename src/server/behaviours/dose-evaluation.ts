import { candidateDoseRefusal } from '../../domain/cdsi/panel/candidate-dose';
import { programmeDayOf } from '../../engine';
import { ApiFailure, type Db, type Values } from '../../engine/server';
import { readAssessedDoses } from '../cdsi/patient-assessment';
import { readPatientObservations } from '../cdsi/patient-observations';
import { readStoredSchedule } from '../cdsi/stored-schedule';
import { readPatients } from '../programme/forecast-inputs';
import { overrideReasonOf } from './dose-timing';

/**
 * Evaluates a dose given here (never a historical one: those are kept as given) with the CDSi
 * engine before it is stored, among the patient's other active doses (`id`, the dose being
 * edited, does not count) and the observations they hold that day (candidate-dose.ts, the check
 * the dose form runs too): a dose that would be not valid for an antigen its vaccine covers (too
 * young, too soon, a live-virus conflict, a vaccine not allowed for that dose), or that an
 * observation contraindicates, is refused with 409 and the reason in Spanish in
 * `errors.overrideReason`, unless the body gives an override reason (only an admin may).
 * Resolves with the reason to store, or null.
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
  const [stored, dosesOf, observationsOf] = await Promise.all([
    readStoredSchedule(db),
    readAssessedDoses(db, [patientId]),
    readPatientObservations(db, { ids: [patientId] }),
  ]);
  const refusal = candidateDoseRefusal({
    schedule: stored.schedule,
    productKeys: stored.productKeyById,
    birthDate: patient.birthDate,
    doses: (dosesOf.get(patientId) ?? []).filter((other) => other.id !== id),
    observations: observationsOf.get(patientId) ?? [],
    candidate: { vaccineId, date: programmeDayOf(String(dose.applicationDateTime ?? '')) },
  });
  if (refusal === null) return null;
  const reason = overrideReasonOf(values);
  if (reason !== null) return reason;
  throw new ApiFailure(409, refusal.message, { overrideReason: refusal.message });
};
