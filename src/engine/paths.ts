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
 * The words that name a row: the values at `keys` joined with spaces, leaving out empty parts.
 *
 * @example
 * labelFromKeys({ name: 'Hugo', lastname: 'Salud', country: { nameCountry: '' } }, ['name', 'lastname', 'country.nameCountry']) // 'Hugo Salud'
 */
export const labelFromKeys = (row: unknown, keys: readonly string[]): string =>
  keys
    .map((key) => readPath(row, key))
    .filter((part) => part !== null && part !== undefined && part !== '')
    .join(' ');
