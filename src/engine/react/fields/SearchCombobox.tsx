import { mdiCheck, mdiMagnify } from '@mdi/js';
import type { QueryKey } from '@tanstack/react-query';
import { type Ref, useEffect, useState } from 'react';
import { uiTexts } from '../../ui-texts';
import { Icon } from '../Icon';
import { controlClass } from '../styles';
import type { ControlA11y } from './FieldControl';
import { labelIdOf } from './FieldShell';
import { useComboboxKeys } from './useComboboxKeys';
import { type OptionLoader, type OptionSearch, type SearchOption, useOptionSearch } from './useOptionSearch';

export type SearchComboboxProps = {
  a11y: ControlA11y;
  load: OptionLoader;
  /** What `load` searches, for its cache (see `useOptionSearch`). */
  loadKey: QueryKey;
  selected: SearchOption | null;
  onSelect: (option: SearchOption | null) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  placeholder?: string;
  /** What the open list says when the search found nothing ('Sin resultados' unless given). */
  emptyText?: string;
};

const panelClass =
  'absolute top-full z-30 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-border bg-surface py-1 text-sm shadow-lg';

/**
 * An accessible search box over options loaded as the user types (the WAI-ARIA editable
 * combobox with a list): the input says it is expanded, and points at the list, only while
 * the list is drawn; the hint under it ('Escriba al menos 3 caracteres') and the field's error
 * are its description; 'Buscando...' and 'Sin resultados' are announced by a polite status that
 * is there before its text. Clearing the text clears the choice.
 *
 * @example
 * <SearchCombobox a11y={a11y} load={findPatients} loadKey={['patients']} selected={patient} onSelect={setPatient} />
 */
export function SearchCombobox({
  a11y,
  load,
  loadKey,
  selected,
  onSelect,
  onBlur,
  inputRef,
  placeholder,
  emptyText = uiTexts.search.empty,
}: SearchComboboxProps) {
  const search = useOptionSearch({ load, loadKey });
  const [isEditing, setEditing] = useState(false);
  const [isOpen, setOpen] = useState(false);
  const choose = (option: SearchOption) => {
    onSelect(option);
    search.setQuery('');
    setEditing(false);
    setOpen(false);
  };
  const keys = useComboboxKeys({ options: search.options, isOpen: isOpen && isEditing, setOpen, choose });
  const listboxId = `${a11y.id}-listbox`;
  const hintId = `${a11y.id}-hint`;
  const optionId = (option: SearchOption) => `${listboxId}-${option.value}`;
  const activeId = keys.activeOption && optionId(keys.activeOption);
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);
  const isHintShown = !selected || isEditing;
  const describedBy = [isHintShown && hintId, a11y['aria-describedby']].filter(Boolean).join(' ') || undefined;
  const status = isOpen && isEditing && search.options.length === 0 ? statusText(search, emptyText) : '';
  return (
    <div>
      <div className="relative">
        <input
          ref={inputRef}
          id={a11y.id}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={keys.isListShown}
          aria-controls={keys.isListShown ? listboxId : undefined}
          aria-activedescendant={activeId}
          aria-invalid={a11y['aria-invalid']}
          aria-required={a11y['aria-required']}
          aria-describedby={describedBy}
          autoComplete="off"
          placeholder={placeholder}
          value={isEditing ? search.query : (selected?.label ?? '')}
          onChange={(event) => {
            const text = event.target.value;
            search.setQuery(text);
            setEditing(true);
            setOpen(true);
            if (text === '' && selected) onSelect(null);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={keys.onKeyDown}
          onBlur={() => {
            search.setQuery('');
            setEditing(false);
            setOpen(false);
            onBlur?.();
          }}
          className={`${controlClass} pr-10`}
        />
        <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-muted">
          <Icon path={mdiMagnify} />
        </span>
        <div role="status" className={status ? `${panelClass} px-3 py-2 text-muted` : 'sr-only'}>
          {status}
        </div>
        {keys.isListShown && (
          <div id={listboxId} role="listbox" aria-labelledby={labelIdOf(a11y.id)} className={panelClass}>
            {search.options.map((option) => (
              // The input keeps the focus (aria-activedescendant); the keys are handled there.
              // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard choice is on the combobox input
              <div
                key={option.value}
                id={optionId(option)}
                role="option"
                tabIndex={-1}
                aria-selected={option === keys.activeOption}
                data-focus={option === keys.activeOption ? '' : undefined}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => keys.setActiveOption(option)}
                onClick={() => choose(option)}
                className="group flex cursor-pointer items-start gap-2 px-3 py-2 text-foreground data-focus:bg-primary/10"
              >
                <Icon
                  path={mdiCheck}
                  className={`mt-0.5 size-4 shrink-0 text-brand ${option.value === selected?.value ? '' : 'invisible'}`}
                />
                <span className="min-w-0 break-words">{option.label}</span>
              </div>
            ))}
          </div>
        )}
      </div>
      {/* Hidden rather than removed once a choice is shown, so leaving the field never moves what is below it. */}
      <p id={hintId} className={`mt-1 text-xs text-muted ${isHintShown ? '' : 'invisible'}`}>
        {uiTexts.search.hint(search.minChars)}
      </p>
    </div>
  );
}

/** The panel's message while there is no option to show; a too-short query has the hint under the input. */
const statusText = ({ status }: OptionSearch, emptyText: string): string => {
  switch (status) {
    case 'short':
      return '';
    case 'loading':
      return uiTexts.search.loading;
    case 'error':
      return uiTexts.failures.load.fallback;
    default:
      return emptyText;
  }
};
