import { describe, expect, it } from 'vitest';
import { navigationOf } from '../../../src/app/layout/navigation';
import { appPages } from '../../../src/app/pages/app-pages';
import { type AppPage, sitePages } from '../../../src/app/pages/site-pages';
import type { AnyEntity } from '../../../src/engine/entity';
import { entities as productEntities } from '../../../src/entities';
import { clinicRooms } from '../../fixtures/clinic-rooms';

const loadEntityPage = async () => () => null;
const noPage: AppPage['load'] = async () => () => null;

const withPage = (page: AnyEntity['page']): AnyEntity => ({ ...clinicRooms, page });
const roomsPage = clinicRooms.page!;

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

  it("should accept the product's pages", () => {
    const paths = sitePages({ entities: productEntities, appPages, loadEntityPage }).map(({ path }) => path);

    expect(paths.sort()).toEqual(
      [
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
      ].sort(),
    );
  });
});

describe('navigationOf', () => {
  it("should order the drawer's entries and groups by the entries' order, ungrouped entries untitled", () => {
    const pages = sitePages({ entities: [...productEntities, clinicRooms], appPages, loadEntityPage });

    expect(navigationOf(pages).map(({ title, items }) => [title, items.map(({ label }) => label)])).toEqual([
      [undefined, ['Inicio']],
      [
        'Gestión Administrativa',
        [
          'Centros de Salud',
          'Dosis',
          'Fabricantes',
          'Lotes',
          'Pacientes',
          'País',
          'Vacunas',
          'Consultorios',
          'Usuarios',
          'Auditoría',
        ],
      ],
      ['Formularios', ['Formulario Dosis']],
    ]);
  });

  it('should link each entry to its page path', () => {
    const pages = sitePages({ entities: [clinicRooms], appPages: [], loadEntityPage });

    expect(navigationOf(pages)[0]?.items[0]).toMatchObject({ to: '/consultorios', roles: ['admin', 'health'] });
  });
});
