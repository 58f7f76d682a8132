import type { RowOf } from '../../entities';

export type CenterOption = { value: number; label: string };

/**
 * Centre rows as select options sorted by name.
 *
 * @example
 * centerOptions([{ id: 2, centerName: 'Hospital San José' }])
 * // [{ value: 2, label: 'Hospital San José' }]
 */
export const centerOptions = (
  rows: readonly Pick<RowOf<'vaccination-centers'>, 'id' | 'centerName'>[],
): CenterOption[] =>
  rows.map((row) => ({ value: row.id, label: row.centerName })).sort((a, b) => a.label.localeCompare(b.label, 'es'));
