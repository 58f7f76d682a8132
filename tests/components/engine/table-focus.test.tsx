import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyEntity } from '../../../src/engine/contract/entity';
import { EntityPage, ManageView } from '../../../src/engine/react';
import { teams, volunteers } from '../../fixtures/engine-entities';
import { volunteerRows } from '../../fixtures/engine-rows';
import { createFakeDataProvider } from '../../helpers/fake-data-provider';
import { renderWithEngine } from '../../helpers/render-engine';

type User = ReturnType<typeof renderWithEngine>['user'];

const button = (name: string) => screen.getByRole('button', { name });

/** The first page can take a while on a busy machine. */
const findButton = (name: string) => screen.findByRole('button', { name }, { timeout: 5000 });

const confirmDelete = async (user: User, name: string) => {
  await user.click(await findButton(`Eliminar voluntario ${name}`));
  const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar Voluntario' });
  await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
};

const onlyVolunteers = (ids: readonly number[]) =>
  createFakeDataProvider({ volunteers: volunteerRows().filter((row) => ids.includes(row.id)) });

describe('manage table focus', () => {
  it('should name the table and make its scrolling region reachable by keyboard', async () => {
    renderWithEngine(<ManageView entity={volunteers} />);
    await findButton('Editar voluntario Ana Peña');
    expect(screen.getByRole('table', { name: 'Voluntarios' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Voluntarios' }).tabIndex).toBe(0);
    expect(screen.getByRole('columnheader', { name: 'Nombre' }).getAttribute('scope')).toBe('col');
  });

  it("should start the delete dialog on Cancelar and give the focus back to the row's delete button", async () => {
    const { user } = renderWithEngine(<ManageView entity={volunteers} />);
    await user.click(await findButton('Eliminar voluntario Ana Peña'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar Voluntario' });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancelar' })));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(button('Eliminar voluntario Ana Peña')));
  });

  it('should focus the next row after a deletion', async () => {
    const { user } = renderWithEngine(<ManageView entity={volunteers} />);
    await confirmDelete(user, 'Ana Peña');
    await waitFor(() => expect(document.activeElement).toBe(button('Editar voluntario Luis Gómez')));
  });

  it('should focus the previous row after deleting the last one', async () => {
    const { user } = renderWithEngine(<ManageView entity={volunteers} />);
    await confirmDelete(user, 'Luis Gómez');
    await waitFor(() => expect(document.activeElement).toBe(button('Editar voluntario Ana Peña')));
  });

  it('should focus the search box after deleting the only row', async () => {
    const { user } = renderWithEngine(<ManageView entity={volunteers} />, { provider: onlyVolunteers([2]) });
    await confirmDelete(user, 'Ana Peña');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Buscar')));
  });

  it("should keep the focus on the row's delete button when the server rolls the deletion back", async () => {
    const { user, provider } = renderWithEngine(<ManageView entity={volunteers} />);
    provider.delete.mockResolvedValueOnce({ rolledBack: true });
    await confirmDelete(user, 'Ana Peña');
    expect(screen.getByRole('cell', { name: 'Ana Peña' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(button('Eliminar voluntario Ana Peña')));
  });

  it("should start the edit dialog on its first field and give the focus back to the row's edit button after saving", async () => {
    const { user, notify } = renderWithEngine(<ManageView entity={volunteers} />);
    await user.click(await findButton('Editar voluntario Ana Peña'));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Voluntario' });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Nombre completo')));
    await user.type(within(dialog).getByLabelText('Nombre completo'), ' Ruiz');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalled());
    await waitFor(() => expect(document.activeElement).toBe(button('Editar voluntario Ana Peña Ruiz')));
  });

  it('should keep the focus in the open edit dialog when Tab passes its last control', async () => {
    const { user } = renderWithEngine(<ManageView entity={volunteers} />);
    await user.click(await findButton('Editar voluntario Ana Peña'));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Voluntario' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    within(dialog).getByRole('button', { name: 'Guardar' }).focus();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it("should focus the Agregar form's first field after a save", async () => {
    const { user, notify } = renderWithEngine(<EntityPage entity={creatableTeams} />);
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    await user.type(screen.getByLabelText('Equipo'), 'Oeste');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('¡Registro exitoso!'));
    expect(document.activeElement).toBe(screen.getByLabelText('Equipo'));
    expect((screen.getByLabelText('Equipo') as HTMLInputElement).value).toBe('');
  });
});

/** The teams fixture with its Agregar form, which has one field. */
const creatableTeams: AnyEntity = {
  ...teams,
  canCreateInPage: true,
  access: { read: ['admin'], create: ['admin'], update: ['admin'], delete: ['admin'] },
};
