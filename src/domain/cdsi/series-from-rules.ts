import type { ScheduleRule } from '../forecast';
import type { AntigenDocument } from './antigen-document';
import type { DoseRule, Series } from './series-model';

/**
 * The CDSi document of a product scheduled with the former rules ('Esquema', ages and intervals
 * in days): one standard series of the product's antigen, one target dose per rule, so a
 * schedule loaded before the engine keeps its dates. An age in days is the dose's absolute
 * minimum and minimum (the rules had no grace), earliest recommended, latest recommended (the
 * overdue age: CDSi's past-due date is the day before) and maximum age; the interval is from
 * the previous dose.
 *
 * @example
 * antigenDocumentFromRules({ antigen: 'BCG', vaccineGroup: 'BCG', productKeys: ['#1'], rules })
 */
export const antigenDocumentFromRules = ({
  antigen,
  vaccineGroup,
  productKeys,
  rules,
}: {
  antigen: string;
  vaccineGroup: string;
  /** The vaccines preferred for every dose. */
  productKeys: readonly string[];
  rules: readonly Omit<ScheduleRule, 'vaccineId'>[];
}): AntigenDocument =>
  oneSeriesDocument({
    name: `${antigen} esquema estándar`,
    antigen,
    vaccineGroup,
    doses: rules
      .toSorted((first, second) => first.doseNumber - second.doseNumber)
      .map((rule, index) => doseRuleOf({ rule, productKeys, isFirst: index === 0 })),
  });

/** How the one series of a schedule made of rules is selected: the default, standard series of group 1. */
export const standardSelection: Series['selection'] = {
  isDefault: true,
  isProductPath: false,
  groupName: 'Estándar',
  group: '1',
  priority: 'A',
  preference: 1,
  minAgeToStart: null,
  maxAgeToStart: null,
};

/**
 * An antigen's document of one standard series, its default, chosen for every patient: no
 * immunity, no contraindication, the given target doses.
 *
 * @example
 * oneSeriesDocument({ name: 'BCG esquema estándar', antigen: 'BCG', vaccineGroup: 'BCG', doses })
 */
export const oneSeriesDocument = (options: {
  name: string;
  antigen: string;
  vaccineGroup: string;
  doses: DoseRule[];
}): AntigenDocument => ({
  immunity: { bornBefore: null, observationCodes: [] },
  contraindications: [],
  series: [
    {
      name: options.name,
      antigen: options.antigen,
      vaccineGroup: options.vaccineGroup,
      type: 'standard',
      requiredGender: null,
      selection: standardSelection,
      indications: [],
      doses: options.doses,
    },
  ],
});

const days = (count: number) => `${count} days`;

/** CDSi's absolute minimum: the minimum less the 4-day grace, never before 0. */
const withGrace = (count: number) => (count >= 4 ? `${count} days - 4 days` : days(0));

const doseRuleOf = ({
  rule,
  productKeys,
  isFirst,
}: {
  rule: Omit<ScheduleRule, 'vaccineId'>;
  productKeys: readonly string[];
  isFirst: boolean;
}): DoseRule => ({
  doseNumber: rule.doseNumber,
  ages: [
    {
      absoluteMinimum: withGrace(rule.minimumAgeDays),
      minimum: days(rule.minimumAgeDays),
      earliestRecommended: days(rule.recommendedAgeDays),
      latestRecommended: days(rule.overdueAgeDays),
      maximum: rule.maximumAgeDays === null ? null : days(rule.maximumAgeDays),
      effectiveDate: null,
      cessationDate: null,
    },
  ],
  intervals:
    isFirst || rule.minimumIntervalDays === 0
      ? []
      : [
          {
            origin: { kind: 'previous-dose' },
            absoluteMinimum: withGrace(rule.minimumIntervalDays),
            minimum: days(rule.minimumIntervalDays),
            earliestRecommended: null,
            latestRecommended: null,
            isOverriding: false,
            effectiveDate: null,
            cessationDate: null,
          },
        ],
  allowableIntervals: [],
  preferableVaccines: productKeys.map((cvx) => ({ cvx, beginAge: null, endAge: null, isForecast: true })),
  allowableVaccines: [],
  inadvertentCvx: [],
  conditionalSkips: [],
  isRecurring: false,
  seasonalRecommendation: null,
});
