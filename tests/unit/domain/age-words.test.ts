import { describe, expect, it } from 'vitest';
import { ageInWords } from '../../../src/domain/age-words';

describe('ageInWords', () => {
  it.each([
    [0, 'al nacer'],
    [1, '1 día'],
    [10, '10 días'],
    [7, '1 semana'],
    [42, '6 semanas'],
    [105, '15 semanas'],
    [30, '1 mes'],
    [60, '2 meses'],
    [360, '12 meses'],
    [365, '1 año'],
    [1825, '5 años'],
  ])('should say %i days as %s', (days, words) => {
    expect(ageInWords(days)).toBe(words);
  });
});
