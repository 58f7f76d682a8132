import { describe, expect, it } from 'vitest';
import type { EntityRow } from '../../../src/engine/entity';
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

  it('should not let a match span two columns', () => {
    expect(idsFor('perezlima')).toEqual([]);
    expect(idsFor('perez lima')).toEqual([]);
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

  it('should filter 50,000 rows well within a frame', () => {
    const many: EntityRow[] = Array.from({ length: 50_000 }, (_, index) => ({
      id: index,
      isActive: true,
      name: `Paciente ${index} Peña`,
      city: index % 2 ? 'Lima' : 'Cusco',
    }));
    const manyKeys = buildSearchKeys(many, formatters);
    const timings = Array.from({ length: 5 }, () => {
      const started = performance.now();
      filterRows(many, manyKeys, 'PACIENTE 4999');
      return performance.now() - started;
    });
    const matches = filterRows(many, manyKeys, 'PACIENTE 4999');
    expect(matches.map((row) => row.id)).toEqual([
      4999, 49990, 49991, 49992, 49993, 49994, 49995, 49996, 49997, 49998, 49999,
    ]);
    expect(Math.min(...timings)).toBeLessThan(16);
  });
});
