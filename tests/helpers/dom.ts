import { screen } from '@testing-library/react';

/** A form control found by its label, typed for reading `value` and `disabled`. */
export const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement & HTMLSelectElement;

/** The text of the elements that `aria-describedby` points to. */
export const descriptionOf = (element: HTMLElement): string =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
