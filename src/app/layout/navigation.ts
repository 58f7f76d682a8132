import type { SitePage } from '../pages/site-pages';

export type NavItem = { label: string; to: string; icon: string; roles: readonly string[] };
export type NavSection = { title?: string; items: readonly NavItem[] };

/**
 * The drawer's sections (spec, section 2), from the pages' menu entries (a page without one, a
 * record's view, is not in the drawer): entries by `order`,
 * groups in the order of their first entry, and the ungrouped entries in an untitled group.
 *
 * @example
 * navigationOf(pages)[0] // { items: [{ label: 'Inicio', to: '/inicio', ... }] }
 */
export const navigationOf = (pages: readonly SitePage[]): NavSection[] => {
  const sections = new Map<string | undefined, NavItem[]>();
  const entries = pages.flatMap(({ path, menu }) => (menu ? [{ path, menu }] : []));
  for (const { path, menu } of entries.sort((a, b) => a.menu.order - b.menu.order)) {
    const items = sections.get(menu.group) ?? [];
    items.push({ label: menu.label, to: `/${path}`, icon: menu.icon, roles: menu.roles });
    sections.set(menu.group, items);
  }
  return [...sections].map(([title, items]) => (title === undefined ? { items } : { title, items }));
};

/** The sections a role sees: items it may open, and no section left without items. */
export const visibleNavigation = (role: string | null, sections: readonly NavSection[]): NavSection[] =>
  sections
    .map((section) => ({
      ...section,
      items: section.items.filter((item) => role !== null && item.roles.includes(role)),
    }))
    .filter((section) => section.items.length > 0);
