import { z } from 'zod';
import { durationSchema, isoDateSchema } from './schedule-model';

/** Where an interval is counted from. */
export const intervalOriginSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('previous-dose') }),
  z.object({ kind: z.literal('target-dose'), doseNumber: z.int().positive() }),
  z.object({ kind: z.literal('most-recent'), cvx: z.array(z.string().min(1)) }),
  z.object({ kind: z.literal('observation'), observationCode: z.string().min(1) }),
]);

/** An interval a dose must keep from an earlier one, with CDSi's four bounds, for the doses between two dates. */
export const intervalSchema = z.object({
  origin: intervalOriginSchema,
  absoluteMinimum: durationSchema.nullable(),
  minimum: durationSchema.nullable(),
  earliestRecommended: durationSchema.nullable(),
  latestRecommended: durationSchema.nullable(),
  /** CDSi's 'override' priority: this interval wins over the others from the same dose. */
  isOverriding: z.boolean(),
  effectiveDate: isoDateSchema.nullable(),
  cessationDate: isoDateSchema.nullable(),
});

/** The ages a dose is given at, for the doses given between two dates (both included). */
export const doseAgesSchema = z.object({
  absoluteMinimum: durationSchema.nullable(),
  minimum: durationSchema.nullable(),
  earliestRecommended: durationSchema.nullable(),
  latestRecommended: durationSchema.nullable(),
  maximum: durationSchema.nullable(),
  effectiveDate: isoDateSchema.nullable(),
  cessationDate: isoDateSchema.nullable(),
});

/** A vaccine accepted for a dose, between two ages (the end excluded) and two dates. */
export const doseVaccineSchema = z.object({
  cvx: z.string().min(1),
  beginAge: durationSchema.nullable(),
  endAge: durationSchema.nullable(),
  isForecast: z.boolean(),
});

export const skipConditionSchema = z.object({
  type: z.enum(['age', 'interval', 'vaccine-count-by-age', 'vaccine-count-by-date', 'completed-series']),
  beginAge: durationSchema.nullable(),
  endAge: durationSchema.nullable(),
  startDate: isoDateSchema.nullable(),
  endDate: isoDateSchema.nullable(),
  interval: durationSchema.nullable(),
  doseCount: z.int().nonnegative().nullable(),
  doseType: z.enum(['total', 'valid']).nullable(),
  doseCountLogic: z.enum(['greater-than', 'equal-to', 'less-than']).nullable(),
  cvx: z.array(z.string().min(1)),
  seriesGroups: z.array(z.string().min(1)),
});

/** A dose that is not needed when its conditions are met (CDSi's conditional skip). */
export const conditionalSkipSchema = z.object({
  context: z.enum(['evaluation', 'forecast', 'both']),
  setLogic: z.enum(['and', 'or']),
  sets: z.array(
    z.object({
      description: z.string(),
      conditionLogic: z.enum(['and', 'or']),
      conditions: z.array(skipConditionSchema),
    }),
  ),
});

/** One dose of a series. */
export const doseRuleSchema = z.object({
  doseNumber: z.int().positive(),
  /** One set of ages, or several that apply on different dates (Polio's fourth dose changed in 2009). */
  ages: z.array(doseAgesSchema).min(1),
  intervals: z.array(intervalSchema),
  allowableIntervals: z.array(intervalSchema),
  preferableVaccines: z.array(doseVaccineSchema),
  allowableVaccines: z.array(doseVaccineSchema),
  /** Vaccines of the antigen never right for this dose (Td for an infant's DTaP). */
  inadvertentCvx: z.array(z.string().min(1)),
  conditionalSkips: z.array(conditionalSkipSchema),
  /** A dose repeated for life (influenza every season, Td every ten years). */
  isRecurring: z.boolean(),
  seasonalRecommendation: z.object({ startDate: isoDateSchema, endDate: isoDateSchema }).nullable(),
});

/** A series of doses of an antigen, standard or for a risk. */
export const seriesSchema = z.object({
  name: z.string().min(1),
  antigen: z.string().min(1),
  vaccineGroup: z.string().min(1),
  type: z.enum(['standard', 'risk']),
  requiredGender: z.enum(['female', 'male']).nullable(),
  selection: z.object({
    isDefault: z.boolean(),
    isProductPath: z.boolean(),
    groupName: z.string(),
    group: z.string(),
    priority: z.string(),
    preference: z.int().nullable(),
    minAgeToStart: durationSchema.nullable(),
    maxAgeToStart: durationSchema.nullable(),
  }),
  /** A risk series' observations: the series applies to a patient with one of them. */
  indications: z.array(
    z.object({
      observationCode: z.string().min(1),
      beginAge: durationSchema.nullable(),
      endAge: durationSchema.nullable(),
    }),
  ),
  doses: z.array(doseRuleSchema).min(1),
});

export type IntervalOrigin = z.infer<typeof intervalOriginSchema>;
export type Interval = z.infer<typeof intervalSchema>;
export type DoseAges = z.infer<typeof doseAgesSchema>;
export type DoseVaccine = z.infer<typeof doseVaccineSchema>;
export type SkipCondition = z.infer<typeof skipConditionSchema>;
export type ConditionalSkip = z.infer<typeof conditionalSkipSchema>;
export type DoseRule = z.infer<typeof doseRuleSchema>;
export type Series = z.infer<typeof seriesSchema>;
