import { z } from 'zod';

/** A possible duplicate, with only what the register form's warning shows. */
export const similarPatientSchema = z.object({
  id: z.int(),
  firstName: z.string().nullable(),
  lastname: z.string().nullable(),
  /** `null` for a child registered without a document (its system identifier means nothing to staff). */
  identityDocument: z.string().nullable(),
  isChild: z.boolean(),
  dateOfBirth: z.iso.date(),
});

/** `GET /patients/similar`: the closest matches first, at most {@link maxSimilarPatients}. */
export const similarPatientsSchema = z.object({ items: z.array(similarPatientSchema) });

/** The matches a warning lists at most. */
export const maxSimilarPatients = 5;

export type SimilarPatient = z.infer<typeof similarPatientSchema>;
