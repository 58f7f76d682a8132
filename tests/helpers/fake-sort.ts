// The API sorts lists; the fake data provider sorts like it: Spanish text order, empty values last,
// ties by id.
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

/** One column to sort by, as a table's sorting state holds it. */
export type SortKey = { id: string; desc: boolean };

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/**
 * The rows ordered by the sort keys, first key first: values compared with
 * {@link compareValues}, empty values last in either direction, ties in their given order.
 * Each value is read once per row. With no keys the same array comes back.
 *
 * @example
 * sortRows(rows, [{ id: 'age', desc: true }], (row, id) => row[id])
 */
export const sortRows = <TRow>(
  rows: readonly TRow[],
  keys: readonly SortKey[],
  readValue: (row: TRow, id: string) => unknown,
): readonly TRow[] => {
  if (keys.length === 0) return rows;
  const entries = rows.map((row, index) => ({ row, index, values: keys.map((key) => readValue(row, key.id)) }));
  entries.sort((a, b) => {
    for (let k = 0; k < keys.length; k += 1) {
      const isEmptyA = isEmpty(a.values[k]);
      const isEmptyB = isEmpty(b.values[k]);
      if (isEmptyA || isEmptyB) {
        if (isEmptyA !== isEmptyB) return isEmptyA ? 1 : -1;
        continue;
      }
      const order = compareValues(a.values[k], b.values[k]);
      if (order !== 0) return keys[k]?.desc ? -order : order;
    }
    return a.index - b.index;
  });
  return entries.map((entry) => entry.row);
};
