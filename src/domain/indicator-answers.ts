import { z } from 'zod';
import { lossReasons } from './supply/losses';

/** The centre of an item: null for the whole network (no `centerId` asked) and for an organisation unit's. */
const center = {
  vaccinationCenterId: z.int().nullable(),
  centerName: z.string().nullable(),
};

/**
 * The organisation unit of an item, when one was asked (`orgUnitId`, or a unit's scope) or the
 * figures are broken down (`groupBy`): the unit itself, or a centre's district. Absent otherwise.
 */
const unit = {
  orgUnitId: z.int().optional(),
  orgUnitName: z.string().optional(),
};

/** One centre's (or the network's) coverage of one dose of a vaccine in the period. */
export const coverageItemSchema = z.object({
  ...center,
  ...unit,
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
  ...unit,
  vaccineId: z.int(),
  vaccineName: z.string(),
  firstDoses: z.int(),
  lastDoses: z.int(),
  /** 100 × (first − last) / first, to 1 decimal, negative as it is; null without first doses. */
  dropoutPercent: z.number().nullable(),
});

const zeroDoseFigures = {
  childrenUnderOne: z.int(),
  zeroDose: z.int(),
  zeroDosePercent: z.number().nullable(),
};

/**
 * A catchment centre's children under 1 at the period's end, and those of them without any
 * dose (with its district under `groupBy=center`).
 */
export const zeroDoseItemSchema = z.object({
  vaccinationCenterId: z.int(),
  centerName: z.string(),
  ...unit,
  ...zeroDoseFigures,
});

/** The same of a district or a region (`groupBy=district|region`): its centres' sums. */
export const zeroDoseUnitItemSchema = z.object({
  vaccinationCenterId: z.null(),
  centerName: z.null(),
  orgUnitId: z.int(),
  orgUnitName: z.string(),
  ...zeroDoseFigures,
});

const itemsOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

export const coverageAnswerSchema = itemsOf(coverageItemSchema);
export const dropoutAnswerSchema = itemsOf(dropoutItemSchema);
/** The zero-dose answer of centres: without `groupBy`, or with `groupBy=center`. */
export const zeroDoseAnswerSchema = itemsOf(zeroDoseItemSchema);
/** Every zero-dose answer: its centres', or its districts' or regions' under `groupBy`. */
export const zeroDoseByPlaceAnswerSchema = itemsOf(z.union([zeroDoseItemSchema, zeroDoseUnitItemSchema]));

export type CoverageItem = z.infer<typeof coverageItemSchema>;
export type DropoutItem = z.infer<typeof dropoutItemSchema>;
export type ZeroDoseItem = z.infer<typeof zeroDoseItemSchema>;
export type ZeroDoseUnitItem = z.infer<typeof zeroDoseUnitItemSchema>;

/**
 * Where a wastage figure is, when a place was asked or the figures are broken down: absent for
 * the whole network. Stock is held at places (issue 42), so a place's discards are its own:
 * `hasDiscardCount` is always true (it was false below the network before; kept for its readers).
 */
const wastagePlace = {
  vaccinationCenterId: z.int().nullable().optional(),
  centerName: z.string().nullable().optional(),
  ...unit,
  hasDiscardCount: z.boolean().optional(),
};

/** A vaccine's vials used and discarded in a year (issue 27). */
export const wastageItemSchema = z.object({
  ...wastagePlace,
  vaccineId: z.int(),
  vaccineName: z.string(),
  /** The vaccine's active doses given here (not historical) in the year: a vial each. */
  vialsUsed: z.int(),
  /** The closed vials of its lots discarded at the place in the year, or lost in transit to it: the sum of `unopenedVialsDiscarded`. */
  vialsDiscarded: z.int(),
  /**
   * WHO's wastage in doses (issue 42): 100 × (issued + unopened discarded − administered) /
   * (issued + unopened discarded), the discarded vials counted in doses, to 1 decimal; for a
   * single-dose vaccine the same as 100 × discarded / (used + discarded).
   */
  wastagePercent: z.number().nullable(),
  /** The doses of the vials opened at the place in the year (a single-dose vial: its dose), never fewer than administered. */
  dosesIssued: z.int(),
  /** The doses given at the place in the year (not historical). */
  dosesAdministered: z.int(),
  /** 100 × (issued − administered) / issued, to 1 decimal; null when none was issued. */
  openedVialWastagePercent: z.number().nullable(),
  /** The closed vials discarded at the place in the year, by reason (`discard` movements of vials), and `transit-loss`, those sent to it that never arrived. */
  unopenedVialsDiscarded: z.record(z.string(), z.int()),
});

/** The same sums for one month of the year, over the vaccine asked for or every vaccine. */
export const wastageMonthSchema = z.object({
  ...wastagePlace,
  month: z.int(),
  /** The doses given in the month (not historical): `dosesAdministered`. */
  vialsUsed: z.int(),
  /** The closed vials discarded or lost in transit in the month. */
  vialsDiscarded: z.int(),
  /** WHO's wastage in doses over the opened vials and the closed ones lost, as per vaccine (issue 42). */
  wastagePercent: z.number().nullable(),
  dosesIssued: z.int(),
  dosesAdministered: z.int(),
  openedVialWastagePercent: z.number().nullable(),
});

/** The closed vials lost at the place in the year for one reason, over the vaccine asked for or every vaccine. */
export const wastageReasonSchema = z.object({
  ...wastagePlace,
  reason: z.enum(lossReasons),
  vialsDiscarded: z.int(),
});

export const wastageAnswerSchema = itemsOf(wastageItemSchema);
export const wastageByMonthAnswerSchema = itemsOf(wastageMonthSchema);
export const wastageByReasonAnswerSchema = itemsOf(wastageReasonSchema);

export type WastageItem = z.infer<typeof wastageItemSchema>;
export type WastageMonth = z.infer<typeof wastageMonthSchema>;
/** WHO's figures in doses that a vaccine's row and a month's share. */
export type WastageDoseFigures = Pick<
  WastageMonth,
  'dosesAdministered' | 'dosesIssued' | 'openedVialWastagePercent' | 'vialsDiscarded' | 'wastagePercent'
>;
export type WastageReason = z.infer<typeof wastageReasonSchema>;
