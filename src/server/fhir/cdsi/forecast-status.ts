import type { CodeableConcept, Coding } from '@medplum/fhirtypes';
import type { GroupForecast, SeriesStatus } from '../../../domain/cdsi/assessment-model';
import { forecastStatusLabels } from '../../../domain/forecast';
import { recommendationStatusSystem, seriesStatusSystem } from '../code-systems';

/** CDSi's series statuses, as CDC's logic specification words them and as the screens say them. */
const seriesStatuses: Readonly<Record<SeriesStatus, { display: string; text: string }>> = {
  'not-complete': { display: 'Not Complete', text: 'Incompleto' },
  complete: { display: 'Complete', text: forecastStatusLabels.complete },
  immune: { display: 'Immune', text: 'Inmune' },
  'aged-out': { display: 'Aged Out', text: forecastStatusLabels['too-late'] },
  contraindicated: { display: 'Contraindicated', text: 'Contraindicada' },
  'not-recommended': { display: 'Not Recommended', text: 'No recomendada' },
};

const hl7 = {
  due: { system: recommendationStatusSystem, code: 'due', display: 'Due' },
  overdue: { system: recommendationStatusSystem, code: 'overdue', display: 'Overdue' },
  complete: { system: recommendationStatusSystem, code: 'complete', display: 'Complete' },
  immune: { system: recommendationStatusSystem, code: 'immune', display: 'Immune' },
  contraindicated: { system: recommendationStatusSystem, code: 'contraindicated', display: 'Contraindicated' },
} as const;

/**
 * HL7's code of a group's forecast, when one says it: a series still to give is `due` (not yet
 * due included: the dates say when) or `overdue`; complete, immune and contraindicated are
 * theirs. HL7 has no code for a group past its maximum age (`aged-out`, never
 * `contraindicated`), one not recommended, or one whose latest date passed.
 */
const hl7Coding = ({ seriesStatus, status }: Pick<GroupForecast, 'seriesStatus' | 'status'>): Coding | undefined => {
  if (seriesStatus !== 'not-complete') {
    return seriesStatus === 'complete' || seriesStatus === 'immune' || seriesStatus === 'contraindicated'
      ? hl7[seriesStatus]
      : undefined;
  }
  if (status === 'due' || status === 'not-yet-due') return hl7.due;
  return status === 'overdue' ? hl7.overdue : undefined;
};

/**
 * A vaccine group's `forecastStatus`: HL7's code when one says it, then CDSi's series status in
 * the panel's code system, with the screens' word as the text (today's, while the series is
 * not complete).
 *
 * @example
 * forecastStatusOf({ seriesStatus: 'aged-out', status: 'too-late' })
 * // { coding: [{ system: '…/estado-serie-cdsi', code: 'aged-out', display: 'Aged Out' }], text: 'Fuera de edad' }
 */
export const forecastStatusOf = (forecast: Pick<GroupForecast, 'seriesStatus' | 'status'>): CodeableConcept => {
  const series = seriesStatuses[forecast.seriesStatus];
  const standard = hl7Coding(forecast);
  return {
    coding: [
      ...(standard ? [standard] : []),
      { system: seriesStatusSystem, code: forecast.seriesStatus, display: series.display },
    ],
    text: forecast.seriesStatus === 'not-complete' ? forecastStatusLabels[forecast.status] : series.text,
  };
};
