import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { boolean, date, fieldMetaOf } from '../../../src/engine/rules';
import { breakRule } from '../../../src/engine/testing/rule-breakers';

const messageOf = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? undefined : result.error.issues[0]?.message;

describe('date without required', () => {
  const applicationDate = date({ invalid: 'La fecha no es válida', notFuture: 'La fecha no puede ser futura' });

  it.each([undefined, null, ''])('should accept an empty value (%s)', (value) => {
    expect(applicationDate.safeParse(value).success).toBe(true);
  });

  it('should apply its other rules once it has a value', () => {
    expect(messageOf(applicationDate.safeParse('2024-02-30'))).toBe('La fecha no es válida');
    expect(messageOf(applicationDate.safeParse('2999-01-01'))).toBe('La fecha no puede ser futura');
    expect(applicationDate.parse('2024-02-29')).toBe('2024-02-29');
  });

  it('should record no required rule', () => {
    expect(fieldMetaOf(applicationDate)?.rules.map((rule) => rule.kind)).toEqual(['validDate', 'notFuture']);
  });
});

describe('boolean with whenMissing', () => {
  const isHistorical = boolean({ invalid: 'Indique si la dosis es anterior', whenMissing: false });

  it('should stand a missing value for whenMissing, and the object rules see it', () => {
    expect(z.object({ isHistorical }).parse({})).toEqual({ isHistorical: false });
    expect(isHistorical.parse(true)).toBe(true);
  });

  it('should refuse anything else, null included', () => {
    for (const value of [null, 'sí', 1])
      expect(messageOf(isHistorical.safeParse(value))).toBe('Indique si la dosis es anterior');
  });

  it('should be broken by values other than a missing one', () => {
    const meta = fieldMetaOf(isHistorical);
    if (!meta) throw new Error('isHistorical has no rule metadata');
    const breaking = fc.sample(breakRule(meta, { kind: 'boolean', message: '' }), 50);
    expect(breaking).not.toContain(undefined);
    for (const value of breaking) expect(isHistorical.safeParse(value).success).toBe(false);
  });

  it('should still refuse a missing value without whenMissing', () => {
    expect(boolean({ invalid: 'Indique si' }).safeParse(undefined).success).toBe(false);
  });
});
