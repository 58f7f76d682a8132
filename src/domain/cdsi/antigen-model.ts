import { z } from 'zod';
import {
  durationSchema,
  isoDateSchema,
  liveVirusConflictSchema,
  observationSchema,
  vaccineGroupSchema,
  vaccineSchema,
} from './schedule-model';
import { seriesSchema } from './series-model';

/** What makes a patient immune to an antigen: being born before a date, or an observation. */
export const immunitySchema = z.object({
  bornBefore: isoDateSchema.nullable(),
  observationCodes: z.array(z.string().min(1)),
});

/** An observation that rules an antigen's doses out, for the whole group or for some vaccines only. */
export const contraindicationSchema = z.object({
  observationCode: z.string().min(1),
  beginAge: durationSchema.nullable(),
  endAge: durationSchema.nullable(),
  /** Empty: every vaccine of the group. */
  cvx: z.array(z.string().min(1)),
});

/** An antigen with its series, immunity and contraindications. */
export const antigenSchema = z.object({
  name: z.string().min(1),
  immunity: immunitySchema,
  contraindications: z.array(contraindicationSchema),
  series: z.array(seriesSchema),
});

/** A whole schedule: everything the engine reads. */
export const cdsiScheduleSchema = z.object({
  antigens: z.array(antigenSchema),
  vaccineGroups: z.array(vaccineGroupSchema),
  vaccines: z.array(vaccineSchema),
  liveVirusConflicts: z.array(liveVirusConflictSchema),
  observations: z.array(observationSchema),
});

export type Immunity = z.infer<typeof immunitySchema>;
export type Contraindication = z.infer<typeof contraindicationSchema>;
export type Antigen = z.infer<typeof antigenSchema>;
export type CdsiSchedule = z.infer<typeof cdsiScheduleSchema>;
