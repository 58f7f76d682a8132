import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { breaksObjectRule, date, integer, type ObjectRule, text, withObjectRules } from '../../../src/engine/rules';
import { ruleCases, validPayload } from '../../../src/engine/testing/schema-arbitraries';

const notAfterEnd: ObjectRule = {
  kind: 'notGreaterThan',
  field: 'startDate',
  than: 'endDate',
  message: 'La fecha de inicio no puede ser posterior a la de fin',
};
const notAboveInitial: ObjectRule = {
  kind: 'notGreaterThan',
  field: 'available',
  than: 'initial',
  message: 'La cantidad disponible no puede ser mayor que la inicial',
};

const day = (options: { notFuture?: string; notPast?: string } = {}) =>
  date({ required: 'La fecha es requerida', invalid: 'La fecha no es válida', ...options });
const quantity = () => integer({ required: 'La cantidad es requerida', min: [1, 'Al menos 1'] });
const name = () => text({ required: 'El nombre es requerido' });

const firstMessageAt = (result: z.ZodSafeParseResult<unknown>, field: string) =>
  result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;

describe('breaksObjectRule: notGreaterThan', () => {
  it.each([
    ['a later start date', notAfterEnd, { startDate: '2026-03-02', endDate: '2026-03-01' }, true],
    ['a start in a later year', notAfterEnd, { startDate: '2027-01-01', endDate: '2026-12-31' }, true],
    ['the same date', notAfterEnd, { startDate: '2026-03-01', endDate: '2026-03-01' }, false],
    ['an earlier start date', notAfterEnd, { startDate: '2026-02-28', endDate: '2026-03-01' }, false],
    ['a date that is no date', notAfterEnd, { startDate: 'mañana', endDate: '2026-03-01' }, false],
    ['a missing end date', notAfterEnd, { startDate: '2026-03-01' }, false],
    ['a greater number', notAboveInitial, { available: 11, initial: 10 }, true],
    ['an equal number', notAboveInitial, { available: 10, initial: 10 }, false],
    ['a smaller number', notAboveInitial, { available: 9, initial: 10 }, false],
    ['a number and a date', notAboveInitial, { available: 11, initial: '2026-03-01' }, false],
  ] as const)('should judge %s', (_case, rule, values, isBroken) => {
    expect(breaksObjectRule(rule, values)).toBe(isBroken);
  });
});

const beforeOverdue: ObjectRule = {
  kind: 'lessThan',
  field: 'recommended',
  than: 'overdue',
  message: 'La edad recomendada debe ser menor que la de atraso',
};

describe('breaksObjectRule: lessThan', () => {
  it.each([
    ['a greater number', { recommended: 61, overdue: 60 }, true],
    ['an equal number', { recommended: 60, overdue: 60 }, true],
    ['a smaller number', { recommended: 59, overdue: 60 }, false],
    ['a missing limit', { recommended: 60, overdue: null }, false],
    ['a number and a date', { recommended: 60, overdue: '2026-03-01' }, false],
  ] as const)('should judge %s', (_case, values, isBroken) => {
    expect(breaksObjectRule(beforeOverdue, values)).toBe(isBroken);
  });

  it('should judge two equal dates as broken and an earlier one as kept', () => {
    const rule: ObjectRule = { ...notAfterEnd, kind: 'lessThan' };

    expect(breaksObjectRule(rule, { startDate: '2026-03-01', endDate: '2026-03-01' })).toBe(true);
    expect(breaksObjectRule(rule, { startDate: '2026-02-28', endDate: '2026-03-01' })).toBe(false);
  });
});

describe('withObjectRules', () => {
  it.each([
    ['two texts', { startDate: name(), endDate: name() }, 'compares two numbers or two dates, not string and string'],
    ['a number and a date', { startDate: quantity(), endDate: day() }, 'not number and date'],
    ['a field the object lacks', { startDate: day() }, 'the object has no field endDate'],
  ])('should refuse at definition a notGreaterThan between %s', (_case, shape, problem) => {
    expect(() => withObjectRules(z.object(shape), [notAfterEnd])).toThrow(problem);
  });

  it('should refuse at definition a lessThan between two texts', () => {
    const shape = { recommended: name(), overdue: name() };

    expect(() => withObjectRules(z.object(shape), [beforeOverdue])).toThrow(
      'lessThan recommended < overdue compares two numbers or two dates, not string and string',
    );
  });

  it('should refuse at definition a requiredWhen on a field the object lacks', () => {
    const rule: ObjectRule = {
      kind: 'requiredWhen',
      field: 'badge',
      when: { field: 'isLead', equals: true },
      message: 'x',
    };

    expect(() => withObjectRules(z.object({ badge: name() }), [rule])).toThrow('the object has no field isLead');
  });

  it.each([
    ['an end before the start', { startDate: '2026-03-02', endDate: '2026-03-01' }, notAfterEnd.message],
    ['one day', { startDate: '2026-03-01', endDate: '2026-03-01' }, undefined],
    ['an end after the start', { startDate: '2026-03-01', endDate: '2026-04-01' }, undefined],
  ])('should answer a payload with %s', (_case, payload, message) => {
    const schema = withObjectRules(z.object({ startDate: day(), endDate: day() }), [notAfterEnd]);

    expect(firstMessageAt(schema.safeParse(payload), 'startDate')).toBe(message);
  });
});

describe('a comparison naming the field its message goes on (messageOn)', () => {
  const endNotBeforeStart: ObjectRule = {
    ...notAfterEnd,
    messageOn: 'endDate',
    message: 'La fecha de fin no puede ser anterior a la de inicio',
  };

  it('should say the message on the field it names, and nothing on the other', () => {
    const schema = withObjectRules(z.object({ startDate: day(), endDate: day() }), [endNotBeforeStart]);
    const result = schema.safeParse({ startDate: '2026-03-02', endDate: '2026-03-01' });

    expect(firstMessageAt(result, 'endDate')).toBe('La fecha de fin no puede ser anterior a la de inicio');
    expect(firstMessageAt(result, 'startDate')).toBeUndefined();
  });

  it('should give the property tests its message field as the case field', () => {
    const schema = withObjectRules(z.object({ startDate: day(), endDate: day() }), [endNotBeforeStart]);

    expect(
      ruleCases(schema)
        .filter((ruleCase) => ruleCase.rule === endNotBeforeStart)
        .map((c) => c.field),
    ).toEqual(['endDate']);
  });

  it('should refuse at definition a message on a field the rule does not compare', () => {
    const shape = { startDate: day(), endDate: day(), notes: name() };

    expect(() => withObjectRules(z.object(shape), [{ ...endNotBeforeStart, messageOn: 'notes' }])).toThrow(
      'its message goes on startDate or endDate, not notes',
    );
  });
});

describe('notGreaterThan and lessThan property arbitraries', () => {
  it.each([
    ['two dates', z.object({ startDate: day(), endDate: day() }), notAfterEnd],
    ['a past start and any end', z.object({ startDate: day({ notFuture: 'No futura' }), endDate: day() }), notAfterEnd],
    [
      'two future dates',
      z.object({ startDate: day({ notPast: 'No pasada' }), endDate: day({ notPast: 'x' }) }),
      notAfterEnd,
    ],
    ['two numbers', z.object({ available: quantity(), initial: quantity() }), notAboveInitial],
    ['two numbers, strictly', z.object({ recommended: quantity(), overdue: quantity() }), beforeOverdue],
  ])('should generate valid payloads and payloads broken by the rule alone, for %s', (_case, shape, rule) => {
    const schema = withObjectRules(shape, [rule]);
    const broken = ruleCases(schema).find((ruleCase) => ruleCase.rule === rule);

    fc.assert(
      fc.property(validPayload(schema), (payload) => {
        expect(schema.safeParse(payload).success).toBe(true);
      }),
      { numRuns: 50 },
    );
    fc.assert(
      fc.property(broken?.payloads ?? fc.constant({}), (payload) => {
        const result = schema.safeParse(payload);
        expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([rule.message]);
      }),
      { numRuns: 50 },
    );
  });
});
