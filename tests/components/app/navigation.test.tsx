import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NavList } from '../../../src/app/layout/NavList';
import { appPages } from '../../../src/app/pages/app-pages';
import { entities } from '../../../src/entities';

const renderFor = (role: string | null, path = '/inicio') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <NavList role={role} />
    </MemoryRouter>,
  );

const linkNames = () =>
  within(screen.getByRole('navigation'))
    .queryAllByRole('link')
    .map((link) => link.textContent);

/** The spec's entries per role, in the drawer's order; an entity added later brings its own entry beside them. */
const specEntries: Readonly<Record<string, readonly string[]>> = {
  health: ['Inicio', 'Formulario Dosis'],
  admin: [
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
  ],
  salud: ['Dosis'],
};

/** Every menu entry the app and the registry declare, with who sees it. */
const declaredEntries = [
  ...appPages.flatMap(({ menu, roles }) => (menu ? [{ label: menu.label, roles: menu.roles ?? roles }] : [])),
  ...entities.flatMap(({ page, access, labels }) =>
    page ? [{ label: page.menu.label ?? labels.plural, roles: page.menu.roles ?? page.roles ?? access.read }] : [],
  ),
];

describe('NavList', () => {
  it.each(Object.entries(specEntries))(
    "should show the role %s the spec's entries in order, and every declared entry it may see once",
    (role, expected) => {
      renderFor(role);
      const names = linkNames();

      expect(names.filter((name) => name !== null && expected.includes(name))).toEqual(expected);
      const visible = declaredEntries.filter((entry) => entry.roles.includes(role)).map(({ label }) => label);
      expect([...names].sort()).toEqual(visible.sort());
    },
  );

  it('should hide a group with no visible entry together with its title', () => {
    renderFor('salud');

    expect(screen.queryByText('Formularios')).toBeNull();
    expect(screen.getByRole('list', { name: 'Gestión Administrativa' })).toBeTruthy();
  });

  it('should show nothing without a role', () => {
    renderFor(null);

    expect(linkNames()).toEqual([]);
  });

  it('should mark the current page', () => {
    renderFor('admin', '/lotes');

    expect(screen.getByRole('link', { name: 'Lotes' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Inicio' }).getAttribute('aria-current')).toBeNull();
  });
});
