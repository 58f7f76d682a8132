import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../src/engine/audit';
import { EditDialog, ManageView } from '../../../src/engine/react';
import { volunteers } from '../../fixtures/engine-entities';
import { teamRows, volunteerRows } from '../../fixtures/engine-rows';
import { createFakeDataProvider } from '../../helpers/fake-data-provider';
import { renderWithEngine } from '../../helpers/render-engine';

const entry = (id: number, action: string, before: AuditEntry['before'], after: AuditEntry['after']) => ({
  id,
  at: '2026-03-05T14:07:09.000Z',
  entity: 'volunteers',
  rowId: 1,
  action,
  user: { id: 7, name: 'Ana', lastname: 'Admin', email: 'admin@gmail.com' },
  before,
  after,
});

const row = () => volunteerRows()[0]!;

describe('the Historial of the edit dialog', () => {
  it('should load the entries when opened: the action, who, and each field by its label, before and after', async () => {
    const provider = createFakeDataProvider({ volunteers: volunteerRows(), teams: teamRows() });
    provider.getAudit.mockResolvedValue({
      items: [
        entry(
          2,
          'update',
          { fullName: 'Ana Peña', isLead: false, teamId: 1 },
          { fullName: 'Ana Peña Ruiz', isLead: true, teamId: 3 },
        ),
        entry(1, 'create', null, { fullName: 'Ana Peña' }),
      ],
      page: 1,
      pageSize: 10,
      hasMore: false,
    });
    const { user } = renderWithEngine(
      <EditDialog entity={volunteers} row={row()} onClose={() => {}} onSaved={() => {}} />,
      {
        provider,
        role: 'admin',
        auditRoles: ['admin'],
      },
    );
    expect(provider.getAudit).not.toHaveBeenCalled();

    const toggle = await screen.findByRole('button', { name: 'Historial' });
    await user.click(toggle);

    const items = await screen.findAllByRole('listitem');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(provider.getAudit).toHaveBeenCalledWith(expect.objectContaining({ entity: 'volunteers', rowId: row().id }));
    expect(items[0]?.textContent).toContain('Modificado');
    expect(items[0]?.textContent).toContain('por Ana Admin (admin@gmail.com)');
    expect(within(items[0]!).getByText('Nombre completo').tagName).toBe('DT');
    expect(items[0]?.textContent).toContain('Ana Peña →  cambió a Ana Peña Ruiz');
    expect(items[0]?.textContent).toContain('Es líderNo →  cambió a Sí');
    expect(items[1]?.textContent).toContain('Creado');
    // A reference by its row's label; a deleted row (team 3) by its id.
    await waitFor(() => expect(items[0]?.textContent).toContain('EquipoNorte Lima →  cambió a #3'));
  });

  it('should say when a record has no entries yet', async () => {
    const { user } = renderWithEngine(
      <EditDialog entity={volunteers} row={row()} onClose={() => {}} onSaved={() => {}} />,
      { role: 'admin', auditRoles: ['admin'] },
    );

    await user.click(await screen.findByRole('button', { name: 'Historial' }));

    await screen.findByText('Sin cambios registrados');
  });

  it('should not be offered to a role that may not read the trail', async () => {
    renderWithEngine(<EditDialog entity={volunteers} row={row()} onClose={() => {}} onSaved={() => {}} />, {
      role: 'admin',
    });

    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Historial' })).toBeNull();
  });
});

describe("'Deshacer' after a delete", () => {
  it('should restore the row through the data provider and say so', async () => {
    const { user, provider, notify } = renderWithEngine(<ManageView entity={volunteers} />);
    const first = row();
    const table = await screen.findByRole('table');
    const line = (await within(table).findByText(String(first.fullName))).closest('tr')!;
    await user.click(within(line).getByRole('button', { name: /Eliminar/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalled());

    const [, options] = notify.success.mock.calls[0] as unknown as [
      string,
      { actions: { text: string; onClick: () => void }[] },
    ];
    expect(options.actions.map((action) => action.text)).toEqual(['Deshacer']);
    options.actions[0]?.onClick();

    await waitFor(() => expect(provider.restore).toHaveBeenCalledWith(volunteers, first.id));
    await waitFor(() => expect(notify.success).toHaveBeenLastCalledWith('Voluntario restaurado correctamente'));
    await within(table).findByText(String(first.fullName));
  });
});
