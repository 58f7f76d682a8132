import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EntityPage } from '../../../src/engine/react';
import { teams, volunteers } from '../../fixtures/engine-entities';
import { field } from '../../helpers/dom';
import { renderWithEngine } from '../../helpers/render-engine';

describe('EntityPage', () => {
  it('should show the plural title and start on Gestión', async () => {
    renderWithEngine(<EntityPage entity={volunteers} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Voluntarios' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gestión' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Agregar' }).getAttribute('aria-pressed')).toBe('false');
    expect(await screen.findByRole('cell', { name: 'José Pérez' })).toBeTruthy();
  });

  it('should switch to the register form with Agregar and back to the table with Gestión', async () => {
    const { user } = renderWithEngine(<EntityPage entity={volunteers} />);
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(screen.getByRole('button', { name: 'Agregar' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByLabelText('Nombre completo')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await waitFor(() => expect(field('Equipo').disabled).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Gestión' }));
    expect(await screen.findByRole('cell', { name: 'José Pérez' })).toBeTruthy();
  });

  it('should offer no Agregar when the entity cannot be created in its page', async () => {
    renderWithEngine(<EntityPage entity={teams} />);
    expect(screen.queryByRole('button', { name: 'Agregar' })).toBeNull();
    expect(await screen.findByRole('cell', { name: 'Norte' })).toBeTruthy();
  });

  it('should offer Agregar, edit and delete only to a role the entity access allows', async () => {
    const reader = { ...volunteers, access: { ...volunteers.access, read: ['admin', 'health'] } };
    const health = renderWithEngine(<EntityPage entity={reader} />, { role: 'health' });
    expect(await screen.findByRole('cell', { name: 'José Pérez' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Agregar' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Editar / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Eliminar / })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Acciones' })).toBeNull();
    health.unmount();

    renderWithEngine(<EntityPage entity={reader} />, { role: 'admin' });
    expect(await screen.findByRole('cell', { name: 'José Pérez' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Agregar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Editar voluntario José Pérez' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Eliminar voluntario José Pérez' })).toBeTruthy();
  });
});
