import type { CdsiSchedule } from '../../../src/domain/cdsi/antigen-model';
import { assessImmunizations } from '../../../src/domain/cdsi/assess-immunizations';
import type { CdsiPatient } from '../../../src/domain/cdsi/assessment-model';
import { oneSeriesDocument } from '../../../src/domain/cdsi/series-from-rules';
import type {
  ConditionalSkip,
  DoseAges,
  DoseRule,
  Interval,
  SkipCondition,
} from '../../../src/domain/cdsi/series-model';

export const noAges: DoseAges = {
  absoluteMinimum: null,
  minimum: null,
  earliestRecommended: null,
  latestRecommended: null,
  maximum: null,
  effectiveDate: null,
  cessationDate: null,
};

/** An interval of a target dose: its origin and bounds, none unless given, always in effect. */
export const intervalOf = (interval: Partial<Interval> & Pick<Interval, 'origin'>): Interval => ({
  absoluteMinimum: null,
  minimum: null,
  earliestRecommended: null,
  latestRecommended: null,
  isOverriding: false,
  effectiveDate: null,
  cessationDate: null,
  ...interval,
});

/** A conditional skip of one condition (the given fields, no others), in evaluation and forecast. */
export const skipWhen = (condition: Partial<SkipCondition> & Pick<SkipCondition, 'type'>): ConditionalSkip => ({
  context: 'both',
  setLogic: 'or',
  sets: [
    {
      description: 'test',
      conditionLogic: 'and',
      conditions: [
        {
          beginAge: null,
          endAge: null,
          startDate: null,
          endDate: null,
          interval: null,
          doseCount: null,
          doseType: null,
          doseCountLogic: null,
          cvx: [],
          seriesGroups: [],
          ...condition,
        },
      ],
    },
  ],
});

/** A target dose of vaccine A1 at any age and interval, but for what is given. */
export const doseRuleOf = (doseNumber: number, rule: Partial<DoseRule> = {}): DoseRule => ({
  doseNumber,
  ages: [noAges],
  intervals: [],
  allowableIntervals: [],
  preferableVaccines: [
    { cvx: 'A1', beginAge: null, endAge: null, isForecast: true },
    { cvx: 'A2', beginAge: null, endAge: null, isForecast: false },
  ],
  allowableVaccines: [],
  inadvertentCvx: [],
  conditionalSkips: [],
  isRecurring: false,
  seasonalRecommendation: null,
  ...rule,
});

/**
 * A schedule of one antigen, Alfa (its own vaccine group), with one standard series of the given target doses, for
 * the rules CDC's supporting data does not use: vaccines A1 and A2 count for Alfa, B1 for another antigen.
 *
 * @example
 * oneAntigenSchedule([doseRuleOf(1), doseRuleOf(2, { intervals: [intervalOf({ origin: { kind: 'previous-dose' } })] })])
 */
export const oneAntigenSchedule = (doses: DoseRule[]): CdsiSchedule => ({
  antigens: [
    { name: 'Alfa', ...oneSeriesDocument({ name: 'Alfa series', antigen: 'Alfa', vaccineGroup: 'Alfa', doses }) },
  ],
  vaccineGroups: [{ name: 'Alfa', antigens: ['Alfa'], isAdministeredWhole: false }],
  vaccines: [
    { cvx: 'A1', name: 'Alfa 1', antigens: [{ antigen: 'Alfa', beginAge: null, endAge: null }] },
    { cvx: 'A2', name: 'Alfa 2', antigens: [{ antigen: 'Alfa', beginAge: null, endAge: null }] },
    { cvx: 'B1', name: 'Beta 1', antigens: [{ antigen: 'Beta', beginAge: null, endAge: null }] },
  ],
  liveVirusConflicts: [],
  observations: [],
});

/** The patient of these schedules: born on 2020-01-01. */
export const alfaPatient: CdsiPatient = { dateOfBirth: '2020-01-01', gender: null, observations: [] };

/**
 * Assesses doses (`[date, cvx]`) against a schedule: each evaluation as 'status' or 'status: reason', and the first
 * group's forecast.
 *
 * @example
 * assessDoses({ schedule, doses: [['2026-03-01', 'A1']], assessmentDate: '2026-04-01' }).statuses // ['valid']
 */
export const assessDoses = ({
  schedule,
  doses,
  assessmentDate,
  observations = [],
}: {
  schedule: CdsiSchedule;
  doses: [string, string][];
  assessmentDate: string;
  observations?: CdsiPatient['observations'];
}) => {
  const { evaluations, forecasts } = assessImmunizations({
    schedule,
    patient: { ...alfaPatient, observations },
    doses: doses.map(([date, cvx], index) => ({ id: index + 1, date, cvx, batchExpiryDate: null })),
    assessmentDate,
  });
  return {
    statuses: evaluations.map(({ status, reason }) => (reason ? `${status}: ${reason}` : status)),
    forecast: forecasts[0],
  };
};
