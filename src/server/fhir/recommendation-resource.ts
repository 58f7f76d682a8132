import type { ImmunizationRecommendation, ImmunizationRecommendationRecommendation } from '@medplum/fhirtypes';
import { type ForecastItem, type ForecastStatus, forecastStatusLabels } from '../../domain/forecast';
import { loinc } from './code-systems';
import type { CodedVaccine } from './vaccine-code';
import { vaccineCodeOf } from './vaccine-code';

const statusSystem = 'http://terminology.hl7.org/CodeSystem/immunization-recommendation-status';

/** FHIR's forecast status of each of ours: not yet due is `due`, its dates saying when; too late is `contraindicated`. */
const fhirStatus: Readonly<Record<ForecastStatus, { code: string; display: string }>> = {
  'not-yet-due': { code: 'due', display: 'Due' },
  due: { code: 'due', display: 'Due' },
  overdue: { code: 'overdue', display: 'Overdue' },
  complete: { code: 'complete', display: 'Complete' },
  'too-late': { code: 'contraindicated', display: 'Contraindicated' },
};

/** The LOINC code of each date of a forecast (FHIR's immunization-recommendation-date-criterion). */
const dateCodes = [
  ['earliestDate', '30981-5', 'Earliest date to give'],
  ['recommendedDate', '30980-7', 'Date vaccine due'],
  ['overdueDate', '59778-1', 'Date when overdue for immunization'],
  ['latestDate', '59777-3', 'Latest date to give immunization'],
] as const;

/**
 * A patient's forecast as one FHIR `ImmunizationRecommendation`: one recommendation per
 * vaccine, its status (the screens' words as its text: 'Fuera de edad' for a contraindicated
 * one), its dates as LOINC date criteria, the next dose's number and the series' size. `date`
 * is when it was computed; `vaccines` gives each vaccine's code.
 *
 * @example
 * recommendationResource({ patientId: 7, items, vaccines, date: '2026-03-05T10:00:00.000Z' })
 */
export const recommendationResource = ({
  patientId,
  items,
  vaccines,
  date,
}: {
  patientId: number;
  items: readonly ForecastItem[];
  vaccines: ReadonlyMap<number, CodedVaccine>;
  date: string;
}): ImmunizationRecommendation => ({
  resourceType: 'ImmunizationRecommendation',
  id: String(patientId),
  patient: { reference: `Patient/${patientId}` },
  date,
  recommendation: items.map((item) => recommendationOf(item, vaccines.get(item.vaccineId))),
});

const recommendationOf = (
  item: ForecastItem,
  vaccine: CodedVaccine | undefined,
): ImmunizationRecommendationRecommendation => {
  const dateCriterion = dateCodes.flatMap(([key, code, display]) => {
    const value = item[key];
    return value === null ? [] : [{ code: { coding: [{ system: loinc, code, display }] }, value }];
  });
  return {
    vaccineCode: [
      vaccineCodeOf(vaccine ?? { id: item.vaccineId, vaccineName: item.vaccineName, codeSystem: null, code: null }),
    ],
    forecastStatus: {
      coding: [{ system: statusSystem, ...fhirStatus[item.status] }],
      text: forecastStatusLabels[item.status],
    },
    ...(dateCriterion.length === 0 ? {} : { dateCriterion }),
    ...(item.nextDoseNumber === null ? {} : { doseNumberPositiveInt: item.nextDoseNumber }),
    seriesDosesPositiveInt: item.seriesSize,
  };
};
