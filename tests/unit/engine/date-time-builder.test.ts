import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { dateTime, fieldMetaOf, isValidIsoDateTime } from '../../../src/engine/rules';

const messageOf = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? undefined : result.error.issues[0]?.message;

const minuteMs = 60_000;
const dayMs = 86_400_000;
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

describe('isValidIsoDateTime', () => {
  it.each([
    ['2026-05-11T09:30:00-05:00', true],
    ['2026-05-11T14:30:00.123Z', true],
    ['2026-05-11T09:30+05:30', true],
    ['2024-02-29T23:59:59Z', true],
    ['2026-05-11T09:30:00', false],
    ['2026-05-11', false],
    ['2025-02-29T10:00:00Z', false],
    ['2026-05-11T24:00:00Z', false],
    ['2026-05-11T10:00:00+3', false],
    ['11/05/2026 10:00', false],
  ])('should read %s as %s', (value, isValid) => {
    expect(isValidIsoDateTime(value)).toBe(isValid);
  });
});

describe('dateTime', () => {
  const givenAt = dateTime({
    invalid: 'La fecha y hora no es válida',
    notFuture: [5, 'La fecha y hora no puede ser futura'],
    maxAgeDays: [30, 'Tiene más de 30 días'],
  });

  it.each([undefined, null, ''])('should accept an empty value (%s) without required', (value) => {
    expect(givenAt.safeParse(value).success).toBe(true);
  });

  it.each([
    ['now', fromNow(0), undefined],
    ['4 minutes ahead (a fast clock)', fromNow(4 * minuteMs), undefined],
    ['29 days ago', fromNow(-29 * dayMs), undefined],
    ['6 minutes ahead', fromNow(6 * minuteMs), 'La fecha y hora no puede ser futura'],
    ['31 days ago', fromNow(-31 * dayMs), 'Tiene más de 30 días'],
    ['a local time without offset', fromNow(-dayMs).slice(0, 19), 'La fecha y hora no es válida'],
  ])('should judge %s against the clock', (_case, value, message) => {
    expect(messageOf(givenAt.safeParse(value))).toBe(message);
  });

  it('should record its rules with their limits, for the catalogue and the property tests', () => {
    expect(fieldMetaOf(givenAt)).toMatchObject({
      valueType: 'datetime',
      isOptional: true,
      rules: [
        { kind: 'validDateTime', message: 'La fecha y hora no es válida' },
        { kind: 'notFutureTime', value: 5, message: 'La fecha y hora no puede ser futura' },
        { kind: 'maxAgeDays', value: 30, message: 'Tiene más de 30 días' },
      ],
    });
  });

  it('should refuse an empty value when required', () => {
    const required = dateTime({ required: 'La fecha y hora es requerida', invalid: 'No es válida' });
    expect(messageOf(required.safeParse(''))).toBe('La fecha y hora es requerida');
    expect(fieldMetaOf(required)?.isOptional).toBe(false);
  });
});
