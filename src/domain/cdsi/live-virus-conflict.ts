import { addDuration } from './cdsi-duration';
import type { EngineContext, EvaluatedDose } from './engine-context';
import { laterOf } from './engine-context';
import { conflictsOf } from './schedule-index';

type ConflictInput = {
  context: EngineContext;
  /** The live vaccine to give or given. */
  cvx: string;
  /** Doses before this date can conflict. */
  before: string;
  /** The antigen's doses evaluated so far: a not valid previous dose gets no grace. */
  evaluated: readonly EvaluatedDose[];
  /** Forecasts use the full window, without the grace. */
  isForecast?: boolean;
};

/**
 * The end of the latest live-virus conflict window a vaccine given on a day would fall in (two live vaccines less
 * than 28 days apart: the later is not valid), or null when no earlier live dose conflicts with it.
 *
 * @example
 * liveVirusConflictEnd({ context, cvx: '21', before: '2026-02-10', evaluated }) // MMR on 2026-01-16: '2026-02-09'
 */
export const liveVirusConflictEnd = ({ context, cvx, before, evaluated, isForecast = false }: ConflictInput) =>
  conflictsOf(context.schedule, cvx)
    .flatMap((conflict) =>
      context.doses
        .filter((dose) => dose.cvx === conflict.previousCvx && dose.date < before)
        .flatMap((dose) => {
          if (before < addDuration(dose.date, conflict.beginInterval)) return [];
          const isPreviousInvalid = evaluated.some(
            (previous) => previous.dose.id === dose.id && previous.status === 'not-valid',
          );
          const end = isForecast || isPreviousInvalid ? conflict.endInterval : conflict.minimumEndInterval;
          return [addDuration(dose.date, end)];
        }),
    )
    .reduce<string | null>(laterOf, null);
