import { describe, expect, it } from 'vitest';
import type { FieldMeta } from '../../../src/engine/rules';
import { fieldMetas } from '../../../src/engine/testing/schema-arbitraries';
import { alphabetOf } from '../../../src/engine/testing/valid-values';
import { registeredSchemas } from '../../helpers/registered-schemas';

const schemas = registeredSchemas;

const stringFields = schemas.flatMap(([name, schema]) =>
  Object.entries(fieldMetas(schema))
    .filter(([, meta]) => meta.valueType === 'string')
    .map(([field, meta]) => [name, field, schema, meta] as const),
);

/** Longer on purpose, by entity and field: an ESAVI's description takes up to 2000 characters (issue 27). */
const longTextLimits: Readonly<Record<string, number>> = {
  'adverse-events.description': 2000,
  // A CDSi document: CDC's largest antigen takes 77,491 characters.
  'antigens.definition': 99_000,
};
const maxLengthAllowed = (name: string, field: string) => longTextLimits[`${name.split(' ')[0]}.${field}`] ?? 1000;

const emailRuleOf = (meta: FieldMeta) => meta.rules.find((rule) => rule.kind === 'allowedEmail');
const isEmail = (meta: FieldMeta) => emailRuleOf(meta) !== undefined;

/** 100,000 characters the field allows, so only a length rule can refuse them. */
const overLong = (meta: FieldMeta) => {
  const email = emailRuleOf(meta);
  if (email?.kind === 'allowedEmail') return `${'a'.repeat(100_000)}@${email.domains.examples[0]}`;
  const allowed = [...alphabetOf(meta)].find((character) => character.trim() !== '') ?? 'a';
  return allowed.repeat(100_000);
};

/** The message a too-long value gets: the field's length rule, or for an e-mail its address rule. */
const lengthMessage = (meta: FieldMeta) => {
  const rule = meta.rules.find((candidate) => candidate.kind === (isEmail(meta) ? 'allowedEmail' : 'maxLength'));
  return rule?.message;
};

describe('text length limits of every schema', () => {
  it.each(stringFields)(
    '%s: %s should refuse an over-long value with its length message',
    (_name, field, schema, meta) => {
      const result = schema.safeParse({ [field]: overLong(meta) });
      const message = result.success
        ? undefined
        : result.error.issues.find((issue) => issue.path[0] === field)?.message;
      expect(lengthMessage(meta)).toEqual(expect.any(String));
      expect(message).toBe(lengthMessage(meta));
    },
  );

  it.each(stringFields.filter(([, , , meta]) => !isEmail(meta)))(
    '%s: %s should declare a maximum length of at most 1000, or its own documented limit',
    (name, field, _schema, meta) => {
      const rule = meta.rules.find((candidate) => candidate.kind === 'maxLength');
      expect(rule?.kind === 'maxLength' ? rule.value : Number.POSITIVE_INFINITY).toBeLessThanOrEqual(
        maxLengthAllowed(name, field),
      );
    },
  );
});
