import type { z } from 'zod';
import { objectSchemaOf } from '../../../engine';
import { FhirFailure, type IssueCode } from '../fhir-failure';

/** Which entry of the Bundle is being imported: its place (from 0) and its resource's type. */
export type EntryPlace = { index: number; resourceType: string };

/**
 * The FHIRPath of an element of an entry's resource.
 *
 * @example
 * entryPath({ index: 2, resourceType: 'Patient' }, 'name[0].text') // 'Bundle.entry[2].resource.name[0].text'
 */
export const entryPath = (place: EntryPlace, path?: string) =>
  `Bundle.entry[${place.index}].${path === undefined ? 'resource' : path.startsWith('request') ? path : `resource.${path}`}`;

/**
 * The refusal of a whole Bundle for one entry: a 400 unless told, its diagnostics naming the
 * entry ('Entrada 3 (Patient): …', counted from 1) and its expression the element.
 *
 * @example
 * throw entryFailure(place, { code: 'required', diagnostics: 'La fecha de nacimiento es requerida', path: 'birthDate' });
 */
export const entryFailure = (
  place: EntryPlace,
  failure: { code: IssueCode; diagnostics: string; path?: string; status?: 400 | 404 | 409 | 422 },
) =>
  new FhirFailure({
    status: failure.status ?? 400,
    code: failure.code,
    diagnostics: `Entrada ${place.index + 1} (${place.resourceType}): ${failure.diagnostics}`,
    expression: entryPath(place, failure.path),
  });

/**
 * A value checked by one field's rules of an entity's payload schema (the form's own), as that
 * schema gives it back; a 400 naming the entry and element with the rule's Spanish message.
 *
 * @example
 * checkedField(place, { schema: patients.schemas.create, field: 'firstName', value: 'Ana', path: 'name[0].given[0]' })
 */
export const checkedField = (
  place: EntryPlace,
  { schema, field, value, path }: { schema: z.ZodType; field: string; value: unknown; path: string },
): unknown => {
  const rule = objectSchemaOf(schema).shape[field] as z.ZodType | undefined;
  if (!rule) throw new Error(`The schema has no field ${field}`);
  const parsed = rule.safeParse(value);
  if (parsed.success) return parsed.data;
  const diagnostics = parsed.error.issues[0]?.message ?? 'El valor no es válido';
  throw entryFailure(place, { code: 'value', diagnostics, path });
};
