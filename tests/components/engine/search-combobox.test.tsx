import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type OptionLoader, SearchCombobox, type SearchOption } from '../../../src/engine/react';
import { descriptionOf } from '../../helpers/dom';
import { renderWithEngine } from '../../helpers/render-engine';

const teams: SearchOption[] = [
  { value: 1, label: 'Norte Lima' },
  { value: 2, label: 'Norte Piura' },
  { value: 3, label: 'Norte Cusco' },
];

const findTeams: OptionLoader = async (query) =>
  teams.filter((team) => team.label.toLowerCase().includes(query.toLowerCase()));

/** A labelled search box holding its choice, as a form field frames it. */
const TeamField = ({ load, onSelect }: { load: OptionLoader; onSelect: (option: SearchOption | null) => void }) => {
  const [selected, setSelected] = useState<SearchOption | null>(null);
  return (
    <>
      <label id="team-label" htmlFor="team">
        Equipo
      </label>
      <SearchCombobox
        a11y={{ id: 'team', 'aria-invalid': false, 'aria-describedby': undefined, 'aria-required': true }}
        load={load}
        loadKey={['teams']}
        selected={selected}
        onSelect={(option) => {
          setSelected(option);
          onSelect(option);
        }}
      />
    </>
  );
};

const renderField = (load: OptionLoader = findTeams) => {
  const onSelect = vi.fn<(option: SearchOption | null) => void>();
  const rendered = renderWithEngine(<TeamField load={load} onSelect={onSelect} />);
  return { ...rendered, onSelect, input: screen.getByRole('combobox', { name: 'Equipo' }) };
};

describe('SearchCombobox', () => {
  it('should not claim a list while fewer than 3 characters are typed, and describe itself with the hint', async () => {
    const { user, input } = renderField();
    expect(screen.getByRole('status').textContent).toBe('');
    await user.type(input, 'no');

    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-controls')).toBe(false);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(descriptionOf(input)).toBe('Escriba al menos 3 caracteres');
  });

  it('should point at its named list once it is drawn, and choose by arrows and Enter', async () => {
    const { user, input, onSelect } = renderField();
    await user.type(input, 'norte');

    const listbox = await screen.findByRole('listbox', { name: 'Equipo' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    const active = screen.getByRole('option', { name: 'Norte Cusco' });
    expect(input.getAttribute('aria-activedescendant')).toBe(active.id);
    expect(active.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');

    expect(onSelect).toHaveBeenLastCalledWith(teams[2]);
    expect((input as HTMLInputElement).value).toBe('Norte Cusco');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('should close the list on Escape and open it again with the down arrow', async () => {
    const { user, input, onSelect } = renderField();
    await user.type(input, 'norte');
    await screen.findByRole('listbox');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Norte Lima' }).id);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it("should announce 'Buscando...' and then 'Sin resultados' in the status that was there before", async () => {
    let answer: (options: SearchOption[]) => void = () => {};
    const { user, input } = renderField(() => new Promise((resolve) => (answer = resolve)));
    const status = screen.getByRole('status');
    await user.type(input, 'sur');

    await waitFor(() => expect(status.textContent).toBe('Buscando...'));
    answer([]);
    await waitFor(() => expect(status.textContent).toBe('Sin resultados'));
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('should clear the choice when the text is cleared', async () => {
    const { user, input, onSelect } = renderField();
    await user.type(input, 'piura');
    await user.click(await screen.findByRole('option', { name: 'Norte Piura' }));
    expect(onSelect).toHaveBeenLastCalledWith(teams[1]);

    await user.clear(input);
    expect(onSelect).toHaveBeenLastCalledWith(null);
  });
});
