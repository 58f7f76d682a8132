import type { AnyEntity, FieldConfig, FieldKind } from './entity';
import { type ReferenceField, referenceFields } from './registry';

/** Field kinds whose stored value is text a person would type in a search box. */
const searchableKinds: ReadonlySet<FieldKind> = new Set([
  'text',
  'email',
  'phone',
  'textarea',
  'number',
  'date',
  'datetime',
]);

export type SearchKeys = {
  /** Own fields whose folded values, joined, make the row's search text. */
  fields: FieldConfig[];
  /** References whose target rows are searched in turn. */
  references: ReferenceField[];
};

/**
 * What an entity's `?q=` searches: its `searchKeys`, or by default its columns (an own
 * column's field, a nested column's first step), split into own text-like fields and
 * references. Booleans, enums, reference ids and private fields are never searched.
 *
 * @example
 * searchKeysOf(manufacturers)
 * // { fields: [manufacturerName], references: [countryId (as 'country')] }
 */
export const searchKeysOf = (entity: AnyEntity): SearchKeys => {
  const keys = new Set(entity.searchKeys ?? entity.columns.map((column) => column.key.split('.')[0]));
  return {
    fields: entity.fields.filter(
      (field) => keys.has(field.name) && searchableKinds.has(field.kind) && !field.isPrivate,
    ),
    references: referenceFields(entity).filter((field) => keys.has(field.reference.as)),
  };
};
