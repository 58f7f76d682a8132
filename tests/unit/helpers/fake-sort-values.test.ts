import { describe, expect, it } from 'vitest';
import { compareValues } from '../../helpers/fake-sort';

describe('compareValues', () => {
  it('should sort Spanish text with ñ after n and ignoring case', () => {
    expect(['peña', 'Pérez', 'Pena', 'ana'].sort(compareValues)).toEqual(['ana', 'Pena', 'peña', 'Pérez']);
  });

  it('should sort numbers by value and digits inside text by number', () => {
    expect([10, 9, 100].sort(compareValues)).toEqual([9, 10, 100]);
    expect(['Lote 10', 'Lote 9'].sort(compareValues)).toEqual(['Lote 9', 'Lote 10']);
  });

  it('should sort ISO dates in calendar order and false before true', () => {
    expect(['2026-02-01', '2025-12-31'].sort(compareValues)).toEqual(['2025-12-31', '2026-02-01']);
    expect([true, false].sort(compareValues)).toEqual([false, true]);
  });

  it('should put empty values after the rest', () => {
    expect(['b', '', null, 'a', undefined].sort(compareValues)).toEqual(['a', 'b', '', null, undefined]);
  });
});
