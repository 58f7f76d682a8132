import type { Locator, Page } from '@playwright/test';

export type FieldInput = readonly [label: string, value: string, kind?: 'select'];

/** Fills form controls by their visible labels, as a person would. */
export const fillFields = async (scope: Page | Locator, inputs: readonly FieldInput[]) => {
  for (const [label, value, kind] of inputs) {
    const control = scope.getByLabel(label, { exact: true });
    if (kind === 'select') await control.selectOption({ label: value });
    else await control.fill(value);
  }
};

/** Lower-case letters that make a record's text unique within the shared test database. */
export const uniqueLetters = () =>
  Array.from({ length: 6 }, () => 'bcdfghjklmnpqrstvwxz'[Math.floor(Math.random() * 20)]).join('');

export const uniqueDigits = (length: number) =>
  Array.from({ length }, (_, index) =>
    index === 0 ? 1 + Math.floor(Math.random() * 9) : Math.floor(Math.random() * 10),
  ).join('');

const day = 86_400_000;
export const isoDaysFromToday = (days: number) => new Date(Date.now() + days * day).toISOString().slice(0, 10);

/** A day as a person types it in a date field: dd/mm/aaaa. */
export const typedDaysFromToday = (days: number) => isoDaysFromToday(days).split('-').reverse().join('/');
