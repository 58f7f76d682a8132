import { useMemo } from 'react';
import { type EntityFormState, type SearchOption, useEntityForm } from '../../engine/react';
import { appliedDoses } from '../../entities/applied-doses';
import { tokenUserId } from '../session/jwt';
import { useSessionStore } from '../session/session-store';
import { maxLengthOf } from './schema-limits';
import { doseFormTexts } from './texts';
import { type CheckedSubmit, useCheckedSubmit } from './useCheckedSubmit';
import { type DoseHistory, useDoseHistory } from './useDoseHistory';
import { type LotChoice, useLotChoice } from './useLotChoice';

export type DoseStep = EntityFormState & {
  /** The vaccine, its usable lots and the lot chosen. */
  lotChoice: LotChoice;
  /** The patient's previous doses of that vaccine and the checks of the number typed. */
  history: DoseHistory;
  /** The confirmation a dose off its schedule asks for. */
  confirmation: CheckedSubmit['confirmation'];
  observationsMax: number;
};

const observationsMax = maxLengthOf(appliedDoses.schemas.create, 'observations') ?? 1000;

/**
 * Step 2: the dose register form of the applied-doses config (its create schema holds the
 * 'Dose register' rules), dose number 1, the given patient and the signed-in professional
 * preselected (another can be chosen: a clerk may enter a nurse's dose). The lot comes first
 * expiry first out from the vaccine, or by its number; once the patient and the vaccine are
 * known the number is suggested from their history, which sending checks it against. Any save,
 * refused or not, reloads what the lot choices and the history show.
 *
 * @example
 * const { form, fields, submit, lotChoice, history, confirmation } = useDoseStep({ patient, onRegistered });
 */
export const useDoseStep = ({
  patient,
  onRegistered,
}: {
  patient: SearchOption | null;
  onRegistered: () => void;
}): DoseStep => {
  const professionalId = useSessionStore((state) => tokenUserId(state.token));
  const defaults = useMemo(
    () => ({ doseNumber: 1, patientId: patient?.value, applyingUserId: professionalId }),
    [patient, professionalId],
  );
  const entityForm = useEntityForm({
    entity: appliedDoses,
    mode: 'create',
    defaults,
    failure: doseFormTexts.doseFailure,
    onSaved: onRegistered,
  });
  const lotChoice = useLotChoice(entityForm.form);
  const history = useDoseHistory({ form: entityForm.form, vaccine: lotChoice.vaccine, day: lotChoice.day });
  const { submit, confirmation } = useCheckedSubmit({
    form: entityForm.form,
    send: entityForm.submit,
    // The dose is of its lot's vaccine, whatever the vaccine box shows at that instant.
    checkNumber: async (doseNumber) => history.checkNumber(doseNumber, await lotChoice.vaccineOfLot()),
  });
  return { ...entityForm, submit, lotChoice, history, confirmation, observationsMax };
};
