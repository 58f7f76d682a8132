import { antigenDoses } from './antigen-doses';
import type { Antigen } from './antigen-model';
import { isContraindicationHeld } from './contraindications';
import type { EngineContext, SeriesEvaluation } from './engine-context';
import { type AntigenForecast, forecastSeries } from './forecast-series';
import { selectSeries } from './select-series';

const noDates = { earliestDate: null, recommendedDate: null, pastDueDate: null, latestDate: null };

/**
 * An antigen assessed: its doses evaluated by the series the patient follows, and its forecast, unless the patient
 * is immune (born before a date, or an observation) or an observation contraindicates the antigen.
 *
 * @example
 * assessAntigen(context, measles).forecast.seriesStatus // 'immune' for a patient born in 1950
 */
export const assessAntigen = (
  context: EngineContext,
  antigen: Antigen,
): { evaluation: SeriesEvaluation | null; forecast: AntigenForecast } => {
  const evaluation = selectSeries(context, antigen, antigenDoses(context, antigen.name));
  const without = (seriesStatus: AntigenForecast['seriesStatus']) => ({
    evaluation,
    forecast: { antigen: antigen.name, seriesStatus, forecastDoseNumber: null, ...noDates },
  });
  if (isImmune(context, antigen)) return without('immune');
  if (isContraindicated(context, antigen)) return without('contraindicated');
  if (evaluation === null) return without('not-recommended');
  return { evaluation, forecast: forecastSeries(context, evaluation) };
};

const isImmune = ({ patient }: EngineContext, { immunity }: Antigen) =>
  (immunity.bornBefore !== null && patient.dateOfBirth < immunity.bornBefore) ||
  patient.observations.some((observation) => immunity.observationCodes.includes(observation.code));

/** A contraindication of the whole antigen (one of some vaccines only leaves the others to give). */
const isContraindicated = ({ patient, assessmentDate }: EngineContext, antigen: Antigen) =>
  antigen.contraindications.some(
    (contraindication) =>
      contraindication.cvx.length === 0 && isContraindicationHeld({ patient, contraindication, on: assessmentDate }),
  );
