import { useCallback, useState } from 'react';
import type { EntityRow } from '../../engine';
import type { SearchOption } from '../../engine/react';
import type { ReportedDose } from '../adverse-events/reported-dose';
import { registeredDoseOf } from './registered-dose';
import { doseFormTexts } from './texts';

export type DoseWizard = {
  steps: readonly string[];
  /** 0 for the patient step, 1 for the dose step. */
  stepIndex: number;
  canGoPrevious: boolean;
  canGoNext: boolean;
  goPrevious: () => void;
  goNext: () => void;
  /** The patient registered in step 1, preselected in step 2. */
  patient: SearchOption | null;
  patientRegistered: (patient: SearchOption) => void;
  /** Starts over, keeping the dose saved for its confirmation ('Reportar ESAVI'). */
  doseRegistered: (dose: EntityRow) => void;
  /** The last dose registered, until the confirmation is closed; null before any. */
  registered: ReportedDose | null;
  dismissRegistered: () => void;
  /** Changes after each registered dose, so the page can start from fresh forms. */
  round: number;
};

/**
 * The two-step flow of the dose form: register a patient (or skip when they already exist),
 * then the dose; a registered dose starts over at step 1 and stays in the confirmation.
 *
 * `startsAt` opens another step first (a refused dose reopened by 'Corregir' opens at the dose).
 *
 * @example
 * const wizard = useDoseWizard();
 * wizard.patientRegistered({ value: 9, label: 'Ana Ruiz' }); // step 2, Ana preselected
 */
export const useDoseWizard = ({ startsAt = 0 }: { startsAt?: number } = {}): DoseWizard => {
  const steps = doseFormTexts.steps;
  const [stepIndex, setStepIndex] = useState(startsAt);
  const [patient, setPatient] = useState<SearchOption | null>(null);
  const [round, setRound] = useState(0);
  const [registered, setRegistered] = useState<ReportedDose | null>(null);
  const last = steps.length - 1;

  const goPrevious = useCallback(() => setStepIndex((index) => Math.max(0, index - 1)), []);
  const goNext = useCallback(() => setStepIndex((index) => Math.min(last, index + 1)), [last]);
  const patientRegistered = useCallback(
    (registered: SearchOption) => {
      setPatient(registered);
      setStepIndex(last);
    },
    [last],
  );
  const doseRegistered = useCallback((dose: EntityRow) => {
    setRegistered(registeredDoseOf(dose));
    setPatient(null);
    setStepIndex(0);
    setRound((current) => current + 1);
  }, []);

  const dismissRegistered = useCallback(() => setRegistered(null), []);

  return {
    steps,
    stepIndex,
    canGoPrevious: stepIndex > 0,
    canGoNext: stepIndex < last,
    goPrevious,
    goNext,
    patient,
    patientRegistered,
    doseRegistered,
    registered,
    dismissRegistered,
    round,
  };
};
