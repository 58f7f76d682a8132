import { type BaseSyntheticEvent, useCallback, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { DoseCheck } from '../../domain/dose-check';
import type { FormValues } from '../../engine';

export type CheckedSubmit = {
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The confirmation asked for a dose off its schedule. */
  confirmation: { isOpen: boolean; warnings: readonly string[]; confirm: () => void; cancel: () => void };
};

const numberField = 'doseNumber';

/**
 * Sends the dose only once it is checked against the patient's history: a valid form whose
 * number is refused (beyond the series, already held) shows the refusal on the number field
 * and sends nothing; one with warnings (early, not the next number) asks for a confirmation
 * first, and 'Cancelar' keeps the form as it is. Without a known history the server decides.
 *
 * @example
 * const { submit, confirmation } = useCheckedSubmit({ form, send: entityForm.submit, checkNumber: history.checkNumber });
 */
export const useCheckedSubmit = ({
  form,
  send,
  checkNumber,
}: {
  form: UseFormReturn<FormValues>;
  send: () => Promise<void>;
  checkNumber: (doseNumber: number) => Promise<DoseCheck | null>;
}): CheckedSubmit => {
  const [isOpen, setOpen] = useState(false);
  const [warnings, setWarnings] = useState<readonly string[]>([]);

  const checkThenSend = useCallback(async () => {
    // An invalid form goes the usual way: its messages on the fields, the focus on the first.
    if (!(await form.trigger())) return send();
    const check = await checkNumber(Number(form.getValues(numberField)));
    const [refusal] = check?.refusals ?? [];
    if (refusal) {
      form.setError(numberField, { type: 'history', message: refusal.message }, { shouldFocus: true });
      return;
    }
    if (check && check.warnings.length > 0) {
      setWarnings(check.warnings.map((warning) => warning.message));
      setOpen(true);
      return;
    }
    return send();
  }, [form, send, checkNumber]);

  const isChecking = useRef(false);

  const submit = useCallback(
    async (event?: BaseSyntheticEvent) => {
      event?.preventDefault();
      // A second click while the history loads would send the dose twice.
      if (isChecking.current) return;
      isChecking.current = true;
      try {
        await checkThenSend();
      } finally {
        isChecking.current = false;
      }
    },
    [checkThenSend],
  );

  const confirm = useCallback(() => {
    setOpen(false);
    void send();
  }, [send]);
  const cancel = useCallback(() => setOpen(false), []);

  return { submit, confirmation: { isOpen, warnings, confirm, cancel } };
};
