import { queryOptions, skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import type { CandidateDoseRefusal } from '../../../domain/cdsi/panel/candidate-dose';
import type { DoseCheck } from '../../../domain/dose-check';
import type { TimingIssue } from '../../../domain/dose-timing';
import type { CardVaccine } from '../../../domain/vaccination-card';
import type { FormValues } from '../../../engine';
import { entityKeys, type SearchOption, useEngine } from '../../../engine/react';
import { fetchVaccinationCard } from './card-api';
import { checkAgainstHistory, historyOf, suggestedDoseNumber } from './dose-history';
import { vaccineRulesQuery } from './schedule-rules-query';
import { timingIssueOf } from './timing-check';
import { useEngineCheck } from './useEngineCheck';

/** Why a dose may not be given: the schedule rules' ages or interval, else the CDSi engine's evaluation. */
export type DoseRefusal = TimingIssue | CandidateDoseRefusal;

/** A dose checked at sending: against the patient's history of its vaccine, and against its schedule. */
export type SentDoseCheck = { check: DoseCheck; timing: DoseRefusal | undefined };

export type DoseHistory = {
  patientId: number | null;
  /** Loading until the card of the chosen patient arrives; idle without a patient and a vaccine. */
  status: 'idle' | 'loading' | 'failed' | 'ready';
  /** Why the card could not load, or null. */
  error: Error | null;
  /** The vaccine's entry on the card: its active doses and schedule; null when never received. */
  entry: CardVaccine | null;
  /** The checks of the number typed now; null until the history is known. */
  check: DoseCheck | null;
  /**
   * Why the schedule refuses the dose typed now (its rules' ages or interval, else the CDSi engine:
   * not valid, or contraindicated); null when it allows it or is not known yet.
   */
  timing: DoseRefusal | null;
  /**
   * The checks of a dose of a vaccine on a date at the moment of sending, once the history (and
   * the vaccine's rules) have loaded; null without a patient, a vaccine or a history.
   */
  checkDose: (dose: { doseNumber: number; vaccineId: number | null; date: string }) => Promise<SentDoseCheck | null>;
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
 * for the browser's `day`), and the vaccine's schedule rules: once both are known, the dose
 * number is set to the suggested one (once per patient and vaccine, so a number typed
 * afterwards stays), and the number typed is checked against the history and, for a dose on
 * `date` (today, or the day of a dose given elsewhere), against the rules' ages and interval,
 * then, for a dose given here (`isEvaluated`), by the CDSi engine as the server will
 * (useEngineCheck.ts). Any write reloads the card, the rules and what the engine reads.
 *
 * @example
 * const history = useDoseHistory({ form, vaccine: lotChoice.vaccine, day, date: day, isEvaluated: true });
 * history.entry?.doses; history.check?.warnings; history.timing?.message;
 */
export const useDoseHistory = ({
  form,
  vaccine,
  day,
  date,
  isEvaluated,
}: {
  form: UseFormReturn<FormValues>;
  vaccine: SearchOption | null;
  day: string;
  /** The day the dose is given (YYYY-MM-DD); null while unknown (a date not typed yet). */
  date: string | null;
  /** A dose given here, which the CDSi engine evaluates (a dose given elsewhere is kept as given). */
  isEvaluated: boolean;
}): DoseHistory => {
  const { dataProvider } = useEngine();
  const [patientValue, numberValue] = useWatch({ control: form.control, name: ['patientId', numberField] });
  const patientId = typeof patientValue === 'number' ? patientValue : null;
  const queryClient = useQueryClient();
  const card = useQuery(cardQuery(patientId, day));
  const rules = useQuery(vaccineRulesQuery(dataProvider, vaccine?.value ?? null));
  const isKnown = vaccine !== null && card.data !== undefined && card.data.patient.id === patientId;
  const engine = useEngineCheck({ patientId, vaccineId: vaccine?.value ?? null, date, isEnabled: isEvaluated });
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
  const checkDose = useCallback<DoseHistory['checkDose']>(
    async ({ doseNumber, vaccineId, date: doseDate }) => {
      if (patientId === null || vaccineId === null) return null;
      try {
        const data = await queryClient.ensureQueryData(cardQuery(patientId, day));
        const check = checkAgainstHistory({ entry: historyOf(data, vaccineId), doseNumber, day: doseDate });
        const vaccineRules = await queryClient
          .ensureQueryData(vaccineRulesQuery(dataProvider, vaccineId))
          .catch(() => undefined);
        const timing = vaccineRules
          ? timingIssueOf({ card: data, vaccineId, vaccineRules, proposal: { doseNumber, date: doseDate } })
          : undefined;
        return { check, timing: timing ?? (await engine.checkAtSending({ vaccineId, date: doseDate })) };
      } catch {
        return null;
      }
    },
    [queryClient, dataProvider, patientId, day, engine.checkAtSending],
  );
  const typed = Number(numberValue);
  const isTyped = isKnown && Number.isInteger(typed) && typed >= 1;
  const timing =
    isTyped && date !== null && rules.data
      ? timingIssueOf({
          card: card.data,
          vaccineId: vaccine.value,
          vaccineRules: rules.data,
          proposal: { doseNumber: typed, date },
        })
      : undefined;
  return {
    patientId,
    status: statusOf({
      hasVaccine: vaccine !== null && patientId !== null,
      isKnown,
      isFetching: card.isFetching,
      isError: card.isError,
    }),
    error: card.isError ? card.error : null,
    entry,
    check: isTyped ? checkAgainstHistory({ entry, doseNumber: typed, day: date ?? day }) : null,
    timing: timing ?? (isKnown ? engine.refusal : undefined) ?? null,
    checkDose,
  };
};

type StatusInput = { hasVaccine: boolean; isKnown: boolean; isFetching: boolean; isError: boolean };

const statusOf = ({ hasVaccine, isKnown, isFetching, isError }: StatusInput): DoseHistory['status'] => {
  if (!hasVaccine) return 'idle';
  if (isKnown) return 'ready';
  if (isError && !isFetching) return 'failed';
  return 'loading';
};
