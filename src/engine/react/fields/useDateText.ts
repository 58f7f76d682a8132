import { useState } from 'react';
import { dateTextOf, dateValueOf } from '../../dates';

export type DateText = {
  /** What the input shows. */
  text: string;
  /** Takes what the user typed and gives the form its value. */
  change: (text: string) => void;
  /** Tidies a date typed loosely ('1/2/2024') to dd/mm/aaaa when the user leaves the field. */
  tidy: () => void;
};

/**
 * The text of a day-first date input over a form value in YYYY-MM-DD. The text is the user's
 * own while they type; a value set from outside (a reset, an edited row) replaces it.
 *
 * @example
 * const date = useDateText(control.value, control.onChange);
 * date.change('1/2/2024'); // the form holds '2024-02-01'; the input shows '1/2/2024' until blur
 */
export const useDateText = (value: unknown, onChange: (value: string) => void): DateText => {
  const [typed, setTyped] = useState(() => dateTextOf(value));
  // The user's words while they give the form's value; a value set from outside shows as dd/mm/aaaa.
  const text = dateValueOf(typed) === value ? typed : dateTextOf(value);
  return {
    text,
    change: (next) => {
      setTyped(next);
      onChange(dateValueOf(next));
    },
    tidy: () => setTyped(dateTextOf(dateValueOf(text))),
  };
};
