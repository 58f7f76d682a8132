import { z } from 'zod';
import { discardReasons } from './stock-movements';

/** The centre of an item: null for the whole network (no `centerId` asked). */
const center = {
  vaccinationCenterId: z.int().nullable(),
  centerName: z.string().nullable(),
};

/** One centre's (or the network's) coverage of one dose of a vaccine in the period. */
export const coverageItemSchema = z.object({
  ...center,
  vaccineId: z.int(),
  vaccineName: z.string(),
  doseNumber: z.int(),
  /** Active doses of that number given at the centre in the period, historical ones left out. */
  dosesApplied: z.int(),
  /** The year's population of the dose's age, prorated to the month when asked, to 1 decimal; null when none was entered. */
  targetPopulation: z.number().nullable(),
  /** 100 × dosesApplied / the unrounded target, to 1 decimal; null without a target. */
  coveragePercent: z.number().nullable(),
});

/** The drop from a vaccine's first dose to its last (dose number `requiredDoses`) in a year. */
export const dropoutItemSchema = z.object({
  ...center,
  vaccineId: z.int(),
  vaccineName: z.string(),
  firstDoses: z.int(),
  lastDoses: z.int(),
  /** 100 × (first − last) / first, to 1 decimal, negative as it is; null without first doses. */
  dropoutPercent: z.number().nullable(),
});

/** A catchment centre's children under 1 at the period's end, and those of them without any dose. */
export const zeroDoseItemSchema = z.object({
  vaccinationCenterId: z.int(),
  centerName: z.string(),
  childrenUnderOne: z.int(),
  zeroDose: z.int(),
  zeroDosePercent: z.number().nullable(),
});

const itemsOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

export const coverageAnswerSchema = itemsOf(coverageItemSchema);
export const dropoutAnswerSchema = itemsOf(dropoutItemSchema);
export const zeroDoseAnswerSchema = itemsOf(zeroDoseItemSchema);

export type CoverageItem = z.infer<typeof coverageItemSchema>;
export type DropoutItem = z.infer<typeof dropoutItemSchema>;
export type ZeroDoseItem = z.infer<typeof zeroDoseItemSchema>;

/** A vaccine's vials used and discarded in a year (issue 27). */
export const wastageItemSchema = z.object({
  vaccineId: z.int(),
  vaccineName: z.string(),
  /** The vaccine's active doses given here (not historical) in the year: a vial each. */
  vialsUsed: z.int(),
  /** The vials of its lots' `discard` movements in the year (counts are not discards). */
  vialsDiscarded: z.int(),
  /** 100 × discarded / (used + discarded), to 1 decimal. */
  wastagePercent: z.number().nullable(),
});

/** The same sums for one month of the year, over the vaccine asked for or every vaccine. */
export const wastageMonthSchema = z.object({
  month: z.int(),
  vialsUsed: z.int(),
  vialsDiscarded: z.int(),
  wastagePercent: z.number().nullable(),
});

/** The vials discarded in the year for one reason, over the vaccine asked for or every vaccine. */
export const wastageReasonSchema = z.object({
  reason: z.enum(discardReasons),
  vialsDiscarded: z.int(),
});

export const wastageAnswerSchema = itemsOf(wastageItemSchema);
export const wastageByMonthAnswerSchema = itemsOf(wastageMonthSchema);
export const wastageByReasonAnswerSchema = itemsOf(wastageReasonSchema);

export type WastageItem = z.infer<typeof wastageItemSchema>;
export type WastageMonth = z.infer<typeof wastageMonthSchema>;
export type WastageReason = z.infer<typeof wastageReasonSchema>;
