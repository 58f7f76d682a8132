import type { AnyEntity } from '../../contract/entity';
import type { StoredRow } from '../writes/behaviour';
import { hiddenValue } from './audit-table';

/** Field values as the trail keeps them, by field name. */
export type AuditValues = Record<string, unknown>;

/** Columns never written to the trail, whatever the entity says. */
const neverKept = new Set(['id', 'passwordHash']);

/** A stored row's field values as the API shows them: flags as booleans, private fields hidden, no other column. */
export const auditValuesOf = (entity: AnyEntity, row: StoredRow): AuditValues => {
  const values: AuditValues = {};
  for (const [name, stored] of Object.entries(row)) {
    const field = entity.fields.find((candidate) => candidate.name === name);
    // Only the config's fields and the active flag: derived columns (a search text) are no one's change.
    if (neverKept.has(name) || (!field && name !== 'isActive')) continue;
    if (field?.isPrivate) values[name] = hiddenValue;
    else if (name === 'isActive' || field?.kind === 'boolean') values[name] = stored === null ? null : Boolean(stored);
    else values[name] = stored;
  }
  return values;
};

/**
 * The values a write changed, before and after: only the fields that differ (all of them,
 * but empty ones, for a create). A private field that changed is kept as '[oculto]' on both
 * sides, so the trail says it changed without saying to what.
 *
 * @example
 * changedValues(countries, { nameCountry: 'Peru', isActive: 1 }, { nameCountry: 'Perú', isActive: 1 })
 * // { before: { nameCountry: 'Peru' }, after: { nameCountry: 'Perú' } }
 */
export const changedValues = (
  entity: AnyEntity,
  before: StoredRow | undefined,
  after: StoredRow | undefined,
): { before: AuditValues | null; after: AuditValues | null } => {
  if (!before || !after) {
    const only = before ?? after;
    const values = only ? withoutEmpty(auditValuesOf(entity, only)) : null;
    return before ? { before: values, after: null } : { before: null, after: values };
  }
  const changed = Object.keys({ ...before, ...after }).filter((name) => !isSame(before[name], after[name]));
  const pick = (row: StoredRow) => auditValuesOf(entity, Object.fromEntries(changed.map((name) => [name, row[name]])));
  return { before: pick(before), after: pick(after) };
};

/** Equal as stored; a number PostgreSQL sends as text equals the same number. */
const isSame = (left: unknown, right: unknown) => {
  if (left === null || left === undefined || right === null || right === undefined)
    return (left ?? null) === (right ?? null);
  return String(left) === String(right);
};

const withoutEmpty = (values: AuditValues) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null && value !== ''));
