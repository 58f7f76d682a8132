import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import type { FormValues } from '../../../engine';
import { entityKeys, type SearchOption } from '../../../engine/react';
import { isOutOfScope } from './out-of-scope';
import type { PatientToOpen } from './patient-to-open';

export type PatientAccess = {
  /** The patient the access dialog asks a reason for; null while it is closed. */
  asked: PatientToOpen | null;
  /** Asks for the access to a patient of another centre. */
  ask: (patient: PatientToOpen) => void;
  /** Asks again for the chosen patient whose read was refused; null unless it was. */
  askAgain: (() => void) | null;
  cancel: () => void;
  /** The access was granted: the patient is chosen as any other, and what the form read of them is read again. */
  opened: (patient: PatientToOpen) => void;
  /** The patient last opened, as the patient field names them. */
  openedOption: SearchOption | null;
};

const patientField = 'patientId';

/**
 * The dose form's way to a patient of another centre: the access dialog opens for one chosen in
 * the search, and by itself, once per patient, for a chosen patient whose read answered that
 * they belong to another part of the network (`readError`: their card's); the form then says so,
 * with a way to ask again. Once granted, the patient is the form's, and every read is renewed.
 *
 * @example
 * const access = usePatientAccess({ form, readError: history.error, known: patient });
 * <PatientAccessDialog patient={access.asked} onCancel={access.cancel} onOpened={access.opened} />
 */
export const usePatientAccess = ({
  form,
  readError,
  known,
}: {
  form: UseFormReturn<FormValues>;
  /** Why reading the chosen patient failed, or null. */
  readError: Error | null;
  /** A patient the form knows by name (the one registered in step 1). */
  known: SearchOption | null;
}): PatientAccess => {
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<PatientToOpen | null>(null);
  const [openedOption, setOpenedOption] = useState<SearchOption | null>(null);
  const chosen = useWatch({ control: form.control, name: patientField });
  const refusedId = typeof chosen === 'number' && isOutOfScope(readError) ? chosen : null;
  const named = [known, openedOption].find((option) => option?.value === refusedId);
  const refused = useMemo<PatientToOpen | null>(
    () => (refusedId === null ? null : { id: refusedId, name: named?.label ?? null, centerName: null }),
    [refusedId, named],
  );

  const offeredFor = useRef<number | null>(null);
  useEffect(() => {
    if (refused === null || offeredFor.current === refused.id) return;
    offeredFor.current = refused.id;
    setAsked(refused);
  }, [refused]);

  const opened = useCallback(
    (patient: PatientToOpen) => {
      if (patient.name) setOpenedOption({ value: patient.id, label: patient.name });
      form.setValue(patientField, patient.id, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
      setAsked(null);
      // The patient's card, their row and the searches that offered them as another centre's.
      void queryClient.invalidateQueries({ queryKey: entityKeys.all });
    },
    [form, queryClient],
  );
  const cancel = useCallback(() => setAsked(null), []);
  return { asked, ask: setAsked, askAgain: refused && (() => setAsked(refused)), cancel, opened, openedOption };
};
