import { formatterOf } from '../cell-format';
import type { Action } from './access';
import type { AnyEntity, EntityRow, FormAction } from './entity';
import { rowActionName } from './labels';
import { rowHolds } from './row-actions';

/** A row's form action as the table draws its button: the action, its words, its name with the record, its icon. */
export type FormActionView = { action: FormAction; label: string; name: string; icon: string };

/**
 * The form actions a row offers to a role: those its `showWhen` / `hideWhen` allow, whose
 * declared route the role may call (`canCall` with the route's `access`), each named with the
 * record ('Dar de baja lote LT-001').
 *
 * @example
 * formActionsOf({ entity: vaccineBatches, row, canCall: (access) => can(vaccineBatches, access) })
 * // [{ action, label: 'Dar de baja', name: 'Dar de baja lote LT-001', icon }]
 */
export const formActionsOf = ({
  entity,
  row,
  canCall,
}: {
  entity: AnyEntity;
  row: EntityRow;
  canCall: (access: Action) => boolean;
}): FormActionView[] =>
  (entity.formActions ?? [])
    .filter((action) => isOffered(action, row) && canCall(routeOf(entity, action).access))
    .map((action) => ({
      action,
      label: action.label,
      name: rowActionName({ verb: action.label, entity, row }),
      icon: action.icon,
    }));

/**
 * The API path a form action posts to: the entity's path, then its declared route's path with
 * `:id` replaced by the row's id.
 *
 * @example
 * formActionPath(vaccineBatches, { id: 4, route: 'discards' }) // '/vaccine-batches/4/discards'
 */
export const formActionPath = (entity: AnyEntity, { id, route }: { id: number; route: string }): string =>
  `${entity.path}${routeOf(entity, { route }).path.replace(':id', encodeURIComponent(String(id)))}`;

/**
 * The row's values a form action's dialog shows above its fields, as the table would show them.
 *
 * @example
 * formActionDetails(vaccineBatches, countAction, row) // [{ label: 'Disponibles', text: '48' }]
 */
export const formActionDetails = (
  entity: AnyEntity,
  action: FormAction,
  row: EntityRow,
): { label: string; text: string }[] =>
  (action.details ?? []).map((column) => ({ label: column.label, text: formatterOf(entity, column)(row) }));

const isOffered = ({ showWhen, hideWhen }: FormAction, row: EntityRow): boolean =>
  (showWhen === undefined || rowHolds(showWhen, row)) && (hideWhen === undefined || !rowHolds(hideWhen, row));

const routeOf = (entity: AnyEntity, { route }: Pick<FormAction, 'route'>) => {
  const declared = entity.routes?.find(({ name }) => name === route);
  if (!declared) throw new Error(`${entity.name} declares no route ${route}`);
  return declared;
};

/**
 * The API path of one of the entity's declared routes that names no row (a requisition's
 * suggestions): the entity's path, then the route's.
 *
 * @example
 * declaredRoutePath(requisitions, 'suggestions') // '/requisitions/suggestions'
 */
export const declaredRoutePath = (entity: AnyEntity, route: string): string => {
  const { path } = routeOf(entity, { route });
  return path === '/' ? entity.path : `${entity.path}${path}`;
};
