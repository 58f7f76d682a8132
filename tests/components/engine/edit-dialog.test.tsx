import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyEntity } from '../../../src/engine/contract/entity';
import { ManageView } from '../../../src/engine/react';
import { volunteers } from '../../fixtures/engine-entities';
import { field } from '../../helpers/dom';
import { renderWithEngine } from '../../helpers/render-engine';

const openEdit = async (user: ReturnType<typeof renderWithEngine>['user'], name: string) => {
  const row = (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: `Editar voluntario ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Editar Voluntario' });
  await waitFor(() => expect(field('Equipo').disabled).toBe(false));
  return dialog;
};

describe('edit dialog', () => {
  it('should open prefilled from the row, with only the edit schema fields', async () => {
    const { user } = renderWithEngine(<ManageView entity={volunteers} />);
    await openEdit(user, 'Ana Peña');
    expect(field('Nombre completo').value).toBe('Ana Peña');
    expect(field('Edad').value).toBe('25');
    expect(field('Equipo').value).toBe('4');
    expect(field('Turno').value).toBe('2');
    expect(screen.getByLabelText('Es líder').getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByLabelText('Fecha de nacimiento')).toBeNull();
  });

  it('should show the fields only the server sets read-only, and never send them', async () => {
    const { user, provider } = renderWithEngine(<ManageView entity={volunteers} />);
    const dialog = await openEdit(user, 'Ana Peña');
    expect(field('Ingreso').value).toBe('15/01/2026 09:05');
    expect(field('Ingreso').readOnly).toBe(true);
    expect(field('Alta por el equipo').value).toBe('Norte Lima');
    expect(field('Alta por el equipo').readOnly).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(provider.update).toHaveBeenCalled());
    const payload = provider.update.mock.calls[0]?.[2] as Record<string, unknown>;
    expect(Object.keys(payload)).not.toContain('joinedAt');
    expect(Object.keys(payload)).not.toContain('addedByTeamId');
  });

  it('should save, show the updated message, close and show the new value', async () => {
    const { user, provider, notify } = renderWithEngine(<ManageView entity={volunteers} />);
    const dialog = await openEdit(user, 'Ana Peña');
    await user.clear(field('Nombre completo'));
    await user.type(field('Nombre completo'), 'Ana Peña Ruiz');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Voluntario actualizado correctamente'));
    expect(provider.update).toHaveBeenCalledWith(
      volunteers,
      2,
      expect.objectContaining({ fullName: 'Ana Peña Ruiz', teamId: 4 }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('cell', { name: 'Ana Peña Ruiz' })).toBeTruthy();
  });

  it('should warn with the server message when the update is rolled back', async () => {
    const { user, provider, notify } = renderWithEngine(<ManageView entity={volunteers} />);
    provider.update.mockResolvedValueOnce({ rolledBack: true });
    const dialog = await openEdit(user, 'Ana Peña');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(notify.warning).toHaveBeenCalledWith('El sistema revirtió los cambios por seguridad'));
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('should tell a failed save inside the dialog too, where the message bar cannot be reached', async () => {
    const { user, provider, notify } = renderWithEngine(<ManageView entity={volunteers} />);
    provider.update.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const dialog = await openEdit(user, 'Ana Peña');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalled());
    const message = notify.error.mock.calls[0]?.[0];
    expect(within(dialog).getByRole('alert').textContent).toBe(message);
    expect(screen.getByRole('dialog', { name: 'Editar Voluntario' })).toBeTruthy();
  });

  it('should close on Cancelar without saving', async () => {
    const { user, provider } = renderWithEngine(<ManageView entity={volunteers} />);
    const dialog = await openEdit(user, 'Ana Peña');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(provider.update).not.toHaveBeenCalled();
  });

  it("should offer the config's edit-placed action labelled by the row's variant, and relabel it after it ran", async () => {
    const { user, provider, notify } = renderWithEngine(<ManageView entity={withShiftToggle} />);
    provider.action.mockImplementationOnce(async (_entity, { id }) => {
      const row = provider.store.volunteers?.find((candidate) => candidate.id === id);
      if (!row) throw new Error('missing row');
      row.shift = 2;
      return { ...row };
    });
    const dialog = await openEdit(user, 'Luis Gómez');
    await user.click(within(dialog).getByRole('button', { name: 'Pasar a la tarde voluntario Luis Gómez' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Turno actualizado correctamente'));
    expect(provider.action).toHaveBeenCalledWith(withShiftToggle, { id: 3, action: 'shift', params: { shift: 2 } });
    expect(await within(dialog).findByRole('button', { name: 'Pasar a la mañana voluntario Luis Gómez' })).toBeTruthy();
  });
});

/** The volunteers fixture with a shift toggle in its edit dialog, as batches have their status toggle. */
const withShiftToggle: AnyEntity = {
  ...volunteers,
  actions: [
    {
      name: 'shift',
      route: ':id/shift/:shift',
      access: 'update',
      placement: 'edit',
      variants: [
        { when: { field: 'shift', equals: 1 }, label: 'Pasar a la tarde', params: { shift: 2 } },
        { when: { field: 'shift', equals: 2 }, label: 'Pasar a la mañana', params: { shift: 1 } },
      ],
      success: 'Turno actualizado correctamente',
    },
  ],
};
