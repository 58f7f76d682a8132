const collator = new Intl.Collator('es', { numeric: true });

/**
 * Ascending order of two cell values: numbers by value, booleans false first, anything else
 * as Spanish text ('ñ' after 'n', digits by number); empty values after the rest.
 *
 * @example
 * ['Peña', 'Pena', 'Pérez'].sort(compareValues) // ['Pena', 'Peña', 'Pérez']
 */
export const compareValues = (a: unknown, b: unknown): number => {
  const isEmptyA = a === null || a === undefined || a === '';
  const isEmptyB = b === null || b === undefined || b === '';
  if (isEmptyA || isEmptyB) return Number(isEmptyA) - Number(isEmptyB);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
};
