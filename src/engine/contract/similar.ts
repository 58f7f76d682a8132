import { formatValue } from '../cell-format';
import type { AnyEntity, EntityRow, SimilarCheck } from './entity';
import type { FormValues } from './form-fields';
import { recordLabel } from './labels';

/** A match of the similar-rows check as its warning shows it. */
export type SimilarRowView = { row: EntityRow; name: string; details: readonly { label: string; text: string }[] };

/**
 * The query of a similar-rows check for the values typed so far, or null while one of its
 * fields is empty (nothing to compare yet).
 *
 * @example
 * similarQueryOf(patients.similar, { firstName: 'María', lastname: 'Peña', dateOfBirth: '1990-04-02' })
 * // { firstName: 'María', lastname: 'Peña', birthDate: '1990-04-02' }
 */
export const similarQueryOf = (check: SimilarCheck, values: Readonly<FormValues>): Record<string, string> | null => {
  const query: Record<string, string> = {};
  for (const [param, field] of Object.entries(check.params)) {
    const value = values[field];
    const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
    if (text === '') return null;
    query[param] = text;
  }
  return query;
};

/**
 * A match named as the entity names its rows (`labelKeys`), with the check's details, dates
 * day first, a missing value in the check's words.
 *
 * @example
 * similarRowView(patients, { id: 4, isActive: true, firstName: 'María', lastname: 'Peña', identityDocument: null, dateOfBirth: '1990-04-02' })
 * // { name: 'María Peña', details: [{ label: 'Documento', text: 'Menor sin documento' }, { label: 'Fecha de nacimiento', text: '02/04/1990' }] }
 */
export const similarRowView = (entity: AnyEntity, row: EntityRow): SimilarRowView => ({
  row,
  name: recordLabel(entity, row),
  details: (entity.similar?.details ?? []).map(({ key, label, whenMissing }) => ({
    label,
    text: formatValue(row[key]) || whenMissing || '—',
  })),
});
