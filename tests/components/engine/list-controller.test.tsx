import { act, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { EntityPage } from '../../../src/engine/react';
import { volunteers } from '../../fixtures/engine-entities';
import { manyVolunteers } from '../../fixtures/engine-rows';
import { createFakeDataProvider } from '../../helpers/fake-data-provider';
import { listPage } from '../../helpers/fake-list';
import { renderWithEngine } from '../../helpers/render-engine';

/**
 * A server whose table changes size between answers: `rows` rows, of which an answer to no
 * search reports `total` (a table too large to hold in a test says 10,001 over 30 rows).
 */
const changingServer = () => {
  const size = { rows: 25, total: 25 };
  const provider = createFakeDataProvider({ volunteers: [] });
  provider.getList.mockImplementation(async (entity, params) => {
    const page = listPage(entity, manyVolunteers(size.rows), params);
    return params?.q ? page : { ...page, total: size.total };
  });
  return { provider, resize: (rows: number, total = rows) => Object.assign(size, { rows, total }) };
};

const sentQueries = (provider: ReturnType<typeof changingServer>['provider']) =>
  provider.getList.mock.calls.map(([, params]) => params?.q);

const firstName = () =>
  within(within(screen.getByRole('table')).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell')[0]?.textContent;

const shortWordsHint = 'Escriba al menos 3 caracteres';

describe('useListController, in the Gestión page', () => {
  let consoleError: MockInstance<typeof console.error>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => consoleError.mockRestore());

  it('should follow a changing total: the search mode with the table size, the page back in range, no update while rendering', async () => {
    const { provider, resize } = changingServer();
    const { user, queryClient } = renderWithEngine(
      <StrictMode>
        <EntityPage entity={volunteers} />
      </StrictMode>,
      { provider },
    );
    const search = () => screen.getByLabelText('Buscar');
    const reloadFromServer = () => act(() => queryClient.invalidateQueries());

    // A small table: short words are searched.
    await screen.findByRole('cell', { name: 'Persona 01' });
    expect(screen.getByText('Página 1 de 3')).toBeTruthy();
    await user.type(search(), 'pe');
    await waitFor(() =>
      expect(provider.getList).toHaveBeenLastCalledWith(volunteers, expect.objectContaining({ q: 'pe' })),
    );
    expect(screen.queryByText(shortWordsHint)).toBeNull();
    await user.clear(search());

    // The table grows past 10,000 rows: short words are no longer sent, and the box says why.
    resize(30, 10_001);
    await reloadFromServer();
    await waitFor(() => expect(screen.getByText('Página 1 de 1001')).toBeTruthy());
    const asked = provider.getList.mock.calls.length;
    await user.type(search(), 'pe');
    expect(await screen.findByText(shortWordsHint)).toBeTruthy();
    expect(sentQueries(provider).slice(asked).filter(Boolean)).toEqual([]);
    await user.clear(search());

    // On page 3, the table shrinks to 12 rows: the page moves back to the new last one.
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(firstName()).toBe('Persona 21'));
    resize(12);
    await reloadFromServer();
    await waitFor(() => expect(screen.getByText('Página 2 de 2')).toBeTruthy());
    await waitFor(() => expect(firstName()).toBe('Persona 11'));
    // Settled on page 2: the invalidated page 3 may still be refetched first on a loaded machine.
    await waitFor(() =>
      expect(provider.getList).toHaveBeenLastCalledWith(volunteers, expect.objectContaining({ page: 2 })),
    );

    // Small again: short words are searched again.
    await user.type(search(), 'pe');
    await waitFor(() =>
      expect(provider.getList).toHaveBeenLastCalledWith(volunteers, expect.objectContaining({ q: 'pe' })),
    );
    expect(screen.queryByText(shortWordsHint)).toBeNull();

    const messages = consoleError.mock.calls.map((call) => call.map(String).join(' '));
    expect(
      messages.filter((message) => /while rendering|Cannot update a component|Too many re-renders/.test(message)),
    ).toEqual([]);
    expect(messages).toEqual([]);
  });

  it('should go back to the first page when the last rows are gone', async () => {
    const { provider, resize } = changingServer();
    const { user, queryClient } = renderWithEngine(
      <StrictMode>
        <EntityPage entity={volunteers} />
      </StrictMode>,
      { provider },
    );
    await screen.findByRole('cell', { name: 'Persona 01' });
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(firstName()).toBe('Persona 11'));
    resize(0);
    await act(() => queryClient.invalidateQueries());
    expect(await within(screen.getByRole('table')).findByText('No hay registros')).toBeTruthy();
    await waitFor(() =>
      expect(provider.getList).toHaveBeenLastCalledWith(volunteers, expect.objectContaining({ page: 1 })),
    );
    expect(screen.getByText('Página 1 de 1')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Página anterior' }) as HTMLButtonElement).disabled).toBe(true);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
