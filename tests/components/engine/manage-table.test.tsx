import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/engine/data-provider';
import { ManageView } from '../../../src/engine/react';
import { volunteers } from '../../fixtures/engine-entities';
import { manyVolunteers, teamRows, volunteerRows } from '../../fixtures/engine-rows';
import { field } from '../../helpers/dom';
import { createFakeDataProvider } from '../../helpers/fake-data-provider';
import { renderWithEngine } from '../../helpers/render-engine';

const renderTable = (provider = createFakeDataProvider({ volunteers: volunteerRows(), teams: teamRows() })) =>
  renderWithEngine(<ManageView entity={volunteers} />, { provider });

/** The text of the first cell of every body row. */
const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

const waitForRows = () => screen.findByRole('cell', { name: 'José Pérez' });

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
    expect(within(ana).getByRole('button', { name: 'Editar' })).toBeTruthy();
    expect(within(ana).getByRole('button', { name: 'Eliminar' })).toBeTruthy();
  });

  it('should show a loading state until the rows arrive', async () => {
    const provider = createFakeDataProvider({ volunteers: volunteerRows() });
    let release: () => void = () => {};
    provider.getList.mockImplementationOnce(() => new Promise((resolve) => (release = () => resolve(volunteerRows()))));
    renderTable(provider);
    expect(screen.getByText('Cargando...')).toBeTruthy();
    release();
    await waitForRows();
    expect(screen.queryByText('Cargando...')).toBeNull();
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
    expect(await screen.findByText('No hay registros')).toBeTruthy();
  });

  it.each([
    ['jose', ['José Pérez']],
    ['JOSÉ', ['José Pérez']],
    ['pena', ['Ana Peña']],
    ['PEÑA', ['Ana Peña']],
    ['gomez', ['Luis Gómez']],
    ['tarde', ['Ana Peña']],
    ['12/04/1995', ['José Pérez', 'Ana Peña', 'Luis Gómez']],
  ])('should find %s ignoring accents and case', async (query, expected) => {
    const { user } = renderTable();
    await waitForRows();
    await user.type(screen.getByLabelText('Buscar'), query);
    await waitFor(() => expect(names()).toEqual(expected));
  });

  it('should say when a search has no results', async () => {
    const { user } = renderTable();
    await waitForRows();
    await user.type(screen.getByLabelText('Buscar'), 'zzz');
    expect(await screen.findByText('Sin resultados para "zzz"')).toBeTruthy();
  });

  it('should sort by a column when its header is clicked, ascending then descending', async () => {
    const { user } = renderTable();
    await waitForRows();
    const header = screen.getByRole('columnheader', { name: /Edad/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    await user.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['Ana Peña', 'Luis Gómez', 'José Pérez']);
    await user.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['José Pérez', 'Luis Gómez', 'Ana Peña']);
  });

  it('should sort text the Spanish way', async () => {
    const { user } = renderTable();
    await waitForRows();
    await user.click(within(screen.getByRole('columnheader', { name: /Nombre/ })).getByRole('button'));
    expect(names()).toEqual(['Ana Peña', 'José Pérez', 'Luis Gómez']);
  });

  it('should page the rows with a Spanish page label and page-size selector', async () => {
    const { user } = renderTable(createFakeDataProvider({ volunteers: manyVolunteers(25) }));
    await screen.findByRole('cell', { name: 'Persona 01' });
    expect(screen.getByText('Página 1 de 3')).toBeTruthy();
    expect(names()).toHaveLength(10);
    const previous = screen.getByRole('button', { name: 'Página anterior' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(screen.getByText('Página 2 de 3')).toBeTruthy();
    expect(names()[0]).toBe('Persona 11');
    await user.selectOptions(screen.getByLabelText('Filas por página'), '25');
    expect(field('Filas por página').value).toBe('25');
    expect(screen.getByText('Página 1 de 1')).toBeTruthy();
    expect(names()).toHaveLength(25);
  });
});
