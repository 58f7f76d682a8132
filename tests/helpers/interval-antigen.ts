import type { AntigenDocument } from '../../src/domain/cdsi/antigen-document';
import { oneSeriesDocument } from '../../src/domain/cdsi/series-from-rules';
import type { DoseRule } from '../../src/domain/cdsi/series-model';
import { noAges } from './cdsi/one-antigen-schedule';

/**
 * A CDSi series that forecasts as the former vaccines without rules did, for the due lists' tests: a first dose
 * at any age that no list ever shows (recommended at 200 years), then each next dose recommended `intervalDays`
 * after the previous one and overdue the day after; no dose is ever too soon.
 *
 * @example
 * intervalAntigen({ antigen: 'Rabia', productKey: 'T1', doses: 3, intervalDays: 20 })
 */
export const intervalAntigen = ({
  antigen,
  productKey,
  doses,
  intervalDays,
}: {
  antigen: string;
  productKey: string;
  doses: number;
  intervalDays: number;
}): AntigenDocument =>
  oneSeriesDocument({
    name: `${antigen} por intervalo`,
    antigen,
    vaccineGroup: antigen,
    doses: Array.from(
      { length: doses },
      (_, index): DoseRule => ({
        doseNumber: index + 1,
        ages: [index === 0 ? { ...noAges, earliestRecommended: '200 years' } : noAges],
        intervals:
          index === 0
            ? []
            : [
                {
                  origin: { kind: 'previous-dose' },
                  absoluteMinimum: null,
                  minimum: null,
                  earliestRecommended: `${intervalDays} days`,
                  latestRecommended: `${intervalDays + 1} days`,
                  isOverriding: false,
                  effectiveDate: null,
                  cessationDate: null,
                },
              ],
        allowableIntervals: [],
        preferableVaccines: [{ cvx: productKey, beginAge: null, endAge: null, isForecast: true }],
        allowableVaccines: [],
        inadvertentCvx: [],
        conditionalSkips: [],
        isRecurring: false,
        seasonalRecommendation: null,
      }),
    ),
  });
