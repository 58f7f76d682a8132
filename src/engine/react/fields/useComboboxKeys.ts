import { type KeyboardEvent, useState } from 'react';
import type { SearchOption } from './useOptionSearch';

type ComboboxKeysOptions = {
  options: readonly SearchOption[];
  /** Whether the user asked for the list (typed, or pressed an arrow) since it last closed. */
  isOpen: boolean;
  setOpen: (isOpen: boolean) => void;
  choose: (option: SearchOption) => void;
};

export type ComboboxKeys = {
  /** The list is drawn only while it is open and has options, so the input never claims a list that is not there. */
  isListShown: boolean;
  activeOption: SearchOption | undefined;
  setActiveOption: (option: SearchOption | undefined) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
};

/**
 * The keys of an editable combobox with a list (WAI-ARIA APG, list autocomplete with manual
 * selection): Down and Up open the list and move through its options, wrapping; Enter chooses
 * the active option; Escape closes the list, and only a second Escape reaches the dialog
 * around it. The active option is kept by value, so new matches never shift it to another row.
 *
 * @example
 * const keys = useComboboxKeys({ options, isOpen, setOpen, choose });
 * <input aria-expanded={keys.isListShown} onKeyDown={keys.onKeyDown} />
 */
export const useComboboxKeys = ({ options, isOpen, setOpen, choose }: ComboboxKeysOptions): ComboboxKeys => {
  const [activeValue, setActiveValue] = useState<number | null>(null);
  const isListShown = isOpen && options.length > 0;
  const activeIndex = isListShown ? options.findIndex((option) => option.value === activeValue) : -1;
  const activate = (index: number) => {
    setOpen(true);
    setActiveValue(options[(index + options.length) % options.length]?.value ?? null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.altKey && event.key === 'ArrowDown') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      return;
    }
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (options.length === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        activate(activeIndex === -1 ? (step === 1 ? 0 : -1) : activeIndex + step);
        return;
      }
      case 'Enter': {
        const active = options[activeIndex];
        if (!active) return;
        event.preventDefault();
        choose(active);
        setActiveValue(null);
        return;
      }
      case 'Escape':
        if (!isListShown) return;
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        setActiveValue(null);
        return;
    }
  };
  return {
    isListShown,
    activeOption: options[activeIndex],
    setActiveOption: (option) => setActiveValue(option?.value ?? null),
    onKeyDown,
  };
};
