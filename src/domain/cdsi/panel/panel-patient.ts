import type { CdsiSchedule } from '../antigen-model';
import type { AssessmentInput } from '../assess-immunizations';
import type { AdministeredDose, CdsiPatient } from '../assessment-model';

/** A patient's active dose as the panel keeps it: its id, vaccine, `YYYY-MM-DD` day and its batch's expiry. */
export type PanelDose = { id: number; vaccineId: number; date: string; batchExpiryDate: string | null };

/** A patient's observation as the panel keeps it: its code, held from `observationDate` to `endDate` (open when null). */
export type PanelObservation = { code: string; observationDate: string; endDate: string | null };

/** What the engine reads of a patient in the panel, with the schedule and each vaccine's product key by its id. */
export type PanelPatient = {
  schedule: CdsiSchedule;
  productKeys: ReadonlyMap<number, string>;
  birthDate: string;
  doses: readonly PanelDose[];
  observations: readonly PanelObservation[];
};

/**
 * The observations held on a day, as the engine reads them (each dated by its beginning): one that
 * began later, or ended before, holds no longer.
 *
 * @example
 * observationsHeldOn([{ code: '007', observationDate: '2026-01-05', endDate: '2026-09-30' }], '2026-05-10')
 * // [{ code: '007', date: '2026-01-05' }]
 */
export const observationsHeldOn = (
  observations: readonly PanelObservation[],
  day: string,
): CdsiPatient['observations'] =>
  observations
    .filter((observation) => observation.observationDate <= day && (observation.endDate ?? day) >= day)
    .map((observation) => ({ code: observation.code, date: observation.observationDate }));

/**
 * The engine's input for a patient of the panel on a day: their doses named by their vaccines'
 * product keys (`#id` for a vaccine the schedule does not know: it counts for no antigen) and the
 * observations held that day.
 *
 * @example
 * assessImmunizations(panelAssessmentInput({ ...patient, day: '2026-05-10' }));
 */
export const panelAssessmentInput = ({
  schedule,
  productKeys,
  birthDate,
  doses,
  observations,
  day,
}: PanelPatient & { day: string }): AssessmentInput => ({
  schedule,
  patient: { dateOfBirth: birthDate, gender: null, observations: observationsHeldOn(observations, day) },
  doses: doses.map((dose) => administeredDoseOf(productKeys, dose)),
  assessmentDate: day,
});

/** A panel's dose as the engine names it. */
export const administeredDoseOf = (productKeys: ReadonlyMap<number, string>, dose: PanelDose): AdministeredDose => ({
  id: dose.id,
  date: dose.date,
  cvx: productKeys.get(dose.vaccineId) ?? `#${dose.vaccineId}`,
  batchExpiryDate: dose.batchExpiryDate,
});
