import type { AnyEntity } from '../../contract/entity';
import type { EntityRegistry } from '../../contract/registry';
import { isPlaceInScope, isUnitInScope } from '../../scope';
import { outsideScope } from '../api-error';
import type { AuthUser } from '../auth/auth-guard';
import type { ListOptions } from '../lists/list-query';
import { placeEntities } from './place-keys';
import { listScopeOf } from './scope-condition';

/**
 * A list's options for the caller: only the rows of their scope, and 403 for a filter naming a
 * centre or a unit outside it (`?vaccinationCenterId=`, `?orgUnitId=`, a declared filter through a
 * reference such as an ESAVI report's `?centerId=`) on a scoped entity.
 *
 * @example
 * scopedList(registry, appliedDoses, vaccinator, { where: { vaccinationCenterId: 9 } }) // throws 403: another centre
 */
export const scopedList = (
  registry: EntityRegistry,
  entity: AnyEntity,
  user: AuthUser,
  list: ListOptions,
): ListOptions => {
  const scope = listScopeOf({ registry, entity, user });
  if (!scope) return list;
  for (const [name, value] of Object.entries(list.where ?? {})) {
    const target = entity.fields.find((field) => field.name === name)?.reference?.entity;
    const id = Number(value);
    if (target === placeEntities.center && !isPlaceInScope(user.scope, id)) throw outsideScope();
    if (target === placeEntities.unit && !isUnitInScope(user.scope, id)) throw outsideScope();
  }
  for (const { filter, id } of list.related ?? []) {
    const isInScope =
      filter.matches === 'unit'
        ? isUnitInScope(user.scope, id)
        : !isPlaceFilter(registry, entity, filter.path) || isPlaceInScope(user.scope, id);
    if (!isInScope) throw outsideScope();
  }
  return { ...list, scope };
};

/** Whether a filter's path ends at a centre: `appliedDoseId.vaccinationCenterId`. */
const isPlaceFilter = (registry: EntityRegistry, entity: AnyEntity, path: string) => {
  const [first, second] = path.split('.');
  const target = entity.fields.find((field) => field.name === first)?.reference?.entity;
  const field = target ? registry.get(target).fields.find((candidate) => candidate.name === second) : undefined;
  return field?.reference?.entity === placeEntities.center;
};
