/**
 * Reads a value from a GET-shape row by a dotted path.
 *
 * @example
 * readPath({ country: { nameCountry: 'Perú' } }, 'country.nameCountry') // 'Perú'
 */
export const readPath = (row: unknown, path: string): unknown => {
  let value: unknown = row;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
};

/**
 * Whether a value is there: not null, undefined or ''.
 *
 * @example
 * isSet('2026-11-26T10:00:00.000Z') // true
 * isSet(null) // false
 */
export const isSet = (value: unknown): boolean => value !== null && value !== undefined && value !== '';

/**
 * The words that name a row: the values at `keys` joined with spaces, leaving out empty parts.
 *
 * @example
 * labelFromKeys({ name: 'Hugo', lastname: 'Salud', country: { nameCountry: '' } }, ['name', 'lastname', 'country.nameCountry']) // 'Hugo Salud'
 */
export const labelFromKeys = (row: unknown, keys: readonly string[]): string =>
  keys
    .map((key) => readPath(row, key))
    .filter(isSet)
    .join(' ');
