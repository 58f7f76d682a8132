import type { EntityRow, Reference } from './entity';
import { labelFromKeys, readPath } from './paths';

export type ReferenceOption = { value: number; label: string };

/**
 * The options of a reference select: the target's active rows that meet the reference's
 * `where`, labelled by its `labelKeys` joined with spaces.
 *
 * @example
 * referenceOptionsOf(countryRows, { entity: 'countries', as: 'country', pick: ['nameCountry'],
 *   labelKeys: ['nameCountry'] })
 * // [{ value: 7, label: 'Perú' }, ...]
 */
export const referenceOptionsOf = (rows: readonly EntityRow[], reference: Reference): ReferenceOption[] =>
  rows
    .filter((row) => row.isActive !== false && meetsWhere(row, reference.where))
    .map((row) => ({ value: row.id, label: referenceLabel(row, reference) }));

/**
 * A target row's label: its `labelKeys` joined with spaces, leaving out empty parts.
 *
 * @example
 * referenceLabel({ id: 2, name: 'Hugo', lastname: 'Salud' }, { entity: 'users', as: 'recordedBy',
 *   pick: ['name', 'lastname'], labelKeys: ['name', 'lastname'] }) // 'Hugo Salud'
 */
export const referenceLabel = (row: Readonly<Record<string, unknown>>, reference: Reference): string =>
  labelFromKeys(row, reference.labelKeys);

const meetsWhere = (row: EntityRow, where: Reference['where']): boolean =>
  Object.entries(where ?? {}).every(([key, expected]) => readPath(row, key) === expected);
