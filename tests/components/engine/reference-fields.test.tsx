import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyEntity, EntityRow } from '../../../src/engine/contract/entity';
import { EntityForm, ManageView } from '../../../src/engine/react';
import { teams, volunteers } from '../../fixtures/engine-entities';
import { teamRows, volunteerRows } from '../../fixtures/engine-rows';
import { createFakeDataProvider } from '../../helpers/fake-data-provider';
import { renderWithEngine } from '../../helpers/render-engine';

/** The volunteers entity with its team chosen by search, as patients or users are. */
const volunteersByTeamSearch: AnyEntity = {
  ...volunteers,
  fields: volunteers.fields.map((field) =>
    field.name === 'teamId' && field.reference
      ? { ...field, reference: { ...field.reference, choose: 'search' as const } }
      : field,
  ),
};

const manyOpenTeams = (count: number): EntityRow[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    isActive: true,
    teamName: `Equipo ${String(index + 1).padStart(2, '0')}`,
    city: 'Lima',
    isOpen: true,
  }));

const teamRequests = (provider: ReturnType<typeof createFakeDataProvider>) =>
  provider.getList.mock.calls.filter(([entity]) => entity.name === teams.name).map(([, params]) => params);

describe('reference fields', () => {
  it("should show a searched reference's current value in the edit dialog from the row, loading no team", async () => {
    const provider = createFakeDataProvider({ volunteers: volunteerRows(), teams: teamRows() });
    const { user } = renderWithEngine(<ManageView entity={volunteersByTeamSearch} />, { provider });
    const row = (await screen.findByRole('cell', { name: 'Ana Peña' })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Editar voluntario Ana Peña' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Voluntario' });

    const team = within(dialog).getByRole('combobox', { name: 'Equipo' }) as HTMLInputElement;
    expect(team.value).toBe('Este');
    expect(teamRequests(provider)).toEqual([]);
    expect(provider.getOne).not.toHaveBeenCalled();
  });

  it('should close only the list on Escape inside the edit dialog, and the dialog on a second Escape', async () => {
    const provider = createFakeDataProvider({ volunteers: volunteerRows(), teams: teamRows() });
    const { user } = renderWithEngine(<ManageView entity={volunteersByTeamSearch} />, { provider });
    const row = (await screen.findByRole('cell', { name: 'Ana Peña' }, { timeout: 5000 })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /^Editar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Voluntario' });
    const team = within(dialog).getByRole('combobox', { name: 'Equipo' });

    await user.clear(team);
    await user.type(team, 'nor');
    await within(dialog).findByRole('listbox', { name: 'Equipo' });
    await user.keyboard('{Escape}');
    expect(within(dialog).queryByRole('listbox')).toBeNull();
    // A closing dialog stays in the page for its 200 ms transition: look again after it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.getByRole('dialog', { name: 'Editar Voluntario' })).toBeTruthy();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('should search a reference chosen by search on the server, with its where, 50 at most', async () => {
    const provider = createFakeDataProvider({ volunteers: [], teams: teamRows() });
    const { user } = renderWithEngine(<EntityForm entity={volunteersByTeamSearch} mode="create" />, { provider });
    await user.type(screen.getByRole('combobox', { name: 'Equipo' }), 'nor');

    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Norte Lima']);
    expect(teamRequests(provider)).toEqual([
      expect.objectContaining({ q: 'nor', filter: { isOpen: true }, pageSize: 50 }),
    ]);
  });

  it("should mark a searched option whose reference's noteWhenSet field is set", async () => {
    const team = volunteersByTeamSearch.fields.find((field) => field.name === 'teamId')?.reference;
    if (!team) throw new Error('volunteers.teamId has no reference');
    const noted: AnyEntity = {
      ...volunteersByTeamSearch,
      fields: volunteersByTeamSearch.fields.map((field) =>
        field.name === 'teamId'
          ? { ...field, reference: { ...team, noteWhenSet: { field: 'mergedAt', text: 'Fusionado' } } }
          : field,
      ),
    };
    const rows = [
      ...teamRows(),
      { id: 5, isActive: true, teamName: 'Norte Chico', city: 'Huacho', isOpen: true, mergedAt: '2026-11-01' },
    ];
    const provider = createFakeDataProvider({ volunteers: [], teams: rows });
    const { user } = renderWithEngine(<EntityForm entity={noted} mode="create" />, { provider });
    await user.type(screen.getByRole('combobox', { name: 'Equipo' }), 'nor');

    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Norte Lima', 'Norte Chico Huacho · Fusionado']);
  });

  it('should offer a select of the first 50 rows, and a search box when the target has more', async () => {
    const provider = createFakeDataProvider({ volunteers: [], teams: manyOpenTeams(51) });
    const { user } = renderWithEngine(<EntityForm entity={volunteers} mode="create" />, { provider });

    // A select is a combobox too: wait for the first page's total to turn it into a search box.
    await waitFor(() => expect(screen.getByLabelText('Equipo').tagName).toBe('INPUT'));
    const team = screen.getByRole('combobox', { name: 'Equipo' });
    await user.type(team, 'equipo 51');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Equipo 51 Lima']);
    for (const params of teamRequests(provider)) expect(params?.pageSize).toBeLessThanOrEqual(50);
  });

  it('should keep a select when the target has 50 rows or fewer', async () => {
    const provider = createFakeDataProvider({ volunteers: [], teams: manyOpenTeams(50) });
    renderWithEngine(<EntityForm entity={volunteers} mode="create" />, { provider });

    const team = screen.getByLabelText('Equipo') as HTMLSelectElement;
    await waitFor(() => expect(team.disabled).toBe(false));
    expect(team.tagName).toBe('SELECT');
    expect(team.options).toHaveLength(51);
  });
});
