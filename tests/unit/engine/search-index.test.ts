import { describe, expect, it } from 'vitest';
import type { EntityRow } from '../../../src/engine/entity';
import { maxSearchWords, searchWords } from '../../../src/engine/search';
import { buildSearchKeys, filterRows } from '../../../src/engine/search-index';

const rows: EntityRow[] = [
  { id: 1, isActive: true, name: 'José Pérez', city: 'Lima' },
  { id: 2, isActive: true, name: 'Ana Peña', city: 'Cusco' },
  { id: 3, isActive: true, name: 'Luis Gómez', city: 'Ñuñoa' },
];
const formatters = [(row: EntityRow) => String(row.name), (row: EntityRow) => String(row.city)];
const keys = buildSearchKeys(rows, formatters);
const idsFor = (query: string) => filterRows(rows, keys, query).map((row) => row.id);

describe('buildSearchKeys', () => {
  it('should fold every column of a row into one key', () => {
    expect(keys[0]).toContain('jose perez');
    expect(keys[0]).toContain('lima');
  });

  it('should not let one word span two columns, while each word may match its own column', () => {
    expect(idsFor('perezlima')).toEqual([]);
    expect(idsFor('perez lima')).toEqual([1]);
  });
});

describe('filterRows', () => {
  it.each([
    ['jose', [1]],
    ['JOSÉ', [1]],
    ['pena', [2]],
    ['Peña', [2]],
    ['nunoa', [3]],
    ['  ana  ', [2]],
    ['e', [1, 2, 3]],
    ['xyz', []],
  ])('should match %j to rows %j', (query, expected) => {
    expect(idsFor(query)).toEqual(expected);
  });

  it('should return the same array for an empty query', () => {
    expect(filterRows(rows, keys, '')).toBe(rows);
    expect(filterRows(rows, keys, '   ')).toBe(rows);
  });

  it('should filter 50,000 rows by every word of the query', () => {
    const many: EntityRow[] = Array.from({ length: 50_000 }, (_, index) => ({
      id: index,
      isActive: true,
      name: `Paciente ${index} Peña`,
      city: index % 2 ? 'Lima' : 'Cusco',
    }));
    const manyKeys = buildSearchKeys(many, formatters);
    const expected = many.filter((row) => String(row.id).includes('4999')).map((row) => row.id);
    expect(filterRows(many, manyKeys, 'PACIENTE 4999').map((row) => row.id)).toEqual(expected);
    expect(filterRows(many, manyKeys, 'pena 49999 lima').map((row) => row.id)).toEqual([49999]);
  });
});

describe('filterRows with several words', () => {
  const people = [
    { id: 1, isActive: true, firstName: 'María', lastname: 'Peña' },
    { id: 2, isActive: true, firstName: 'María', lastname: 'Gómez' },
  ];
  const peopleKeys = buildSearchKeys(people, [(row) => String(row.firstName), (row) => String(row.lastname)]);

  it('should match rows holding every word, in any column', () => {
    expect(filterRows(people, peopleKeys, 'maria pena').map((row) => row.id)).toEqual([1]);
    expect(filterRows(people, peopleKeys, '  PEÑA   maría ').map((row) => row.id)).toEqual([1]);
    expect(filterRows(people, peopleKeys, 'maria').map((row) => row.id)).toEqual([1, 2]);
  });
});

describe('searchWords', () => {
  it('should fold, de-duplicate and cap the words of a query', () => {
    expect(searchWords('  María  PEÑA maria ')).toEqual(['maria', 'pena']);
    expect(searchWords(Array.from({ length: 50 }, (_, index) => `w${index}`).join(' '))).toHaveLength(maxSearchWords);
  });
});
