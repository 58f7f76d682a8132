import type { ComponentType } from 'react';
import type { AnyEntity, EntityPageConfig } from '../../engine';

/** A page's entry in the drawer. */
export type MenuEntry = {
  label: string;
  /** The drawer group's title; entries without one come in the untitled first group. */
  group?: string;
  icon: string;
  /** Position among the drawer's entries: lower first. */
  order: number;
  /** Who sees the entry. */
  roles: readonly string[];
};

/** A page of the app: its route path, who may open it, its menu entry, and its code, loaded when first opened. */
export type SitePage = {
  path: string;
  roles: readonly string[];
  menu: MenuEntry;
  load: () => Promise<ComponentType>;
};

/** One of the app's own pages (not an entity's); its menu entry is shown to the page's roles unless it says otherwise. */
export type AppPage = Omit<SitePage, 'menu'> & { menu: Omit<MenuEntry, 'roles'> & { roles?: readonly string[] } };

type EntityWithPage = AnyEntity & { page: EntityPageConfig };

/**
 * Every page of the app: the app's own pages and the admin page of each entity with a `page`
 * block. Checked here, at start: a page's roles must be among its entity's readers (a guard
 * wider than the API would open a page whose lists fail), and no two pages share a path.
 *
 * @example
 * sitePages({ entities: [countries], appPages: [], loadEntityPage })
 * // [{ path: 'pais', roles: ['admin'], menu: { label: 'País', group: 'Gestión Administrativa', ... }, load }]
 */
export const sitePages = (options: {
  entities: readonly AnyEntity[];
  appPages: readonly AppPage[];
  loadEntityPage: (entity: AnyEntity) => Promise<ComponentType>;
}): SitePage[] => {
  const entityPages = options.entities
    .filter((entity): entity is EntityWithPage => entity.page !== undefined)
    .map((entity) => entityPage(entity, options.loadEntityPage));
  const pages = [...options.appPages.map(appPage), ...entityPages];
  const paths = new Set<string>();
  for (const { path } of pages) {
    if (paths.has(path)) throw new Error(`Two pages have the path ${path}`);
    paths.add(path);
  }
  return pages;
};

const appPage = (page: AppPage): SitePage => ({
  ...page,
  menu: { ...page.menu, roles: page.menu.roles ?? page.roles },
});

const entityPage = (
  entity: EntityWithPage,
  loadEntityPage: (entity: AnyEntity) => Promise<ComponentType>,
): SitePage => {
  const { page, access, labels } = entity;
  const roles = page.roles ?? access.read;
  const unreadable = roles.filter((role) => !access.read.includes(role));
  if (unreadable.length > 0) {
    throw new Error(`${entity.name}'s page opens to ${unreadable.join(', ')}, who may not read it`);
  }
  const { label = labels.plural, roles: menuRoles = roles, ...menu } = page.menu;
  return { path: page.path, roles, menu: { ...menu, label, roles: menuRoles }, load: () => loadEntityPage(entity) };
};
