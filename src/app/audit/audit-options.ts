import type { AnyEntity } from '../../engine';
import { auditActionLabels } from '../../engine';
import { auditTexts } from './texts';

/** A choice of a filter's select: the value sent and the Spanish words shown. */
export type AuditOption = { value: string; label: string };

/** The trail's name for sign-ins (the server's `authAuditEntity`). */
export const signInEntity = 'auth';

/**
 * The entities the trail can be filtered by, by their Spanish plural, then the sign-ins.
 *
 * @example
 * entityOptions([countries]) // [{ value: 'countries', label: 'Países' }, { value: 'auth', label: 'Inicios de sesión' }]
 */
export const entityOptions = (entities: readonly AnyEntity[]): AuditOption[] => [
  ...entities
    .map((entity) => ({ value: entity.name, label: entity.labels.plural }))
    .sort((left, right) => left.label.localeCompare(right.label, 'es')),
  { value: signInEntity, label: auditTexts.signIns },
];

/**
 * The actions the trail can be filtered by: its own ('Creado', 'Modificado'…) and each
 * entity's, by its label (one entry per action name).
 */
export const actionOptions = (entities: readonly AnyEntity[]): AuditOption[] => {
  const own = Object.entries(auditActionLabels).map(([value, label]) => ({ value, label }));
  const declared = new Map<string, string>();
  for (const entity of entities) {
    for (const action of entity.actions ?? []) {
      const label = action.variants.map((variant) => variant.label).join(' / ');
      declared.set(action.name, declared.has(action.name) ? `${declared.get(action.name)} / ${label}` : label);
    }
  }
  return [...own, ...[...declared].map(([value, label]) => ({ value, label }))];
};

/** The Spanish plural of an entry's entity, or 'Inicios de sesión'. */
export const entityLabel = (entities: readonly AnyEntity[], name: string): string =>
  name === signInEntity ? auditTexts.signIns : (entities.find((entity) => entity.name === name)?.labels.plural ?? name);
