import type {
  ConditionalSkip,
  DoseRule,
  DoseVaccine,
  Interval,
  Series,
  SkipCondition,
} from '../../domain/cdsi/series-model';
import { childOf, childrenOf, cvxListOf, dateOf, durationOf, textOf, type XmlNode } from './xml-node';

/** One `<series>` of an antigen's supporting data, in the project's model. */
export const readSeries = (node: XmlNode, antigen: string): Series => {
  const select = childOf(node, 'selectSeries');
  const preference = textOf(select, 'seriesPreference');
  const gender = textOf(node, 'requiredGender')?.toLowerCase();
  return {
    name: textOf(node, 'seriesName') ?? '',
    antigen,
    vaccineGroup: textOf(node, 'vaccineGroup') ?? '',
    type: textOf(node, 'seriesType') === 'Risk' ? 'risk' : 'standard',
    requiredGender: gender === 'female' || gender === 'male' ? gender : null,
    selection: {
      isDefault: textOf(select, 'defaultSeries') === 'Yes',
      isProductPath: textOf(select, 'productPath') === 'Yes',
      groupName: textOf(select, 'seriesGroupName') ?? '',
      group: textOf(select, 'seriesGroup') ?? '',
      priority: textOf(select, 'seriesPriority') ?? '',
      preference: preference === null ? null : Number(preference),
      minAgeToStart: durationOf(select, 'minAgeToStart'),
      maxAgeToStart: durationOf(select, 'maxAgeToStart'),
    },
    indications: childrenOf(node, 'indication').flatMap((indication) => {
      const code = textOf(childOf(indication, 'observationCode'), 'code');
      if (code === null) return [];
      return [
        {
          observationCode: code,
          beginAge: durationOf(indication, 'beginAge'),
          endAge: durationOf(indication, 'endAge'),
        },
      ];
    }),
    doses: childrenOf(node, 'seriesDose').map(readDose),
  };
};

const readDose = (node: XmlNode): DoseRule => {
  const season = childOf(node, 'seasonalRecommendation');
  const seasonStart = dateOf(season, 'startDate');
  const seasonEnd = dateOf(season, 'endDate');
  return {
    doseNumber: Number((textOf(node, 'doseNumber') ?? '').replace(/\D/g, '')),
    ages: childrenOf(node, 'age').map((age) => ({
      absoluteMinimum: durationOf(age, 'absMinAge'),
      minimum: durationOf(age, 'minAge'),
      earliestRecommended: durationOf(age, 'earliestRecAge'),
      latestRecommended: durationOf(age, 'latestRecAge'),
      maximum: durationOf(age, 'maxAge'),
      effectiveDate: dateOf(age, 'effectiveDate'),
      cessationDate: dateOf(age, 'cessationDate'),
    })),
    intervals: childrenOf(node, 'interval').flatMap(readInterval),
    allowableIntervals: childrenOf(node, 'allowableInterval').flatMap(readInterval),
    preferableVaccines: childrenOf(node, 'preferableVaccine').map((vaccine) => readDoseVaccine(vaccine, true)),
    allowableVaccines: childrenOf(node, 'allowableVaccine').map((vaccine) => readDoseVaccine(vaccine, false)),
    inadvertentCvx: childrenOf(node, 'inadvertentVaccine').flatMap((vaccine) => cvxListOf(vaccine, 'cvx')),
    conditionalSkips: childrenOf(node, 'conditionalSkip').map(readSkip),
    isRecurring: textOf(node, 'recurringDose') === 'Yes',
    seasonalRecommendation: seasonStart && seasonEnd ? { startDate: seasonStart, endDate: seasonEnd } : null,
  };
};

const readInterval = (node: XmlNode): Interval[] => {
  const targetDose = textOf(node, 'fromTargetDose');
  const mostRecent = cvxListOf(node, 'fromMostRecent');
  const observation = textOf(childOf(node, 'fromRelevantObs'), 'code');
  const origin: Interval['origin'] | null =
    textOf(node, 'fromPrevious') === 'Y'
      ? { kind: 'previous-dose' }
      : targetDose !== null
        ? { kind: 'target-dose', doseNumber: Number(targetDose) }
        : mostRecent.length > 0
          ? { kind: 'most-recent', cvx: mostRecent }
          : observation !== null
            ? { kind: 'observation', observationCode: observation }
            : null;
  if (origin === null) return [];
  return [
    {
      origin,
      absoluteMinimum: durationOf(node, 'absMinInt'),
      minimum: durationOf(node, 'minInt'),
      earliestRecommended: durationOf(node, 'earliestRecInt'),
      latestRecommended: durationOf(node, 'latestRecInt'),
      isOverriding: textOf(node, 'intervalPriority')?.toLowerCase() === 'override',
      effectiveDate: dateOf(node, 'effectiveDate'),
      cessationDate: dateOf(node, 'cessationDate'),
    },
  ];
};

const readDoseVaccine = (node: XmlNode, isPreferable: boolean): DoseVaccine => ({
  cvx: textOf(node, 'cvx') ?? '',
  beginAge: durationOf(node, 'beginAge'),
  endAge: durationOf(node, 'endAge'),
  isForecast: isPreferable && textOf(node, 'forecastVaccineType') === 'Y',
});

const logicOf = (text: string | null): 'and' | 'or' => (text?.toUpperCase() === 'AND' ? 'and' : 'or');

const readSkip = (node: XmlNode): ConditionalSkip => {
  const context = textOf(node, 'context')?.toLowerCase();
  return {
    context: context === 'evaluation' || context === 'forecast' ? context : 'both',
    setLogic: logicOf(textOf(node, 'setLogic')),
    sets: childrenOf(node, 'set').map((set) => ({
      description: textOf(set, 'setDescription') ?? '',
      conditionLogic: logicOf(textOf(set, 'conditionLogic')),
      conditions: childrenOf(set, 'condition').map(readCondition),
    })),
  };
};

const conditionTypes: Record<string, SkipCondition['type']> = {
  age: 'age',
  interval: 'interval',
  'vaccine count by age': 'vaccine-count-by-age',
  'vaccine count by date': 'vaccine-count-by-date',
  'completed series': 'completed-series',
};

const readCondition = (node: XmlNode): SkipCondition => {
  const type = conditionTypes[(textOf(node, 'conditionType') ?? '').toLowerCase()];
  if (!type) throw new Error(`Unknown CDSi condition type: ${textOf(node, 'conditionType')}`);
  const count = textOf(node, 'doseCount');
  const doseType = textOf(node, 'doseType')?.toLowerCase();
  const countLogic = textOf(node, 'doseCountLogic')?.toLowerCase();
  return {
    type,
    beginAge: durationOf(node, 'beginAge'),
    endAge: durationOf(node, 'endAge'),
    startDate: dateOf(node, 'startDate'),
    endDate: dateOf(node, 'endDate'),
    interval: durationOf(node, 'interval'),
    doseCount: count === null ? null : Number(count),
    doseType: doseType === 'total' || doseType === 'valid' ? doseType : null,
    doseCountLogic:
      countLogic === 'greater than'
        ? 'greater-than'
        : countLogic === 'equal to'
          ? 'equal-to'
          : countLogic
            ? 'less-than'
            : null,
    cvx: cvxListOf(node, 'vaccineTypes'),
    seriesGroups: cvxListOf(node, 'seriesGroups'),
  };
};
