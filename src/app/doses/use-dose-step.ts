import { useMemo } from 'react';
import { type EntityFormState, type OptionLoader, type SearchOption, useEntityForm } from '../../engine/react';
import { today } from '../../engine/rules';
import { appliedDoses } from '../../entities/applied-doses';
import { tokenUserId } from '../session/jwt';
import { useSessionStore } from '../session/session-store';
import { maxLengthOf } from './schema-limits';
import { doseFormTexts } from './texts';
import { batchSearchKey, useBatchSearch } from './use-batch-search';

export type DoseStep = EntityFormState & {
  /** Searches the usable batches on the server. */
  findBatches: OptionLoader;
  /** The lot search's cache key. */
  batchSearchKey: readonly unknown[];
  observationsMax: number;
};

const observationsMax = maxLengthOf(appliedDoses.schemas.create, 'observations') ?? 1000;

/**
 * Step 2: the dose register form of the applied-doses config (its create schema holds the
 * 'Dose register' rules), dose number 1, the given patient and the signed-in professional
 * preselected (another can be chosen: a clerk may enter a nurse's dose). The lot search asks
 * the server for the usable batches; any save, refused or not, reloads what it shows.
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
  const findBatches = useBatchSearch();
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
  return { ...entityForm, findBatches, batchSearchKey: batchSearchKey(today()), observationsMax };
};
