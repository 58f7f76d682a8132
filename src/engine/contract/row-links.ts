import type { AnyEntity, EntityRow } from './entity';
import { rowValues, viewPath, viewRoles } from './entity-view';
import { rowActionName } from './labels';
import type { EntityRegistry } from './registry';

/** A row's link as the table draws it: where it goes, its words and its name with the record. */
export type RowLinkView = { href: string; label: string; name: string; icon: string };

/**
 * Whether the manage table's rows of an entity have links: a view of its own with a `rowLink`, or
 * a `rowLinks` entry to another entity's view.
 *
 * @example
 * hasRowLinks(patients) // true: 'Ver carnet'
 */
export const hasRowLinks = (entity: AnyEntity): boolean =>
  (entity.views ?? []).some((view) => view.rowLink) || (entity.rowLinks?.length ?? 0) > 0;

/**
 * The links of a row, ready to draw: to each view of its own that declares a `rowLink`, then
 * each `rowLinks` entry to another entity's view, the view's path filled from the row's values;
 * only the views a role may open (`canOpen` with the view's roles), each named with the record
 * ('Ver carnet paciente María Peña').
 *
 * @example
 * rowLinksOf({ entity: patients, row: maria, registry, canOpen: () => true })
 * // [{ href: '/pacientes/7/carnet', label: 'Ver carnet', name: 'Ver carnet paciente María Peña', icon }]
 */
export const rowLinksOf = ({
  entity,
  row,
  registry,
  canOpen,
}: {
  entity: AnyEntity;
  row: EntityRow;
  registry: Pick<EntityRegistry, 'get'>;
  canOpen: (roles: readonly string[]) => boolean;
}): RowLinkView[] => {
  const own = (entity.views ?? []).flatMap((view) =>
    view.rowLink && canOpen(viewRoles(entity, view))
      ? [{ ...view.rowLink, href: viewPath(entity, view.name, row) }]
      : [],
  );
  const others = (entity.rowLinks ?? []).flatMap((link) => {
    const target = registry.get(link.entity);
    const view = target.views?.find((candidate) => candidate.name === link.view);
    if (!view || !canOpen(viewRoles(target, view))) return [];
    const values = rowValues(row, link.params);
    const query = Object.fromEntries(Object.entries(link.query ?? {}).map(([key, field]) => [key, String(row[field])]));
    return [{ label: link.label, icon: link.icon, href: viewPath(target, link.view, values, query) }];
  });
  return [...own, ...others].map((link) => ({
    ...link,
    name: rowActionName({ verb: link.label, entity, row }),
  }));
};
