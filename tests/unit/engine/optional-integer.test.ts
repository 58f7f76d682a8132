import { describe, expect, it } from 'vitest';
import { fieldMetaOf, integer } from '../../../src/engine/rules';

const maximumAge = integer({ min: [0, 'La edad máxima no puede ser negativa'], integer: 'Debe ser un número entero' });

describe('integer without required', () => {
  it.each([
    ['missing', undefined],
    ['null', null],
    ['zero', 0],
    ['a large number', 2_000],
  ])('should accept %s', (_case, value) => {
    expect(maximumAge.safeParse(value).success).toBe(true);
  });

  it.each([
    ['a negative number', -1, 'La edad máxima no puede ser negativa'],
    ['a fraction', 1.5, 'Debe ser un número entero'],
    ['a text', 'diez', 'Debe ser un número entero'],
  ])('should refuse %s with its message', (_case, value, message) => {
    const result = maximumAge.safeParse(value);

    expect(result.success ? undefined : result.error.issues[0]?.message).toBe(message);
  });

  it('should be declared optional, with no required rule', () => {
    const meta = fieldMetaOf(maximumAge);

    expect(meta?.isOptional).toBe(true);
    expect(meta?.rules.map((rule) => rule.kind)).toEqual(['integer', 'minValue', 'maxValue']);
  });
});
