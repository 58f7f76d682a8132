import { assessImmunizations } from '../assess-immunizations';
import { doseContraindications } from '../contraindications';
import { contraindicatedDoseMessage, notValidDoseMessage } from '../evaluation-reasons';
import { scheduleOfVaccine } from '../schedule-index';
import { administeredDoseOf, type PanelPatient, panelAssessmentInput } from './panel-patient';

/** Why a dose about to be given is refused: not valid for an antigen, or contraindicated by an observation. */
export type CandidateDoseRefusal = { code: 'notValid' | 'contraindicated'; message: string };

/** The id the dose being checked takes in its own evaluation (no stored dose has it). */
const candidateId = -1;

/**
 * A dose of a vaccine about to be given on a day, checked with the CDSi engine among the patient's
 * other doses (the dose being edited left out by the caller) and the observations held that day:
 * refused when it would be not valid for an antigen its vaccine covers (too young, too soon, a
 * live-virus conflict, a vaccine not allowed for that dose) or when an observation contraindicates
 * it, with CDC's reasons in Spanish; null when it may be given. The same check runs in the dose
 * form, before sending, and on the server, which refuses it with 409 unless an admin gives a reason.
 *
 * @example
 * candidateDoseRefusal({ ...patient, candidate: { vaccineId: 12, date: '2026-05-10' } })
 * // { code: 'notValid', message: 'La dosis no sería válida para Varicela: se aplicó otra vacuna de virus vivos hace menos de 28 días' }
 */
export const candidateDoseRefusal = ({
  candidate,
  ...patient
}: PanelPatient & { candidate: { vaccineId: number; date: string } }): CandidateDoseRefusal | null => {
  const dose = { id: candidateId, vaccineId: candidate.vaccineId, date: candidate.date, batchExpiryDate: null };
  const administered = administeredDoseOf(patient.productKeys, dose);
  // Only the antigens the vaccine covers: each antigen is assessed on its own.
  const schedule = scheduleOfVaccine(patient.schedule, administered.cvx);
  const input = panelAssessmentInput({ ...patient, schedule, doses: [...patient.doses, dose], day: candidate.date });
  const notValid = assessImmunizations(input).evaluations.filter(
    (evaluation) => evaluation.doseId === candidateId && evaluation.status === 'not-valid',
  );
  const contraindicated = doseContraindications({
    schedule: input.schedule,
    patient: input.patient,
    dose: administered,
  });
  const messages = [
    ...(notValid.length > 0 ? [notValidDoseMessage(notValid)] : []),
    ...(contraindicated.length > 0 ? [contraindicatedDoseMessage(contraindicated)] : []),
  ];
  if (messages.length === 0) return null;
  return { code: notValid.length > 0 ? 'notValid' : 'contraindicated', message: messages.join('. ') };
};
