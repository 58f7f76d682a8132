import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuditPage } from '../../../src/app/audit/AuditPage';
import { entities } from '../../../src/entities';
import { createFakeDataProvider } from '../../helpers/fake-data-provider';
import { renderWithEngine } from '../../helpers/render-engine';

const page = (hasMore: boolean) => ({
  items: [
    {
      id: 9,
      at: '2026-03-05T14:07:09.000Z',
      entity: 'vaccine-batches',
      rowId: 4,
      action: 'status',
      user: { id: 1, name: 'Ana', lastname: 'Admin', email: 'admin@gmail.com' },
      before: { status: 1 },
      after: { status: 2 },
    },
    {
      id: 8,
      at: '2026-03-05T14:00:00.000Z',
      entity: 'auth',
      rowId: null,
      action: 'login-failed',
      user: null,
      before: null,
      after: { email: 'nadie@gmail.com' },
    },
  ],
  page: 1,
  pageSize: 25,
  hasMore,
});

const renderPage = () => {
  const provider = createFakeDataProvider({ users: [] });
  provider.getAudit.mockImplementation(async ({ page: asked = 1 }) => ({ ...page(asked === 1), page: asked }));
  return renderWithEngine(<AuditPage />, { provider, entities, role: 'admin' });
};

describe('AuditPage', () => {
  it('should list the newest entries with the entity by its plural and the action in Spanish', async () => {
    renderPage();

    const table = await screen.findByRole('table', { name: 'Historial de cambios' });
    await within(table).findByText('Cerrar Lote');
    const [batchRow, loginRow] = (await within(table).findAllByRole('row')).filter((row) =>
      within(row).queryByRole('button'),
    );
    expect(batchRow?.textContent).toContain('Lotes');
    expect(batchRow?.textContent).toContain('Cerrar Lote');
    expect(batchRow?.textContent).toContain('Ana Admin (admin@gmail.com)');
    expect(loginRow?.textContent).toContain('Inicios de sesión');
    expect(loginRow?.textContent).toContain('Inicio de sesión fallido');
    expect(loginRow?.textContent).toContain('Desconocido');
  });

  it("should open a row's changes by their labels", async () => {
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Ver cambios de Cerrar Lote Lotes 4' }));

    const changes = screen.getByRole('button', { name: 'Ocultar cambios de Cerrar Lote Lotes 4' });
    expect(changes.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Estado').tagName).toBe('DT');
    expect(screen.getByText('Abierto')).toBeTruthy();
    expect(screen.getByText('Cerrado')).toBeTruthy();
  });

  it('should ask the server again with each filter, from the first page, and page on', async () => {
    const { user, provider } = renderPage();
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(provider.getAudit).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 })));
    await user.selectOptions(screen.getByLabelText('Entidad'), 'Países');
    await user.selectOptions(screen.getByLabelText('Acción'), 'Modificado');

    await waitFor(() =>
      expect(provider.getAudit).toHaveBeenLastCalledWith(
        expect.objectContaining({ entity: 'countries', action: 'update', page: 1 }),
      ),
    );
  });
});
