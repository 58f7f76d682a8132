import { describe, expect, it } from 'vitest';
import { sortRows } from '../../helpers/fake-sort';

type Row = { name: string; age: number | null };

const rows: Row[] = [
  { name: 'Pérez', age: 40 },
  { name: 'Peña', age: null },
  { name: 'Pena', age: 25 },
  { name: 'Ana', age: 40 },
];
const read = (row: Row, id: string) => row[id as keyof Row];
const names = (sorted: readonly Row[]) => sorted.map((row) => row.name);

describe('sortRows', () => {
  it('should return the same array when there is nothing to sort by', () => {
    expect(sortRows(rows, [], read)).toBe(rows);
  });

  it.each([
    [[{ id: 'name', desc: false }], ['Ana', 'Pena', 'Peña', 'Pérez']],
    [[{ id: 'name', desc: true }], ['Pérez', 'Peña', 'Pena', 'Ana']],
    [[{ id: 'age', desc: false }], ['Pena', 'Pérez', 'Ana', 'Peña']],
    [[{ id: 'age', desc: true }], ['Pérez', 'Ana', 'Pena', 'Peña']],
    [
      [
        { id: 'age', desc: true },
        { id: 'name', desc: false },
      ],
      ['Ana', 'Pérez', 'Pena', 'Peña'],
    ],
  ])('should order by %j with empty values last and ties kept in order', (keys, expected) => {
    expect(names(sortRows(rows, keys, read))).toEqual(expected);
  });
});
