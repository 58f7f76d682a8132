import { describe, expect, it } from 'vitest';
import { type NavItem, type NavSection, navigationOf } from '../../../src/app/layout/navigation';
import { appPages } from '../../../src/app/pages/app-pages';
import { type AppPage, type SitePage, sitePages } from '../../../src/app/pages/site-pages';
import type { AnyEntity } from '../../../src/engine/contract/entity';
import { entities as productEntities } from '../../../src/entities';
import { clinicRooms } from '../../fixtures/clinic-rooms';

const loadEntityPage = async () => () => null;
const noPage: AppPage['load'] = async () => () => null;

const withPage = (page: AnyEntity['page']): AnyEntity => ({ ...clinicRooms, page });
const roomsPage = clinicRooms.page!;

/** The spec's pages (section 2); an entity added later brings its own page beside them. */
const specPagePaths = [
  'area-salud',
  'auditoria',
  'dosis',
  'fabricantes',
  'formulario-dosis',
  'inicio',
  'lotes',
  'pacientes',
  'pais',
  'usuarios',
  'vacunas',
];
/** The spec's drawer, in its order; a new entity's entry may come anywhere between them. */
const specDrawer = [
  'Inicio',
  'Centros de Salud',
  'Dosis',
  'Fabricantes',
  'Lotes',
  'Pacientes',
  'País',
  'Vacunas',
  'Usuarios',
  'Auditoría',
  'Formulario Dosis',
];
const entityPagePaths = productEntities.flatMap((entity) => (entity.page ? [entity.page.path] : []));

const menuPage = (label: string, order: number, group?: string): SitePage => ({
  path: label.toLowerCase(),
  roles: ['admin'],
  menu: { label, group, icon: '', order, roles: ['admin'] },
  load: noPage,
});

const ascending = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b);

const sectionLabels = (sections: readonly NavSection[]) =>
  sections.map(({ title, items }) => [title, items.map(({ label }) => label)]);

describe('sitePages', () => {
  it("should give an entity page its entity's readers, its plural as menu label and the page roles to the menu", () => {
    const [page] = sitePages({ entities: [clinicRooms], appPages: [], loadEntityPage });

    expect(page).toMatchObject({
      path: 'consultorios',
      roles: ['admin', 'health'],
      menu: { label: 'Consultorios', group: 'Gestión Administrativa', order: 80, roles: ['admin', 'health'] },
    });
  });

  it('should take the page roles, the menu label and the menu roles the config gives', () => {
    const entity = withPage({
      ...roomsPage,
      roles: ['admin'],
      menu: { ...roomsPage.menu, label: 'Salas', roles: ['x'] },
    });

    const [page] = sitePages({ entities: [entity], appPages: [], loadEntityPage });

    expect(page).toMatchObject({ roles: ['admin'], menu: { label: 'Salas', roles: ['x'] } });
  });

  it('should list no page for an entity without a page block', () => {
    const { page: _page, ...withoutPage } = clinicRooms;

    expect(sitePages({ entities: [withoutPage], appPages: [], loadEntityPage })).toEqual([]);
  });

  it('should refuse at start a page open to a role that may not read its entity', () => {
    const entity = withPage({ ...roomsPage, roles: ['admin', 'guest'] });

    expect(() => sitePages({ entities: [entity], appPages: [], loadEntityPage })).toThrow(
      "clinic-rooms's page opens to guest, who may not read it",
    );
  });

  it('should refuse at start two pages with one path', () => {
    const home: AppPage = {
      path: 'consultorios',
      roles: ['admin'],
      menu: { label: 'Inicio', icon: '', order: 0 },
      load: noPage,
    };

    expect(() => sitePages({ entities: [clinicRooms], appPages: [home], loadEntityPage })).toThrow(
      'Two pages have the path consultorios',
    );
  });

  it("should accept the product's pages: the app's own, the spec's, and one per registered entity with a page", () => {
    const paths = sitePages({ entities: productEntities, appPages, loadEntityPage }).map(({ path }) => path);

    expect([...paths].sort()).toEqual([...appPages.map(({ path }) => path), ...entityPagePaths].sort());
    expect(paths).toEqual(expect.arrayContaining(specPagePaths));
  });
});

describe('navigationOf', () => {
  it("should order the drawer's entries and groups by the entries' order, ungrouped entries untitled", () => {
    const pages = [
      menuPage('C', 30, 'Segundo'),
      menuPage('A', 0),
      menuPage('D', 40, 'Primero'),
      menuPage('B', 20, 'Primero'),
      menuPage('E', 50),
    ];

    expect(sectionLabels(navigationOf(pages))).toEqual([
      [undefined, ['A', 'E']],
      ['Primero', ['B', 'D']],
      ['Segundo', ['C']],
    ]);
  });

  it("should keep the spec's drawer in its order and give each registered entity one entry, under its group, with its label", () => {
    const withFixture = [...productEntities, clinicRooms];
    const pages = sitePages({ entities: withFixture, appPages, loadEntityPage });
    const sections = navigationOf(pages);
    const labels = sections.flatMap(({ items }) => items.map(({ label }) => label));
    const orderOf = new Map(pages.map(({ path, menu }) => [`/${path}`, menu?.order ?? Number.NaN]));
    const ordersOf = (items: readonly NavItem[]) => items.map(({ to }) => orderOf.get(to) ?? Number.NaN);

    expect(labels.filter((label) => specDrawer.includes(label))).toEqual(specDrawer);
    for (const entity of withFixture.filter((candidate) => candidate.page)) {
      const entries = sections.flatMap(({ title, items }) =>
        items.filter(({ to }) => to === `/${entity.page?.path}`).map(({ label }) => ({ title, label })),
      );
      expect(entries, entity.name).toEqual([
        { title: entity.page?.menu.group, label: entity.page?.menu.label ?? entity.labels.plural },
      ]);
    }
    const firstOrders = sections.flatMap(({ items }) => ordersOf(items.slice(0, 1)));
    expect(firstOrders).toEqual(ascending(firstOrders));
    for (const { items } of sections) expect(ordersOf(items)).toEqual(ascending(ordersOf(items)));
  });

  it('should link each entry to its page path', () => {
    const pages = sitePages({ entities: [clinicRooms], appPages: [], loadEntityPage });

    expect(navigationOf(pages)[0]?.items[0]).toMatchObject({ to: '/consultorios', roles: ['admin', 'health'] });
  });
});
