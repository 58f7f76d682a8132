import type { ComponentType } from 'react';
import { type AnyEntity, type EntityPageConfig, type EntityViewConfig, viewPattern, viewRoles } from '../../engine';

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

/**
 * A page of the app: its route path (with `:params` for a record's view), who may open it, the
 * document's title (a view titles itself with its record), its drawer entry if it has one, and
 * its code, loaded when first opened. A path it had before (`redirectTo` set) only sends to the
 * page's path now, with the same params.
 */
export type SitePage = {
  path: string;
  roles: readonly string[];
  title?: string;
  menu?: MenuEntry;
  load: () => Promise<ComponentType>;
  redirectTo?: string;
};

/** One of the app's own pages (not an entity's); its menu entry is shown to the page's roles unless it says otherwise. */
export type AppPage = Omit<SitePage, 'menu' | 'redirectTo'> & {
  menu?: Omit<MenuEntry, 'roles'> & { roles?: readonly string[] };
};

/** The code of an entity's view: the app's component, or the engine's record page in the app's frame. */
export type LoadEntityView = (entity: AnyEntity, view: EntityViewConfig) => Promise<ComponentType>;

type EntityWithPage = AnyEntity & { page: EntityPageConfig };

/**
 * Every page of the app: the app's own pages, the admin page of each entity with a `page`
 * block, and each view an entity declares below its page (a patient's card), with the
 * view's former paths sending to it. Checked here, at start: a page's roles must be among its
 * entity's readers (a guard wider than the API would open a page whose lists fail), and no two
 * pages share a path.
 *
 * @example
 * sitePages({ entities: [countries], appPages: [], loadEntityPage })
 * // [{ path: 'pais', roles: ['admin'], title: 'País', menu: { label: 'País', group: 'Gestión Administrativa', ... }, load }]
 */
export const sitePages = (options: {
  entities: readonly AnyEntity[];
  appPages: readonly AppPage[];
  loadEntityPage: (entity: AnyEntity) => Promise<ComponentType>;
  /** Without it, no view is mounted (a test of the drawer). */
  loadEntityView?: LoadEntityView;
}): SitePage[] => {
  const { loadEntityView } = options;
  const withPages = options.entities.filter((entity): entity is EntityWithPage => entity.page !== undefined);
  const entityPages = withPages.map((entity) => entityPage(entity, options.loadEntityPage));
  const viewPages = loadEntityView ? withPages.flatMap((entity) => entityViewPages(entity, loadEntityView)) : [];
  const pages = [...options.appPages.map(appPage), ...entityPages, ...viewPages];
  const paths = new Set<string>();
  for (const { path } of pages) {
    if (paths.has(path)) throw new Error(`Two pages have the path ${path}`);
    paths.add(path);
  }
  return pages;
};

const appPage = ({ menu, ...page }: AppPage): SitePage => ({
  ...page,
  title: page.title ?? menu?.label,
  ...(menu && { menu: { ...menu, roles: menu.roles ?? page.roles } }),
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
  return {
    path: page.path,
    roles,
    title: label,
    menu: { ...menu, label, roles: menuRoles },
    load: () => loadEntityPage(entity),
  };
};

/** A view's page, guarded by the view's roles, and a page per former path sending to it. */
const entityViewPages = (entity: EntityWithPage, loadEntityView: LoadEntityView): SitePage[] =>
  (entity.views ?? []).flatMap((view) => {
    const path = viewPattern(entity, view).slice(1);
    const roles = viewRoles(entity, view);
    const load = () => loadEntityView(entity, view);
    const former = (view.formerPaths ?? []).map((formerPath) => ({
      path: viewPattern(entity, { path: formerPath }).slice(1),
      roles,
      load,
      redirectTo: path,
    }));
    return [{ path, roles, load }, ...former];
  });
