import { z } from 'zod';
import { isValidIsoDate } from '../engine';

/**
 * The register form's duplicate check, `GET /api/v1/patients/similar`: its query and its
 * answer, one schema each for the server that parses and answers and the document that
 * describes them.
 */

/** Longer names are no one's: refused before any distance is computed. */
export const maxSimilarNameLength = 100;

/** The matches a warning lists at most. */
export const maxSimilarPatients = 5;

const name = (message: string, description: string) =>
  z.string({ error: message }).trim().min(1, message).max(maxSimilarNameLength, message).meta({ description });

const birthDateMessage = 'La fecha de nacimiento no es válida';

/** What the form sends: the name as typed and the birth date. */
export const similarPatientsQuerySchema = z.object({
  firstName: name('Indique el nombre del paciente', 'Nombre.'),
  lastname: name('Indique el apellido del paciente', 'Apellido.'),
  birthDate: z
    .string({ error: birthDateMessage })
    .refine(isValidIsoDate, birthDateMessage)
    .meta({ format: 'date', description: 'Fecha de nacimiento (AAAA-MM-DD).' }),
});

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

/** The closest matches first, at most {@link maxSimilarPatients}. */
export const similarPatientsSchema = z.object({ items: z.array(similarPatientSchema) });

export type SimilarPatient = z.infer<typeof similarPatientSchema>;
