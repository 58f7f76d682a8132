import { describe, expect, it } from 'vitest';
import { isLargeTable, pageIndexInRange } from '../../../src/engine/react/list/list-range';

describe('pageIndexInRange', () => {
  it.each([
    ['keeps a page within the total', { pageIndex: 1, pageSize: 10, total: 31 }, 1],
    ['keeps the last page', { pageIndex: 3, pageSize: 10, total: 31 }, 3],
    ['moves a page past the end to the last', { pageIndex: 4, pageSize: 10, total: 31 }, 3],
    ['moves to the last full page', { pageIndex: 3, pageSize: 10, total: 30 }, 2],
    ['moves far pages back', { pageIndex: 999, pageSize: 25, total: 26 }, 1],
    ['gives the first page for no rows', { pageIndex: 2, pageSize: 10, total: 0 }, 0],
    ['keeps the first page for no rows', { pageIndex: 0, pageSize: 10, total: 0 }, 0],
  ])('should %s', (_, page, expected) => {
    expect(pageIndexInRange(page)).toBe(expected);
  });
});

describe('isLargeTable', () => {
  it.each([
    [0, false],
    [10_000, false],
    [10_001, true],
  ])('should call a table of %i rows large: %s', (total, expected) => {
    expect(isLargeTable(total)).toBe(expected);
  });
});
