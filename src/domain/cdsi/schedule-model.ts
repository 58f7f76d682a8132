import { z } from 'zod';

/**
 * The project's own schedule format, after CDC's CDSi supporting data: antigens, vaccine groups, vaccines
 * (products, by CVX code), live-virus conflicts and observations. Dates are `YYYY-MM-DD`; ages and intervals are
 * CDSi durations such as '6 weeks - 4 days' (see cdsi-duration.ts).
 */
export const isoDateSchema = z.iso.date();

/** A CDSi duration: terms of years, months, weeks or days, added in order ('12 months - 4 days'). */
export const durationSchema = z
  .string()
  .regex(/^\d+ (years?|months?|weeks?|days?)( [+-] \d+ (years?|months?|weeks?|days?))*$/);

/** An antigen a vaccine covers ('Diphtheria'). */
export const antigenNameSchema = z.string().min(1);

/** A vaccine group: the antigens a forecast is given for together ('DTaP/Tdap/Td'). */
export const vaccineGroupSchema = z.object({
  name: z.string().min(1),
  antigens: z.array(antigenNameSchema).min(1),
  /** MMR: the whole group is given, so its forecast waits for every antigen; DTaP/Tdap/Td: not. */
  isAdministeredWhole: z.boolean(),
});

/** A vaccine (product) by its CVX code and the antigens a dose of it counts for, at the ages it does. */
export const vaccineSchema = z.object({
  cvx: z.string().min(1),
  name: z.string().min(1),
  antigens: z.array(
    z.object({
      antigen: antigenNameSchema,
      beginAge: durationSchema.nullable(),
      endAge: durationSchema.nullable(),
    }),
  ),
});

/** A live vaccine given within a window after another makes the later dose not valid. */
export const liveVirusConflictSchema = z.object({
  previousCvx: z.string().min(1),
  currentCvx: z.string().min(1),
  beginInterval: durationSchema,
  /** The window's end with CDSi's 4-day grace, when the previous dose was valid. */
  minimumEndInterval: durationSchema,
  endInterval: durationSchema,
});

/** A coded fact of a patient's medical history (CDSi observation: 'Pregnant', 'Immunocompromised'). */
export const observationSchema = z.object({
  code: z.string().min(1),
  title: z.string().min(1),
});

export type VaccineGroup = z.infer<typeof vaccineGroupSchema>;
export type Vaccine = z.infer<typeof vaccineSchema>;
export type LiveVirusConflict = z.infer<typeof liveVirusConflictSchema>;
export type Observation = z.infer<typeof observationSchema>;
