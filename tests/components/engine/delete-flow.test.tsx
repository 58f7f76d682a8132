import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyEntity } from '../../../src/engine/contract/entity';
import { ApiError } from '../../../src/engine/data-provider';
import { ManageView } from '../../../src/engine/react';
import { volunteers } from '../../fixtures/engine-entities';
import { renderWithEngine } from '../../helpers/render-engine';

const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;

const openDelete = async (user: ReturnType<typeof renderWithEngine>['user'], name: string) => {
  await user.click(within(await rowOf(name)).getByRole('button', { name: `Eliminar voluntario ${name}` }));
  return screen.findByRole('alertdialog', { name: 'Eliminar Voluntario' });
};

/** The success of a delete offers to undo it. */
const undoAction = expect.objectContaining({ text: 'Deshacer' });

describe('delete flow', () => {
  it('should ask first and not call the API when Cancelar is chosen', async () => {
    const { user, provider } = renderWithEngine(<ManageView entity={volunteers} />);
    const dialog = await openDelete(user, 'Ana Peña');
    expect(within(dialog).getByText('¿Está seguro de que desea eliminar este registro?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(provider.delete).not.toHaveBeenCalled();
    expect(screen.getByRole('cell', { name: 'Ana Peña' })).toBeTruthy();
  });

  it('should close on Escape without calling the API', async () => {
    const { user, provider } = renderWithEngine(<ManageView entity={volunteers} />);
    await openDelete(user, 'Ana Peña');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(provider.delete).not.toHaveBeenCalled();
  });

  it('should delete on Confirmar, say so and drop the row', async () => {
    const { user, provider, notify } = renderWithEngine(<ManageView entity={volunteers} />);
    const dialog = await openDelete(user, 'Ana Peña');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Voluntario eliminado correctamente', { actions: [undoAction] }),
    );
    expect(provider.delete).toHaveBeenCalledWith(volunteers, 2);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Ana Peña' })).toBeNull());
    expect(provider.store.volunteers?.find((row) => row.id === 2)?.isActive).toBe(false);
  });

  it('should show the server message when the deletion fails, and keep the row', async () => {
    const { user, provider, notify } = renderWithEngine(<ManageView entity={volunteers} />);
    provider.delete.mockRejectedValueOnce(new ApiError({ status: 409, message: 'Tiene registros asociados' }));
    const dialog = await openDelete(user, 'Ana Peña');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Algo salió mal al eliminar: Tiene registros asociados'),
    );
    expect(screen.getByRole('cell', { name: 'Ana Peña' })).toBeTruthy();
  });

  it('should fall back to the generic message when the failure has no server message', async () => {
    const { user, provider, notify } = renderWithEngine(<ManageView entity={volunteers} />);
    provider.delete.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const dialog = await openDelete(user, 'Ana Peña');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Error inesperado al eliminar'));
  });

  it("should run the config's delete-placed action instead of DELETE, with its message", async () => {
    const entity = withCancel({ rolledBack: 'El sistema revirtió la baja por seguridad' });
    const { user, provider, notify } = renderWithEngine(<ManageView entity={entity} />);
    const dialog = await openDelete(user, 'Luis Gómez');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Voluntario dado de baja', { actions: [undoAction] }),
    );
    expect(provider.action).toHaveBeenCalledWith(entity, { id: 3, action: 'cancel' });
    expect(provider.delete).not.toHaveBeenCalled();
  });

  it("should warn with the action's rolled-back message when the server reverts it", async () => {
    const entity = withCancel({ rolledBack: 'El sistema revirtió la baja por seguridad' });
    const { user, provider, notify } = renderWithEngine(<ManageView entity={entity} />);
    provider.action.mockResolvedValueOnce({ rolledBack: true });
    const dialog = await openDelete(user, 'Luis Gómez');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(notify.warning).toHaveBeenCalledWith('El sistema revirtió la baja por seguridad'));
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('should warn and keep the row when the server rolls the deletion back', async () => {
    const { user, provider, notify } = renderWithEngine(<ManageView entity={withCancel({})} />);
    provider.action.mockResolvedValueOnce({ rolledBack: true });
    const dialog = await openDelete(user, 'Luis Gómez');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(notify.warning).toHaveBeenCalledWith('El sistema revirtió la eliminación por seguridad'),
    );
    expect(notify.success).not.toHaveBeenCalled();
    expect(screen.getByRole('cell', { name: 'Luis Gómez' })).toBeTruthy();
  });
});

/** The volunteers fixture whose rows are cancelled instead of deleted, as doses are. */
const withCancel = ({ rolledBack }: { rolledBack?: string }): AnyEntity => ({
  ...volunteers,
  actions: [
    {
      name: 'cancel',
      route: 'cancel/:id',
      access: 'delete',
      placement: 'delete',
      variants: [{ label: 'Eliminar' }],
      success: 'Voluntario dado de baja',
      rolledBack,
    },
  ],
});
