import type { AnyEntity, EntityRow, RowActionConfig } from './entity';

export type RowActionVariant = RowActionConfig['variants'][number];

/** Route params of an action call, from its variant. */
export type RowActionParams = Readonly<Record<string, string | number>>;

/**
 * The variant of an action that applies to a row: the first whose `when` holds (one without
 * `when` always holds), or undefined when none does, or the action's `showWhen` does not hold,
 * and the action is not offered.
 *
 * @example
 * variantFor(statusAction, { id: 4, isActive: true, status: 1 })?.label // 'Cerrar Lote'
 */
export const variantFor = (action: RowActionConfig, row: EntityRow): RowActionVariant | undefined =>
  action.showWhen && !rowHolds(action.showWhen, row)
    ? undefined
    : action.variants.find(({ when }) => when === undefined || rowHolds(when, row));

/**
 * Whether a row's field has a value; a field the row lacks has the value `null` (no value).
 *
 * @example
 * rowHolds({ field: 'recalledAt', equals: null }, { id: 4, isActive: true }) // true
 */
export const rowHolds = ({ field, equals }: { field: string; equals: unknown }, row: EntityRow): boolean =>
  (row[field] ?? null) === equals;

/** The entity's actions shown at one place of its manage view. */
export const actionsAt = (entity: AnyEntity, placement: RowActionConfig['placement']): RowActionConfig[] =>
  (entity.actions ?? []).filter((action) => action.placement === placement);

/**
 * The API path of an action call: the entity's path, then the action's `route` with `:id`
 * replaced by the row's id and every other `:param` by the variant's value.
 *
 * @example
 * rowActionPath(vaccineBatches, { id: 4, action: 'status', params: { status: 2 } }) // '/vaccine-batches/4/status/2'
 * rowActionPath(appliedDoses, { id: 7, action: 'cancel' }) // '/applied-doses/cancel/7'
 */
export const rowActionPath = (
  entity: AnyEntity,
  { id, action, params = {} }: { id: number; action: string; params?: RowActionParams },
): string => {
  const declared = entity.actions?.find(({ name }) => name === action);
  if (!declared) throw new Error(`${entity.name} declares no action ${action}`);
  const route = declared.route.replace(/:(\w+)/g, (_match, key: string) => {
    const value = key === 'id' ? id : params[key];
    if (value === undefined) throw new Error(`${entity.name} action ${action} needs the param ${key}`);
    return encodeURIComponent(String(value));
  });
  return `${entity.path}/${route}`;
};

/**
 * The row whose button takes the focus after a row left a page: the one now at its place (the
 * next row moved up), else the page's new last row (the previous one); undefined when the page
 * is empty.
 *
 * @example
 * rowAfterRemoval({ index: 1, rowIds: [4, 9] }) // 9: the next row moved up
 * rowAfterRemoval({ index: 2, rowIds: [4, 9] }) // 9: the removed row was the last
 */
export const rowAfterRemoval = ({ index, rowIds }: { index: number; rowIds: readonly number[] }): number | undefined =>
  rowIds[Math.min(Math.max(index, 0), rowIds.length - 1)];
