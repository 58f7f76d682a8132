import { z } from 'zod';

/**
 * `GET /api/v1/patients/lookup?identityDocument=`: a patient anywhere in the country by their
 * exact identity document (a child without one by their representative's), with only what the
 * dose form shows before an access grant.
 */

/** The patients a lookup answers at most: one document names one adult and the children they represent. */
export const maxLookupPatients = 20;

const documentMessage = 'Indique el documento de identidad (hasta 20 caracteres)';

export const patientLookupQuerySchema = z.object({
  identityDocument: z
    .string({ error: documentMessage })
    .trim()
    .min(1, documentMessage)
    .max(20, documentMessage)
    .meta({ description: 'El documento de identidad exacto del paciente o de su representante.' }),
});

/** One patient found, and whether the caller may open them without a grant. */
export const lookedUpPatientSchema = z.object({
  id: z.int(),
  firstName: z.string().nullable(),
  lastname: z.string().nullable(),
  dateOfBirth: z.iso.date(),
  catchmentCenterName: z.string().nullable().meta({ description: 'Su centro de salud de referencia; null sin él.' }),
  isInScope: z.boolean().meta({ description: 'Si está en el ámbito de quien pregunta (si no, pide un motivo).' }),
});

export const patientLookupSchema = z.object({ items: z.array(lookedUpPatientSchema) });

export type LookedUpPatient = z.output<typeof lookedUpPatientSchema>;
