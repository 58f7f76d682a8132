import type { AnyEntity, EntityRow, RowLinkConfig } from './entity';
import { rowActionName } from './labels';

/** A row's link as the table draws it: where it goes, its words and its name with the record. */
export type RowLinkView = { href: string; label: string; name: string; icon: string };

/**
 * The app path a row's link opens: its `to` with each `:field` replaced by the row's value.
 *
 * @example
 * rowLinkPath({ label: 'Ver carnet', to: '/pacientes/:id/carnet', icon }, { id: 7, isActive: true }) // '/pacientes/7/carnet'
 */
export const rowLinkPath = (link: RowLinkConfig, row: EntityRow): string =>
  link.to.replace(/:(\w+)/g, (_match, key: string) => {
    const value = row[key];
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new Error(`The link ${link.label} needs the row's ${key}`);
    }
    return encodeURIComponent(String(value));
  });

/**
 * The links the config declares for a row, ready to draw, each named with the record
 * ('Ver carnet paciente María Peña').
 *
 * @example
 * rowLinksOf(patients, maria) // [{ href: '/pacientes/7/carnet', label: 'Ver carnet', name: 'Ver carnet paciente María Peña', icon }]
 */
export const rowLinksOf = (entity: AnyEntity, row: EntityRow): RowLinkView[] =>
  (entity.rowLinks ?? []).map((link) => ({
    href: rowLinkPath(link, row),
    label: link.label,
    name: rowActionName({ verb: link.label, entity, row }),
    icon: link.icon,
  }));
