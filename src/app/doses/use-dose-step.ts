import { useCallback, useMemo } from 'react';
import {
  type EntityFormState,
  type OptionLoader,
  type SearchOption,
  useEntityForm,
  useEntityList,
} from '../../engine/react';
import { today } from '../../engine/rules';
import { appliedDoses, vaccineBatches } from '../../entities';
import { tokenUserId } from '../session/jwt';
import { useSessionStore } from '../session/session-store';
import { batchOption, batchSearch, usableBatches } from './batch-options';
import { maxLengthOf } from './schema-limits';
import { doseFormTexts } from './texts';

export type DoseStep = EntityFormState & {
  /** Searches the usable batches in the browser. */
  findBatches: OptionLoader;
  observationsMax: number;
};

const observationsMax = maxLengthOf(appliedDoses.schemas.create, 'observations') ?? 1000;

/**
 * Step 2: the dose register form of the applied-doses config (its create schema holds the
 * 'Dose register' rules), dose number 1, the given patient and the signed-in professional
 * preselected (another can be chosen: a clerk may enter a nurse's dose). The batches are
 * loaded once and searched in the browser; a refused dose (a batch that just ran out)
 * reloads them.
 *
 * @example
 * const { form, fields, submit, findBatches } = useDoseStep({ patient, onRegistered });
 */
export const useDoseStep = ({
  patient,
  onRegistered,
}: {
  patient: SearchOption | null;
  onRegistered: () => void;
}): DoseStep => {
  const batches = useEntityList(vaccineBatches);
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
    onFailed: batches.reload,
  });
  const search = useMemo(() => batchSearch(usableBatches(batches.rows, today())), [batches.rows]);
  const findBatches = useCallback<OptionLoader>(async (query) => search(query).map(batchOption), [search]);
  return { ...entityForm, findBatches, observationsMax };
};
