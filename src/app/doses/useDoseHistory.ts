import { queryOptions, skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import type { DoseCheck } from '../../domain/dose-check';
import type { CardVaccine } from '../../domain/vaccination-card';
import type { FormValues } from '../../engine';
import { entityKeys, type SearchOption } from '../../engine/react';
import { fetchVaccinationCard } from './card-api';
import { checkAgainstHistory, historyOf, suggestedDoseNumber } from './dose-history';

export type DoseHistory = {
  patientId: number | null;
  /** Loading until the card of the chosen patient arrives; idle without a patient and a vaccine. */
  status: 'idle' | 'loading' | 'failed' | 'ready';
  /** The vaccine's entry on the card: its active doses and schedule; null when never received. */
  entry: CardVaccine | null;
  /** The checks of the number typed now; null until the history is known. */
  check: DoseCheck | null;
  /** The checks of a number of a vaccine at the moment of sending, once the history has loaded; null without one. */
  checkNumber: (doseNumber: number, vaccineId: number | null) => Promise<DoseCheck | null>;
};

/** The card of a patient for a day, through the query cache; any write reloads it (its key starts with 'entity'). */
const cardQuery = (patientId: number | null, day: string) =>
  queryOptions({
    queryKey: [...entityKeys.all, 'vaccination-card', patientId, day],
    queryFn: patientId === null ? skipToken : ({ signal }) => fetchVaccinationCard({ patientId, today: day, signal }),
  });

const numberField = 'doseNumber';

/**
 * The chosen patient's history of the chosen vaccine, from their vaccination card (computed
 * for the browser's `day`): once both are known, the dose number is set to the suggested one
 * (once per patient and vaccine, so a number typed afterwards stays), and the number typed is
 * checked against it. Any write reloads the card.
 *
 * @example
 * const history = useDoseHistory({ form, vaccine: lotChoice.vaccine, day });
 * history.entry?.doses; history.check?.warnings;
 */
export const useDoseHistory = ({
  form,
  vaccine,
  day,
}: {
  form: UseFormReturn<FormValues>;
  vaccine: SearchOption | null;
  day: string;
}): DoseHistory => {
  const [patientValue, numberValue] = useWatch({ control: form.control, name: ['patientId', numberField] });
  const patientId = typeof patientValue === 'number' ? patientValue : null;
  const queryClient = useQueryClient();
  const card = useQuery(cardQuery(patientId, day));
  const isKnown = vaccine !== null && card.data !== undefined && card.data.patient.id === patientId;
  const entry = isKnown ? historyOf(card.data, vaccine.value) : null;

  const suggestedFor = useRef('');
  useEffect(() => {
    if (!isKnown) return;
    const key = `${patientId}:${vaccine.value}`;
    if (suggestedFor.current === key) return;
    suggestedFor.current = key;
    const suggested = suggestedDoseNumber(entry);
    if (suggested !== null) form.setValue(numberField, suggested, { shouldValidate: form.formState.isSubmitted });
  }, [isKnown, patientId, vaccine, entry, form]);

  // Sending waits for a history still loading, so a quick click is checked too; one that failed to load is not.
  const checkNumber = useCallback(
    async (doseNumber: number, vaccineId: number | null) => {
      if (patientId === null || vaccineId === null) return null;
      try {
        const data = await queryClient.ensureQueryData(cardQuery(patientId, day));
        return checkAgainstHistory({ entry: historyOf(data, vaccineId), doseNumber, day });
      } catch {
        return null;
      }
    },
    [queryClient, patientId, day],
  );
  const typed = Number(numberValue);
  return {
    patientId,
    status: statusOf({
      hasVaccine: vaccine !== null && patientId !== null,
      isKnown,
      isFetching: card.isFetching,
      isError: card.isError,
    }),
    entry,
    check:
      isKnown && Number.isInteger(typed) && typed >= 1 ? checkAgainstHistory({ entry, doseNumber: typed, day }) : null,
    checkNumber,
  };
};

type StatusInput = { hasVaccine: boolean; isKnown: boolean; isFetching: boolean; isError: boolean };

const statusOf = ({ hasVaccine, isKnown, isFetching, isError }: StatusInput): DoseHistory['status'] => {
  if (!hasVaccine) return 'idle';
  if (isKnown) return 'ready';
  if (isError && !isFetching) return 'failed';
  return 'loading';
};
