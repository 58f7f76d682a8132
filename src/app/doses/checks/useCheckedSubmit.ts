import { type BaseSyntheticEvent, useCallback, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { FormValues } from '../../../engine';
import { appliedDoses } from '../../../entities/applied-doses';
import { minLengthOf } from '../schema-limits';
import type { SentDoseCheck } from './useDoseHistory';

export type CheckedSubmit = {
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** An admin's 'Registrar de todas formas': the reason checked, then the dose sent despite its timing. */
  override: () => Promise<void>;
  /** The confirmation asked for a dose off its schedule. */
  confirmation: { isOpen: boolean; warnings: readonly string[]; confirm: () => void; cancel: () => void };
};

const numberField = 'doseNumber';
const reasonField = 'overrideReason';
const reasonRule = minLengthOf(appliedDoses.schemas.create, reasonField) ?? {
  value: 10,
  message: 'El motivo debe tener al menos 10 caracteres',
};

/**
 * Sends the dose only once it is checked against the patient's history and the schedule: a
 * valid form whose number is refused (beyond the series, already held) shows the refusal on the
 * number field and sends nothing; one the schedule's ages or interval refuse shows it on
 * `timingField` (the number, or a past dose's date), sends nothing and tells `onRefused` (an
 * admin may then override it); one with warnings (early, not the next number) asks for a
 * confirmation first, and 'Cancelar' keeps the form as it is. `override` sends a refused dose
 * with its reason ('Motivo', required, as long as the schema asks), still never one the history
 * refuses. Without a known history the server decides.
 *
 * @example
 * const { submit, override, confirmation } = useCheckedSubmit({ form, send, checkDose, timingField, onRefused });
 */
export const useCheckedSubmit = ({
  form,
  send,
  checkDose,
  timingField,
  onRefused,
}: {
  form: UseFormReturn<FormValues>;
  send: () => Promise<void>;
  checkDose: (doseNumber: number) => Promise<SentDoseCheck | null>;
  timingField: string;
  onRefused: (message: string) => void;
}): CheckedSubmit => {
  const [isOpen, setOpen] = useState(false);
  const [warnings, setWarnings] = useState<readonly string[]>([]);

  const checkThenSend = useCallback(
    async ({ isOverride }: { isOverride: boolean }) => {
      // An invalid form goes the usual way: its messages on the fields, the focus on the first.
      if (!(await form.trigger())) return send();
      const result = await checkDose(Number(form.getValues(numberField)));
      const [refusal] = result?.check.refusals ?? [];
      if (refusal) {
        form.setError(numberField, { type: 'history', message: refusal.message }, { shouldFocus: true });
        return;
      }
      if (isOverride) return send();
      if (result?.timing) {
        form.setError(timingField, { type: 'schedule', message: result.timing.message }, { shouldFocus: true });
        onRefused(result.timing.message);
        return;
      }
      if (result && result.check.warnings.length > 0) {
        setWarnings(result.check.warnings.map((warning) => warning.message));
        setOpen(true);
        return;
      }
      return send();
    },
    [form, send, checkDose, timingField, onRefused],
  );

  const isChecking = useRef(false);
  // A second click while the history loads would send the dose twice.
  const once = useCallback(async (run: () => Promise<void>) => {
    if (isChecking.current) return;
    isChecking.current = true;
    try {
      await run();
    } finally {
      isChecking.current = false;
    }
  }, []);

  const submit = useCallback(
    async (event?: BaseSyntheticEvent) => {
      event?.preventDefault();
      await once(() => checkThenSend({ isOverride: false }));
    },
    [once, checkThenSend],
  );

  const override = useCallback(
    () =>
      once(async () => {
        const reason = String(form.getValues(reasonField) ?? '').trim();
        if (reason.length < reasonRule.value) {
          form.setError(reasonField, { type: 'required', message: reasonRule.message }, { shouldFocus: true });
          return;
        }
        form.clearErrors(reasonField);
        await checkThenSend({ isOverride: true });
      }),
    [once, form, checkThenSend],
  );

  const confirm = useCallback(() => {
    setOpen(false);
    void send();
  }, [send]);
  const cancel = useCallback(() => setOpen(false), []);

  return { submit, override, confirmation: { isOpen, warnings, confirm, cancel } };
};
