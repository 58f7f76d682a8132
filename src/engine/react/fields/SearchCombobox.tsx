import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { mdiCheck, mdiMagnify } from '@mdi/js';
import type { QueryKey } from '@tanstack/react-query';
import type { Ref } from 'react';
import { uiTexts } from '../../ui-texts';
import { Icon } from '../Icon';
import { controlClass } from '../styles';
import type { ControlA11y } from './FieldControl';
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
};

const panelClass =
  'absolute top-full z-30 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-border bg-surface py-1 text-sm shadow-lg';

/**
 * An accessible search box over options loaded as the user types (Headless UI combobox):
 * until an option is chosen, the hint under the input says how many characters it needs;
 * then the panel shows 'Buscando...', the matches or 'Sin resultados'.
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
}: SearchComboboxProps) {
  const search = useOptionSearch({ load, loadKey });
  const hintId = `${a11y.id}-hint`;
  const isHintShown = !selected || search.query !== '';
  const describedBy = [isHintShown && hintId, a11y['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return (
    <Combobox value={selected} by="value" onChange={onSelect} onClose={() => search.setQuery('')} immediate>
      {({ open }) => (
        <div>
          <div className="relative">
            <ComboboxInput
              ref={inputRef}
              id={a11y.id}
              aria-invalid={a11y['aria-invalid']}
              aria-required={a11y['aria-required']}
              aria-describedby={describedBy}
              autoComplete="off"
              placeholder={placeholder}
              displayValue={(option: SearchOption | null) => option?.label ?? ''}
              onChange={(event) => search.setQuery(event.target.value)}
              onBlur={onBlur}
              className={`${controlClass} pr-10`}
            />
            <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-muted">
              <Icon path={mdiMagnify} />
            </span>
            {open && search.options.length === 0 && search.status !== 'short' && (
              <div role="status" className={`${panelClass} px-3 py-2 text-muted`}>
                {statusText(search)}
              </div>
            )}
            {search.options.length > 0 && (
              <ComboboxOptions className={panelClass}>
                {search.options.map((option) => (
                  <ComboboxOption
                    key={option.value}
                    value={option}
                    className="group flex cursor-pointer items-start gap-2 px-3 py-2 text-foreground data-focus:bg-primary/10"
                  >
                    <Icon
                      path={mdiCheck}
                      className="invisible mt-0.5 size-4 shrink-0 text-brand group-data-selected:visible"
                    />
                    <span className="min-w-0 break-words">{option.label}</span>
                  </ComboboxOption>
                ))}
              </ComboboxOptions>
            )}
          </div>
          {isHintShown && (
            <p id={hintId} className="mt-1 text-xs text-muted">
              {uiTexts.search.hint(search.minChars)}
            </p>
          )}
        </div>
      )}
    </Combobox>
  );
}

/** The panel's message while there is no option to show; a too-short query has the hint under the input. */
const statusText = ({ status }: OptionSearch): string => {
  switch (status) {
    case 'loading':
      return uiTexts.search.loading;
    case 'error':
      return uiTexts.failures.load.fallback;
    default:
      return uiTexts.search.empty;
  }
};
