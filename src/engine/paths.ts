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
