import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  boolean,
  email,
  fieldMetaOf,
  integer,
  optionalReference,
  reference,
  text,
  withCustomRule,
  withObjectRules,
} from '../../../src/engine/rules';
import { breakRule } from '../../../src/engine/testing/rule-breakers';
import { unknownRules } from '../../../src/engine/testing/rule-coverage';
import { ruleCases, validPayload } from '../../../src/engine/testing/schema-arbitraries';

const name = () => text({ required: 'El nombre es requerido' });
const even = () =>
  withCustomRule(integer({ required: 'El número es requerido', min: [2, 'Debe ser al menos 2'] }), {
    name: 'even',
    message: 'Debe ser un número par',
    isValid: (value) => value % 2 === 0,
    breaking: [3, 5, 99],
  });

const firstMessageAt = (result: z.ZodSafeParseResult<unknown>, field: string) =>
  result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;

describe('unknownRules', () => {
  it.each([
    ['a bare .refine on a field', z.object({ name: name().refine((value) => value !== 'x', 'No x') }), 'name: 1 check'],
    ['a .check on a field', z.object({ name: name().check(z.maxLength(3, 'Corto')) }), 'name: 1 check'],
    ['a field not built by the rules', z.object({ name: z.string().min(2) }), 'name: not built'],
    ['a .refine on a custom rule', z.object({ even: even().refine((value) => value < 9, 'Menor') }), 'even: 1 check'],
    ['a bare .superRefine on the object', z.object({ name: name() }).superRefine(() => undefined), '(object): 1 check'],
    [
      'a .refine after the object rules',
      withObjectRules(z.object({ name: name() }), []).refine(() => true, 'Nunca'),
      '(object): 1 check',
    ],
    [
      'a .refine before the object rules',
      withObjectRules(
        z.object({ name: name() }).refine(() => true, 'Nunca'),
        [],
      ),
      '(object): 1 check',
    ],
  ])('should report %s', (_case, schema, problem) => {
    expect(unknownRules(schema)).toEqual([expect.stringContaining(problem)]);
  });

  it('should report nothing for fields and objects built only with the rule helpers', () => {
    const schema = withObjectRules(
      z.object({
        name: text({ min: [2, 'Mínimo 2'], max: [9, 'Máximo 9'] }),
        even: even(),
        isLead: boolean({ invalid: 'Indique si es líder' }),
        teamId: optionalReference({ invalid: 'Debe seleccionar un equipo' }),
        email: email({
          required: 'El correo es requerido',
          allowed: 'Solo correos de la empresa',
          domains: { pattern: /^empresa\.com$/i, examples: ['empresa.com'] },
        }),
      }),
      [{ kind: 'requiredWhen', field: 'teamId', when: { field: 'isLead', equals: true }, message: 'Falta el equipo' }],
    );
    expect(unknownRules(schema)).toEqual([]);
  });
});

describe('declared rules', () => {
  it('should record the rules of a boolean and of an optional reference', () => {
    expect(fieldMetaOf(boolean({ invalid: 'Indique sí o no' }))?.rules).toEqual([
      { kind: 'boolean', message: 'Indique sí o no' },
    ]);
    expect(fieldMetaOf(optionalReference({ invalid: 'Equipo inválido' }))?.rules.map((rule) => rule.kind)).toEqual([
      'id',
      'maxValue',
    ]);
  });

  it('should break a reference with 0, negatives, fractions and values that are not numbers', () => {
    const meta = fieldMetaOf(reference({ required: 'Debe seleccionar un equipo' }));
    const rule = meta?.rules.find((candidate) => candidate.kind === 'id');
    if (!meta || !rule) throw new Error('A reference declares its id rule');
    const samples = fc.sample(breakRule(meta, rule), { numRuns: 300, seed: 7 });
    expect(samples).toContain(0);
    expect(samples.some((value) => typeof value === 'number' && value < 0)).toBe(true);
    expect(samples.some((value) => typeof value === 'number' && !Number.isInteger(value))).toBe(true);
    expect(samples.some((value) => typeof value !== 'number')).toBe(true);
  });

  it('should break a declared custom rule of a field with its own message', () => {
    const schema = z.object({ name: name(), even: even() });
    const custom = ruleCases(schema).find((ruleCase) => ruleCase.rule.kind === 'custom');
    expect(custom?.rule.message).toBe('Debe ser un número par');
    fc.assert(
      fc.property(custom?.payloads ?? fc.constant({}), (payload) => {
        expect(firstMessageAt(schema.safeParse(payload), 'even')).toBe('Debe ser un número par');
      }),
      { numRuns: 30 },
    );
    fc.assert(
      fc.property(validPayload(schema), (payload) => {
        expect(schema.safeParse(payload).success).toBe(true);
      }),
      { numRuns: 30 },
    );
  });

  it('should break a declared custom rule of an object with its own message', () => {
    const schema = withObjectRules(z.object({ name: name(), nickname: name() }), [
      {
        kind: 'custom',
        name: 'differentNickname',
        field: 'nickname',
        message: 'El apodo debe ser distinto del nombre',
        isBroken: (values) => values.name === values.nickname,
        breakWith: { name: 'Ana', nickname: 'Ana' },
      },
    ]);
    expect(unknownRules(schema)).toEqual([]);
    const custom = ruleCases(schema).find((ruleCase) => ruleCase.rule.kind === 'custom');
    fc.assert(
      fc.property(custom?.payloads ?? fc.constant({}), (payload) => {
        expect(firstMessageAt(schema.safeParse(payload), 'nickname')).toBe('El apodo debe ser distinto del nombre');
      }),
      { numRuns: 30 },
    );
  });
});
