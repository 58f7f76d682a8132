import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyEntity } from '../../../src/engine/contract/entity';
import { ApiError } from '../../../src/engine/data-provider';
import { ManageView, useListQuery } from '../../../src/engine/react';
import { teams, volunteers } from '../../fixtures/engine-entities';
import { manyVolunteers, teamRows, volunteerRows } from '../../fixtures/engine-rows';
import { field } from '../../helpers/dom';
import { createFakeDataProvider } from '../../helpers/fake-data-provider';
import { listPage } from '../../helpers/fake-list';
import { renderWithEngine } from '../../helpers/render-engine';

const renderTable = (provider = createFakeDataProvider({ volunteers: volunteerRows(), teams: teamRows() })) =>
  renderWithEngine(<ManageView entity={volunteers} />, { provider });

/** The text of the first cell of every body row. */
const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

const waitForRows = () => screen.findByRole('cell', { name: 'José Pérez' });

/** The polite live region after the table, which says when rows load and when there are none. */
const tableStatus = () => screen.getByRole('region', { name: 'Voluntarios' }).nextElementSibling as HTMLElement;

describe('ManageView', () => {
  it('should show the active rows with formatted values', async () => {
    renderTable();
    await waitForRows();
    expect(names()).toEqual(['José Pérez', 'Ana Peña', 'Luis Gómez']);
    const ana = screen.getByRole('cell', { name: 'Ana Peña' }).closest('tr') as HTMLElement;
    const cells = within(ana)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 8)).toEqual([
      'Ana Peña',
      'ana@outlook.com',
      '25',
      '12/04/1995',
      'No',
      'Este',
      'Tarde',
      '15/01/2026 09:05',
    ]);
    expect(within(ana).getByRole('button', { name: 'Editar voluntario Ana Peña' })).toBeTruthy();
    expect(within(ana).getByRole('button', { name: 'Eliminar voluntario Ana Peña' })).toBeTruthy();
  });

  it('should show a loading state until the rows arrive', async () => {
    const provider = createFakeDataProvider({ volunteers: volunteerRows() });
    let release: () => void = () => {};
    provider.getList.mockImplementationOnce(
      (entity, params) =>
        new Promise((resolve) => (release = () => resolve(listPage(entity, volunteerRows(), params)))),
    );
    renderTable(provider);
    expect(within(screen.getByRole('table')).getByText('Cargando...')).toBeTruthy();
    expect(tableStatus().textContent).toBe('Cargando...');
    release();
    await waitForRows();
    expect(screen.queryByText('Cargando...')).toBeNull();
    expect(tableStatus().textContent).toBe('');
  });

  it('should show the load error with the server message and retry on Reintentar', async () => {
    const provider = createFakeDataProvider({ volunteers: volunteerRows() });
    provider.getList.mockRejectedValueOnce(new ApiError({ status: 500, message: 'Base de datos caída' }));
    const { user } = renderTable(provider);
    expect(await screen.findByText('Algo salió mal al cargar los datos: Base de datos caída')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitForRows();
    expect(provider.getList).toHaveBeenCalledTimes(2);
  });

  it('should fall back to the generic load message', async () => {
    const provider = createFakeDataProvider({ volunteers: volunteerRows() });
    provider.getList.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderTable(provider);
    expect(await screen.findByText('Error al cargar los datos')).toBeTruthy();
  });

  it('should say there are no records when the list is empty', async () => {
    renderTable(createFakeDataProvider({ volunteers: [] }));
    expect(await within(screen.getByRole('table')).findByText('No hay registros')).toBeTruthy();
    expect(tableStatus().textContent).toBe('No hay registros');
  });

  it.each([
    ['jose', ['José Pérez']],
    ['JOSÉ', ['José Pérez']],
    ['pena', ['Ana Peña']],
    ['PEÑA', ['Ana Peña']],
    ['gomez', ['Luis Gómez']],
    ['este', ['Ana Peña']],
    ['1995-04-12', ['José Pérez', 'Ana Peña', 'Luis Gómez']],
    ['peña outlook', ['Ana Peña']],
  ])('should find %s ignoring accents and case, on the server', async (query, expected) => {
    const { user, provider } = renderTable();
    await waitForRows();
    await user.type(screen.getByLabelText('Buscar'), query);
    await waitFor(() => expect(names()).toEqual(expected));
    expect(provider.getList).toHaveBeenLastCalledWith(volunteers, expect.objectContaining({ q: query, page: 1 }));
  });

  it('should say when a search has no results', async () => {
    const { user } = renderTable();
    await waitForRows();
    await user.type(screen.getByLabelText('Buscar'), 'zzz');
    expect(await within(screen.getByRole('table')).findByText('Sin resultados para "zzz"')).toBeTruthy();
    expect(tableStatus().textContent).toBe('Sin resultados para "zzz"');
  });

  it('should sort by a column on the server when its header is clicked, ascending then descending', async () => {
    const { user, provider } = renderTable();
    await waitForRows();
    const header = screen.getByRole('columnheader', { name: /Edad/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    await user.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    await waitFor(() => expect(names()).toEqual(['Ana Peña', 'Luis Gómez', 'José Pérez']));
    expect(provider.getList).toHaveBeenLastCalledWith(
      volunteers,
      expect.objectContaining({ sort: 'age', order: 'asc' }),
    );
    await user.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    await waitFor(() => expect(names()).toEqual(['José Pérez', 'Luis Gómez', 'Ana Peña']));
    expect(provider.getList).toHaveBeenLastCalledWith(
      volunteers,
      expect.objectContaining({ sort: 'age', order: 'desc' }),
    );
  });

  it('should sort by a nested column with its GET-shape path', async () => {
    const { user, provider } = renderTable();
    await waitForRows();
    await user.click(within(screen.getByRole('columnheader', { name: /Equipo/ })).getByRole('button'));
    await waitFor(() =>
      expect(provider.getList).toHaveBeenLastCalledWith(
        volunteers,
        expect.objectContaining({ sort: 'team.teamName', order: 'asc' }),
      ),
    );
    await waitFor(() => expect(names()).toEqual(['Ana Peña', 'José Pérez', 'Luis Gómez']));
  });

  it('should start on the entity default sort', async () => {
    const byAgeDesc: AnyEntity = { ...volunteers, defaultSort: { key: 'age', order: 'desc' } };
    const provider = createFakeDataProvider({ volunteers: volunteerRows(), teams: teamRows() });
    renderWithEngine(<ManageView entity={byAgeDesc} />, { provider });
    await waitForRows();
    expect(names()).toEqual(['José Pérez', 'Luis Gómez', 'Ana Peña']);
    expect(screen.getByRole('columnheader', { name: /Edad/ }).getAttribute('aria-sort')).toBe('descending');
    expect(provider.getList).toHaveBeenCalledWith(
      byAgeDesc,
      expect.objectContaining({ page: 1, pageSize: 10, sort: 'age', order: 'desc' }),
    );
  });

  it('should sort text the Spanish way', async () => {
    const { user } = renderTable();
    await waitForRows();
    await user.click(within(screen.getByRole('columnheader', { name: /Nombre/ })).getByRole('button'));
    await waitFor(() => expect(names()).toEqual(['Ana Peña', 'José Pérez', 'Luis Gómez']));
  });

  it('should page the rows on the server with a Spanish page label and page-size selector', async () => {
    const provider = createFakeDataProvider({ volunteers: manyVolunteers(25) });
    const { user } = renderTable(provider);
    await screen.findByRole('cell', { name: 'Persona 01' });
    expect(screen.getByText('Página 1 de 3')).toBeTruthy();
    expect(names()).toHaveLength(10);
    const previous = screen.getByRole('button', { name: 'Página anterior' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(screen.getByText('Página 2 de 3')).toBeTruthy();
    await waitFor(() => expect(names()[0]).toBe('Persona 11'));
    expect(provider.getList).toHaveBeenLastCalledWith(volunteers, expect.objectContaining({ page: 2, pageSize: 10 }));
    await user.selectOptions(screen.getByLabelText('Filas por página'), '25');
    expect(field('Filas por página').value).toBe('25');
    await waitFor(() => expect(names()).toHaveLength(25));
    expect(screen.getByText('Página 1 de 1')).toBeTruthy();
    expect(provider.getList).toHaveBeenLastCalledWith(volunteers, expect.objectContaining({ page: 1, pageSize: 25 }));
  });

  it("should count the pages from the server's total, never from the rows it holds", async () => {
    const provider = createFakeDataProvider({ volunteers: volunteerRows() });
    provider.getList.mockImplementation(async (entity, params) => ({
      ...listPage(entity, manyVolunteers(10), { ...params, page: 1 }),
      total: 1234,
    }));
    const { user } = renderTable(provider);
    await screen.findByRole('cell', { name: 'Persona 01' });
    expect(screen.getByText('Página 1 de 124')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(screen.getByText('Página 2 de 124')).toBeTruthy();
  });

  it('should send the words typed so far on every keystroke, from the first page', async () => {
    const provider = createFakeDataProvider({ volunteers: manyVolunteers(25) });
    const { user } = renderTable(provider);
    await screen.findByRole('cell', { name: 'Persona 01' });
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(names()[0]).toBe('Persona 11'));
    await user.type(screen.getByLabelText('Buscar'), 'p 17');
    await waitFor(() => expect(names()).toEqual(['Persona 17']));
    // 'p ' asks nothing new: trimmed, it is the 'p' already answered.
    const queries = provider.getList.mock.calls.map(([, params]) => params?.q).filter(Boolean);
    expect(queries).toEqual(['p', 'p 1', 'p 17']);
    expect(provider.getList).toHaveBeenLastCalledWith(volunteers, expect.objectContaining({ q: 'p 17', page: 1 }));
  });

  it('should not send words too short for the search index to a large table, and say why', async () => {
    const provider = createFakeDataProvider({ volunteers: manyVolunteers(25) });
    provider.getList.mockImplementation(async (entity, params) => ({
      ...listPage(entity, manyVolunteers(25), params),
      total: params?.q ? 1 : 10_001,
    }));
    const { user } = renderTable(provider);
    await screen.findByRole('cell', { name: 'Persona 01' });
    const search = screen.getByLabelText('Buscar');
    await user.type(search, 'pe 1');
    expect(screen.getByText('Escriba al menos 3 caracteres')).toBeTruthy();
    expect(search.getAttribute('aria-describedby')).toBeTruthy();
    expect(provider.getList.mock.calls.map(([, params]) => params?.q).filter(Boolean)).toEqual([]);
    await user.type(search, '7 per');
    await waitFor(() =>
      expect(provider.getList).toHaveBeenLastCalledWith(volunteers, expect.objectContaining({ q: 'pe 17 per' })),
    );
    expect(screen.queryByText('Escriba al menos 3 caracteres')).toBeNull();
  });

  it('should never paint an older answer over a newer one, and abort the older request', async () => {
    const provider = createFakeDataProvider({ volunteers: volunteerRows() });
    const held: { release: () => void; signal?: AbortSignal }[] = [];
    provider.getList.mockImplementation(async (entity, params) => {
      const page = listPage(entity, volunteerRows(), params);
      if (params?.q !== 'a') return page;
      // The answer for 'a' comes late, after the answer for 'an'.
      return new Promise((resolve) => held.push({ release: () => resolve(page), signal: params.signal }));
    });
    const { user } = renderTable(provider);
    await waitForRows();
    await user.type(screen.getByLabelText('Buscar'), 'an');
    await waitFor(() => expect(names()).toEqual(['Ana Peña']));
    expect(held).toHaveLength(1);
    expect(held[0]?.signal?.aborted).toBe(true);
    act(() => held[0]?.release());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(names()).toEqual(['Ana Peña']);
  });

  it('should keep the page on screen, marked busy, while the next one loads', async () => {
    const provider = createFakeDataProvider({ volunteers: manyVolunteers(25) });
    const { user } = renderTable(provider);
    await screen.findByRole('cell', { name: 'Persona 01' });
    let release: () => void = () => {};
    provider.getList.mockImplementationOnce(
      (entity, params) =>
        new Promise((resolve) => (release = () => resolve(listPage(entity, manyVolunteers(25), params)))),
    );
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(names()[0]).toBe('Persona 01');
    await waitFor(() => expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true'));
    expect(screen.queryByText('Cargando...')).toBeNull();
    act(() => release());
    await waitFor(() => expect(names()[0]).toBe('Persona 11'));
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('false');
  });

  it('should reload the current page after a write, and every other list shown', async () => {
    const provider = createFakeDataProvider({ volunteers: manyVolunteers(25), teams: teamRows() });
    const TeamCount = () => {
      const teamsList = useListQuery(teams, { pageSize: 50 });
      return <p>{`Equipos: ${teamsList.data?.total ?? '-'}`}</p>;
    };
    const { user } = renderWithEngine(
      <>
        <ManageView entity={volunteers} />
        <TeamCount />
      </>,
      { provider },
    );
    await screen.findByRole('cell', { name: 'Persona 01' });
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    const row = (await screen.findByRole('cell', { name: 'Persona 11' })).closest('tr') as HTMLElement;
    const teamLoads = provider.getList.mock.calls.filter(([entity]) => entity === teams).length;
    await user.click(within(row).getByRole('button', { name: 'Eliminar voluntario Persona 11' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(names()[0]).toBe('Persona 12'));
    expect(screen.getByText('Página 2 de 3')).toBeTruthy();
    expect(provider.getList).toHaveBeenLastCalledWith(
      expect.anything(),
      expect.objectContaining({ page: expect.any(Number) }),
    );
    expect(provider.getList.mock.calls.filter(([entity]) => entity === teams).length).toBe(teamLoads + 1);
  });
});
