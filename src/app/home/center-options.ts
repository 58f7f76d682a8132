import type { EntityRow } from '../../engine/entity';

export type CenterOption = { value: number; label: string };

/**
 * Centre rows as select options sorted by name.
 *
 * @example
 * centerOptions([{ id: 2, isActive: true, centerName: 'Hospital San José' }])
 * // [{ value: 2, label: 'Hospital San José' }]
 */
export const centerOptions = (rows: readonly EntityRow[]): CenterOption[] =>
  rows
    .map((row) => ({ value: row.id, label: typeof row.centerName === 'string' ? row.centerName : `#${row.id}` }))
    .sort((a, b) => a.label.localeCompare(b.label, 'es'));
