import { describe, expect, it } from 'vitest';
import { z } from 'zod';
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

describe('integer with max', () => {
  const ageMessage = 'La edad debe estar entre 0 y 120 años';
  const age = integer({ required: 'La edad es requerida', min: [0, ageMessage], max: [120, ageMessage] });

  it.each([
    [0, true],
    [120, true],
    [121, false],
    [-1, false],
  ])('should judge %i as %s, saying its range', (value, isValid) => {
    const result = age.safeParse(value);

    expect(result.success).toBe(isValid);
    if (!result.success) expect(result.error.issues[0]?.message).toBe(ageMessage);
  });

  it('should declare its bound and publish it in JSON Schema, not the largest storable integer', () => {
    expect(fieldMetaOf(age)?.rules).toContainEqual({ kind: 'maxValue', value: 120, message: ageMessage });
    expect(z.toJSONSchema(age)).toMatchObject({ minimum: 0, maximum: 120 });
  });

  it('should refuse at definition a max below min or past the storable integers', () => {
    expect(() => integer({ min: [10, 'x'], max: [9, 'x'] })).toThrow('max 9 must be from min 10');
    expect(() => integer({ min: [0, 'x'], max: [2 ** 31, 'x'] })).toThrow('up to 2147483647');
  });
});
