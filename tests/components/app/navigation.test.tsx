import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NavList } from '../../../src/app/layout/NavList';

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

describe('NavList', () => {
  it.each([
    ['health', ['Inicio', 'Formulario Dosis']],
    [
      'admin',
      [
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
    ],
    ['salud', ['Dosis']],
  ])('should show the role %s only its entries', (role, expected) => {
    renderFor(role);

    expect(linkNames()).toEqual(expected);
  });

  it('should hide a group with no visible entry together with its title', () => {
    renderFor('health');

    expect(screen.queryByText('Gestión Administrativa')).toBeNull();
    expect(screen.getByRole('list', { name: 'Formularios' })).toBeTruthy();
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
