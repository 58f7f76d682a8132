import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { passwordChangeSchema } from '../../../src/domain/passwords';
import { ruleCases } from '../../../src/engine/testing/schema-arbitraries';

const valid = { currentPassword: 'actual1', newPassword: 'nueva123', confirmation: 'nueva123' };

const firstMessageAt = (result: z.ZodSafeParseResult<unknown>, field: string) =>
  result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;

describe("'Cambiar contraseña' (passwordChangeSchema)", () => {
  it('should accept the current password and a new one of 6 characters, confirmed', () => {
    expect(passwordChangeSchema.safeParse({ ...valid, newPassword: '123456', confirmation: '123456' }).success).toBe(
      true,
    );
  });

  it.each([
    ['currentPassword', { currentPassword: '' }, 'La contraseña actual es requerida'],
    ['newPassword', { newPassword: '', confirmation: '' }, 'La nueva contraseña es requerida'],
    ['newPassword', { newPassword: '12345', confirmation: '12345' }, 'Debe contener minimo 6 letras'],
    ['confirmation', { confirmation: '' }, 'Confirme la nueva contraseña'],
    ['confirmation', { confirmation: 'nueva124' }, 'Las contraseñas no coinciden'],
  ])('should refuse a wrong %s with its message', (field, change, message) => {
    expect(firstMessageAt(passwordChangeSchema.safeParse({ ...valid, ...change }), field)).toBe(message);
  });

  it("should break each of its declared rules alone with the rule's own message", () => {
    // The new password and its confirmation drawn equal: random ones would never match.
    const equal = { newPassword: fc.constant(valid.newPassword), confirmation: fc.constant(valid.confirmation) };
    for (const ruleCase of ruleCases(passwordChangeSchema, equal)) {
      fc.assert(
        fc.property(ruleCase.payloads, (payload) => {
          expect(firstMessageAt(passwordChangeSchema.safeParse(payload), ruleCase.field)).toBe(ruleCase.rule.message);
        }),
        { numRuns: 20 },
      );
    }
  });
});
