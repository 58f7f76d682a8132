import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EntityPage } from '../../../src/engine/react';
import { volunteers } from '../../fixtures/engine-entities';
import { manyVolunteers } from '../../fixtures/engine-rows';
import { createFakeDataProvider } from '../../helpers/fake-data-provider';
import { listPage } from '../../helpers/fake-list';
import { renderWithEngine } from '../../helpers/render-engine';

/**
 * A server whose searches find more rows than it counts: a search answers a full page, the
 * total counted up to `cap` (or up to the page asked, when deeper) and `totalIsCapped`.
 */
const cappingServer = (cap = 1000) => {
  const rows = manyVolunteers(30);
  const provider = createFakeDataProvider({ volunteers: [] });
  provider.getList.mockImplementation(async (entity, params = {}) => {
    if (!params.q) return listPage(entity, rows, params);
    const { page = 1, pageSize = 25 } = params;
    const items = listPage(entity, rows, { ...params, q: undefined, page: 1 }).items.slice(0, pageSize);
    return { items, total: Math.max(cap, page * pageSize), totalIsCapped: true };
  });
  return provider;
};

const pagerText = () => screen.getByRole('navigation', { name: 'Páginas de Voluntarios' }).textContent;

const pageButton = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('the page label of a list whose total is capped', () => {
  it("should say 'más de 1.000' and let the next page be asked past the rows counted", async () => {
    const provider = cappingServer();
    const { user } = renderWithEngine(<EntityPage entity={volunteers} />, { provider });
    await screen.findByRole('cell', { name: 'Persona 01' });
    expect(screen.getByText('Página 1 de 3')).toBeTruthy();

    await user.type(screen.getByLabelText('Buscar'), 'per');

    expect(await screen.findByText('Página 1 de más de 100')).toBeTruthy();
    expect(pagerText()).toContain('Página 1 de más de 100 · más de 1.000 registros');
    expect(pageButton('Página siguiente').disabled).toBe(false);
    await user.click(pageButton('Página siguiente'));
    await waitFor(() =>
      expect(provider.getList).toHaveBeenLastCalledWith(volunteers, expect.objectContaining({ q: 'per', page: 2 })),
    );
    expect(await screen.findByText('Página 2 de más de 100')).toBeTruthy();
    expect(pagerText()).toContain('Página 2 de más de 100 · más de 1.000 registros');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(11);
  });

  it('should keep a page deeper than the rows counted, its total growing with it', async () => {
    const provider = cappingServer(20);
    const { user } = renderWithEngine(<EntityPage entity={volunteers} />, { provider });
    await screen.findByRole('cell', { name: 'Persona 01' });
    await user.type(screen.getByLabelText('Buscar'), 'per');
    await screen.findByText('Página 1 de más de 2');
    expect(pagerText()).toContain('más de 20 registros');

    // The pages past the 2nd are asked one by one; none moves the table back.
    await user.click(pageButton('Página siguiente'));
    await user.click(pageButton('Página siguiente'));

    expect(await screen.findByText('Página 3 de más de 3')).toBeTruthy();
    expect(pagerText()).toContain('Página 3 de más de 3 · más de 30 registros');
    expect(provider.getList).toHaveBeenLastCalledWith(volunteers, expect.objectContaining({ page: 3 }));
    expect(pageButton('Página siguiente').disabled).toBe(false);
  });
});
