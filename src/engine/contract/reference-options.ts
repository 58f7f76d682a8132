import type { EntityRow, Reference } from './entity';
import { isSet, labelFromKeys, readPath } from './paths';

export type ReferenceOption = { value: number; label: string };

/**
 * The options of a reference select: the target's active rows that meet the reference's
 * `where`, labelled by its `labelKeys` joined with spaces, and its `noteWhenSet` where it applies.
 *
 * @example
 * referenceOptionsOf(countryRows, { entity: 'countries', as: 'country', pick: ['nameCountry'],
 *   labelKeys: ['nameCountry'] })
 * // [{ value: 7, label: 'Perú' }, ...]
 */
export const referenceOptionsOf = (rows: readonly EntityRow[], reference: Reference): ReferenceOption[] =>
  rows
    .filter((row) => row.isActive !== false && meetsWhere(row, reference.where))
    .map((row) => ({ value: row.id, label: optionLabel(row, reference) }));

/**
 * A target row's label: its `labelKeys` joined with spaces, leaving out empty parts.
 *
 * @example
 * referenceLabel({ id: 2, name: 'Hugo', lastname: 'Salud' }, { entity: 'users', as: 'recordedBy',
 *   pick: ['name', 'lastname'], labelKeys: ['name', 'lastname'] }) // 'Hugo Salud'
 */
export const referenceLabel = (row: Readonly<Record<string, unknown>>, reference: Reference): string =>
  labelFromKeys(row, reference.labelKeys);

/** An offered row's label: {@link referenceLabel}, then ' · ' and the reference's `noteWhenSet` while the row has its field. */
const optionLabel = (row: EntityRow, reference: Reference): string => {
  const label = referenceLabel(row, reference);
  const note = reference.noteWhenSet;
  return note && isSet(readPath(row, note.field)) ? `${label} · ${note.text}` : label;
};

const meetsWhere = (row: EntityRow, where: Reference['where']): boolean =>
  Object.entries(where ?? {}).every(([key, expected]) => readPath(row, key) === expected);
