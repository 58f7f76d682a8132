import type { ImmunizationRecommendation, ImmunizationRecommendationRecommendation } from '@medplum/fhirtypes';
import type { GroupForecast } from '../../../domain/cdsi/assessment-model';
import { loinc } from '../code-systems';
import { type CodedVaccine, vaccineCodeOf } from '../vaccine-code';
import { forecastStatusOf } from './forecast-status';
import { type NamedAntigen, targetDiseaseOf } from './target-disease';

/** The LOINC code of each date of a forecast (FHIR's immunization-recommendation-date-criterion). */
const dateCodes = [
  ['earliestDate', '30981-5', 'Earliest date to give'],
  ['recommendedDate', '30980-7', 'Date vaccine due'],
  ['pastDueDate', '59778-1', 'Date when overdue for immunization'],
  ['latestDate', '59777-3', 'Latest date to give immunization'],
] as const;

/** What a recommendation needs beyond the forecast: the antigens' ids and the vaccine each next dose is given with. */
export type RecommendationNames = {
  antigenOf: (name: string) => NamedAntigen;
  /** The vaccine a group's dose is given with, when the panel has one. */
  vaccineOf: (group: string, doseNumber: number) => CodedVaccine | undefined;
};

/**
 * A patient's CDSi forecast as one FHIR `ImmunizationRecommendation`, one recommendation per
 * vaccine group: the vaccine its next dose is given with (`vaccineCode`, its CVX code first when
 * it has one), the group's antigens (`targetDisease`), its status (forecast-status.ts), its dates
 * as LOINC date criteria, the next dose's number, the group's name as `description`. `date` is
 * when it was computed.
 *
 * @example
 * recommendationResource({ patientId: 7, forecasts, names, date: '2026-03-05T10:00:00.000Z' })
 */
export const recommendationResource = ({
  patientId,
  forecasts,
  names,
  date,
}: {
  patientId: number;
  forecasts: readonly GroupForecast[];
  names: RecommendationNames;
  date: string;
}): ImmunizationRecommendation => ({
  resourceType: 'ImmunizationRecommendation',
  id: String(patientId),
  patient: { reference: `Patient/${patientId}` },
  date,
  recommendation: forecasts.map((forecast) => recommendationOf(forecast, names)),
});

const recommendationOf = (
  forecast: GroupForecast,
  { antigenOf, vaccineOf }: RecommendationNames,
): ImmunizationRecommendationRecommendation => {
  const { forecastDoseNumber } = forecast;
  const vaccine = forecastDoseNumber === null ? undefined : vaccineOf(forecast.vaccineGroup, forecastDoseNumber);
  const dateCriterion = dateCodes.flatMap(([key, code, display]) => {
    const value = forecast[key];
    return value === null ? [] : [{ code: { coding: [{ system: loinc, code, display }] }, value }];
  });
  return {
    ...(vaccine ? { vaccineCode: [vaccineCodeOf(vaccine)] } : {}),
    targetDisease: targetDiseaseOf(forecast.antigens.map(antigenOf)),
    forecastStatus: forecastStatusOf(forecast),
    ...(dateCriterion.length === 0 ? {} : { dateCriterion }),
    description: forecast.vaccineGroup,
    ...(forecastDoseNumber === null ? {} : { doseNumberPositiveInt: forecastDoseNumber }),
  };
};
