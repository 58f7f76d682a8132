import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { machineTimeZone, setProgrammeTimeZone } from '../../../src/engine';
import {
  breaksObjectRule,
  dateTime,
  email,
  fieldMetaOf,
  integer,
  isAllowedEmail,
  isValidIsoDate,
  isValidIsoDateTime,
  type ObjectRule,
  text,
  today,
  undeclaredChecks,
  withCustomRule,
  withObjectRules,
} from '../../../src/engine/rules';

/**
 * The rule builders' edges that the property tests do not reach (mutation/results.md lists the mutants these kill):
 * the parts of an address, dates that look like dates, today in a time zone, the metadata a form reads, and the
 * errors a config gets for a rule that cannot hold.
 */
const gmail = { pattern: /^gmail\.com$/i, examples: ['gmail.com'] };
const providerEmail = () =>
  email({ required: 'El correo es requerido', allowed: 'Solo correos de Gmail', domains: gmail });

const issuesOf = (result: z.ZodSafeParseResult<unknown>) => (result.success ? [] : result.error.issues);

describe('isAllowedEmail', () => {
  it.each([
    ['an address of the domain', 'ana.perez+1@gmail.com', true],
    ['the domain without a local part', '@gmail.com', false],
    ['the domain without @', 'gmail.com', false],
    ['a space in the local part', 'ana perez@gmail.com', false],
    ['a symbol after the local part', 'ana!@gmail.com', false],
    ['a symbol before the local part', '!ana@gmail.com', false],
    ['a letter with an accent', 'andrés@gmail.com', false],
    ['another domain', 'ana@proton.me', false],
  ])('should judge %s', (_case, value, isAllowed) => {
    expect(isAllowedEmail(value, gmail)).toBe(isAllowed);
  });
});

describe('email', () => {
  it('should say only that an empty address is required', () => {
    expect(issuesOf(providerEmail().safeParse('')).map((issue) => issue.message)).toEqual(['El correo es requerido']);
  });
});

describe('isValidIsoDate', () => {
  it.each(['2024-01', '2024', '2024-1-05', '2024-02-30'])('should refuse %s', (value) => {
    expect(isValidIsoDate(value)).toBe(false);
  });

  it('should accept a leap day', () => {
    expect(isValidIsoDate('2024-02-29')).toBe(true);
  });
});

describe('today', () => {
  afterEach(() => {
    vi.useRealTimers();
    setProgrammeTimeZone(machineTimeZone());
  });

  it.each([
    ['America/Lima', '2026-03-01T02:00:00Z', '2026-02-28'],
    ['Asia/Tokyo', '2026-02-28T20:00:00Z', '2026-03-01'],
    ['UTC', '2026-02-28T23:59:00Z', '2026-02-28'],
  ])("should be the day it is in the programme's zone, %s, whatever the machine's", (zone, instant, day) => {
    vi.useFakeTimers({ now: new Date(instant), toFake: ['Date'] });
    setProgrammeTimeZone(zone);
    expect(today()).toBe(day);
  });
});

describe('field metadata', () => {
  it('should mark a field optional unless it is required, with its type', () => {
    expect(fieldMetaOf(text({ required: 'Requerido' }))).toMatchObject({ isOptional: false, valueType: 'string' });
    expect(fieldMetaOf(text({}))).toMatchObject({ isOptional: true, valueType: 'string' });
    expect(fieldMetaOf(providerEmail())).toMatchObject({ isOptional: false, valueType: 'string' });
    expect(fieldMetaOf(integer({ min: [0, 'Mínimo 0'] }))).toMatchObject({ isOptional: true, valueType: 'number' });
  });

  it("should refuse what is not a text in an optional text with 'Valor inválido'", () => {
    expect(issuesOf(text({}).safeParse(5)).map((issue) => issue.message)).toEqual(['Valor inválido']);
  });
});

describe('undeclaredChecks', () => {
  it('should count a bare check inside an optional wrapper', () => {
    const hidden = text({ required: 'Requerido' })
      .refine((value) => value !== 'x', 'No x')
      .optional();
    expect(undeclaredChecks(hidden)).toBe(1);
  });
});

const laterThan = (kind: 'notGreaterThan' | 'lessThan'): ObjectRule => ({
  kind,
  field: 'start',
  than: 'end',
  message: 'El inicio no puede ser posterior al fin',
});

describe('breaksObjectRule on values that are no dates', () => {
  it.each([
    ['a list holding a later date', { start: ['2026-03-02'], end: '2026-03-01' }],
    ['a later date beside a list', { start: '2026-03-02', end: ['2026-03-01'] }],
    ['a date with more after it', { start: '2026-03-02T10:00', end: '2026-03-01' }],
    ['a date with more before it', { start: 'x2026-03-02', end: '2026-03-01' }],
  ])('should leave %s to the field rules', (_case, values) => {
    expect(breaksObjectRule(laterThan('notGreaterThan'), values)).toBe(false);
  });
});

describe('withObjectRules', () => {
  const schema = withObjectRules(
    z.object({
      isChild: z.boolean(),
      representativeId: integer({ min: [1, 'Mínimo 1'] }),
    }),
    [
      {
        kind: 'requiredWhen',
        field: 'representativeId',
        when: { field: 'isChild', equals: true },
        message: 'Debe seleccionar un representante',
      },
    ],
  );

  it('should report a broken rule once, as a custom zod issue', () => {
    const issues = issuesOf(schema.safeParse({ isChild: true, representativeId: null }));
    expect(issues).toEqual([
      expect.objectContaining({
        code: 'custom',
        path: ['representativeId'],
        message: 'Debe seleccionar un representante',
      }),
    ]);
  });

  it.each([
    ['notGreaterThan', '≤'],
    ['lessThan', '<'],
  ] as const)('should refuse %s between a text and a number when the config is defined', (kind, sign) => {
    const fields = z.object({ start: text({ required: 'Requerido' }), end: integer({ min: [0, 'Mínimo 0'] }) });
    expect(() => withObjectRules(fields, [laterThan(kind)])).toThrow(
      `${kind} start ${sign} end compares two numbers or two dates, not string and number`,
    );
  });

  it('should name a field not built with the rules as undeclared', () => {
    const start = z.object({ start: z.number(), end: integer({ min: [0, 'Mínimo 0'] }) });
    expect(() => withObjectRules(start, [laterThan('notGreaterThan')])).toThrow('not an undeclared field and number');
    const end = z.object({ start: integer({ min: [0, 'Mínimo 0'] }), end: z.number() });
    expect(() => withObjectRules(end, [laterThan('notGreaterThan')])).toThrow('not number and an undeclared field');
  });
});

describe('withCustomRule', () => {
  it('should refuse a field not built with the rules', () => {
    const rule = { name: 'even', message: 'Par', isValid: (value: number) => value % 2 === 0, breaking: [3] };
    expect(() => withCustomRule(z.number(), rule)).toThrow(
      'Custom rule even needs a field built with src/engine/rules',
    );
  });
});

describe('dateTime', () => {
  const now = new Date('2026-05-11T12:00:00Z');
  const givenAt = dateTime({
    invalid: 'La fecha y hora no es válida',
    notFuture: [5, 'La fecha y hora no puede ser futura'],
    maxAgeDays: [30, 'Tiene más de 30 días'],
  });
  afterEach(() => vi.useRealTimers());

  it('should take the last minute of clock drift and the first moment of the oldest day', () => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    expect(givenAt.safeParse('2026-05-11T12:05:00Z').success).toBe(true);
    expect(givenAt.safeParse('2026-04-11T12:00:00Z').success).toBe(true);
    expect(givenAt.safeParse('2026-05-11T12:05:01Z').success).toBe(false);
    expect(givenAt.safeParse('2026-04-11T11:59:59Z').success).toBe(false);
  });

  it('should read an offset of up to 23 hours, and trim the value', () => {
    expect(isValidIsoDateTime('2026-05-11T09:30:00+23:00')).toBe(true);
    vi.useFakeTimers({ now, toFake: ['Date'] });
    expect(givenAt.parse(' 2026-05-11T09:30:00Z ')).toBe('2026-05-11T09:30:00Z');
  });

  it('should refuse what is not a text with its required message, else with its invalid one', () => {
    const required = dateTime({ required: 'La fecha y hora es requerida', invalid: 'No es válida' });
    expect(issuesOf(required.safeParse(5)).map((issue) => issue.message)).toEqual(['La fecha y hora es requerida']);
    expect(issuesOf(givenAt.safeParse(5)).map((issue) => issue.message)).toEqual(['La fecha y hora no es válida']);
    expect(fieldMetaOf(required)?.rules[0]).toEqual({ kind: 'required', message: 'La fecha y hora es requerida' });
  });
});
