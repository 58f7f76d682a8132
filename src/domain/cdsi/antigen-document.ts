import type { z } from 'zod';
import { antigenSchema } from './antigen-model';

/**
 * An antigen as the 'Antígenos' page stores it: its immunity, contraindications and series in
 * the engine's model, as one JSON document (the antigen's name and vaccine group are the row's
 * own fields, and win over the names written in its series).
 */
export const antigenDocumentSchema = antigenSchema.omit({ name: true });

export type AntigenDocument = z.infer<typeof antigenDocumentSchema>;

/**
 * The document a stored text holds, or null when it is no JSON or does not follow the model.
 *
 * @example
 * parseAntigenDocument('{"immunity":{"bornBefore":null,"observationCodes":[]},"contraindications":[],"series":[]}')
 * // { immunity: { bornBefore: null, observationCodes: [] }, contraindications: [], series: [] }
 */
export const parseAntigenDocument = (text: string | null | undefined): AntigenDocument | null => {
  try {
    const parsed = antigenDocumentSchema.safeParse(JSON.parse(text ?? ''));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/** A document with no series: an antigen named before its series are loaded. */
export const emptyAntigenDocument: AntigenDocument = {
  immunity: { bornBefore: null, observationCodes: [] },
  contraindications: [],
  series: [],
};
