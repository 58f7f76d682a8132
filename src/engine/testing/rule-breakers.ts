import fc from 'fast-check';
import type { EmailDomains, FieldMeta, FieldRule } from '../rules/meta';
import { alphabetOf, emailLocalPart, isoDateBetween, isoDateTimeBetween, textIn, validValue } from './valid-values';

const dayMinutes = 1440;

/** Characters tried as foreign ones: punctuation, a digit, plain and Spanish letters, symbols. */
const outsiders = [...'@#!$%&*.,;?=~|ñéÜ7x+°_-'];

/**
 * Addresses the rule refuses: an accepted domain with a letter before it or another ending,
 * an address without `@`, and other domains, each kept only if the rule's pattern refuses it.
 */
const outsideDomains = (domains: EmailDomains) => {
  const example = fc.constantFrom(...domains.examples);
  const label = textIn('abcdefghijklmnopqrstuvwxyz', 2, 12);
  const domain = fc.oneof(
    fc.tuple(fc.constantFrom('x', 'q', 'mi'), example).map(([prefix, accepted]) => `${prefix}${accepted}`),
    fc
      .tuple(example, fc.constantFrom('org', 'net', 'io', 'com.', 'co.uk'))
      .map(([accepted, ending]) => `${accepted.split('.')[0]}.${ending}`),
    fc.tuple(label, fc.constantFrom('com', 'org', 'es', 'com.ar')).map(([name, ending]) => `${name}.${ending}`),
  );
  return fc.oneof(
    fc
      .tuple(
        emailLocalPart(),
        domain.filter((candidate) => !domains.pattern.test(candidate)),
      )
      .map(([local, outside]) => `${local}@${outside}`),
    fc.tuple(emailLocalPart(), example).map(([local, accepted]) => `${local}.${accepted}`),
  );
};

/** A valid value with one character replaced by one outside the field's alphabet. */
const withForeignCharacter = (meta: FieldMeta) => {
  const alphabet = alphabetOf(meta);
  const foreign = outsiders.filter((character) => !alphabet.includes(character));
  return fc
    .tuple(validValue(meta).map(String), fc.constantFrom(...foreign), fc.nat())
    .map(([value, character, position]) => {
      const index = position % value.length;
      return `${value.slice(0, index)}${character}${value.slice(index + 1)}`;
    });
};

/**
 * For one rule of a field, values that break that rule and no other of the field's rules,
 * read from the rule's metadata. The switch is exhaustive: a new kind of rule does not compile
 * until it can be broken.
 *
 * @example
 * fc.sample(breakRule(meta, { kind: 'minLength', value: 3, message: '...' }), 1) // ['ab']
 */
export const breakRule = (meta: FieldMeta, rule: FieldRule): fc.Arbitrary<unknown> => {
  switch (rule.kind) {
    case 'required':
      if (meta.valueType === 'number') return fc.constantFrom(undefined, null, Number.NaN, 'uno');
      return fc.constantFrom(undefined, '', '   ');
    case 'minLength':
      return textIn(alphabetOf(meta), 1, rule.value - 1);
    case 'maxLength':
      return textIn(alphabetOf(meta), rule.value + 1, rule.value + 40);
    case 'charset':
      return withForeignCharacter(meta);
    case 'minValue':
      return fc.integer({ min: rule.value - 10_000, max: rule.value - 1 });
    case 'maxValue':
      return fc.integer({ min: rule.value + 1, max: rule.value + 10_000 });
    case 'integer': {
      const minimum = meta.rules.find((candidate) => candidate.kind === 'minValue');
      const floor = minimum?.kind === 'minValue' ? minimum.value : 1;
      return fc.integer({ min: floor, max: floor + 10_000 }).map((value) => value + 0.5);
    }
    case 'validDate':
      return fc.constantFrom('2024-02-30', '2023-13-01', '2024-00-10', 'mañana', '01/02/2024', '2024-1-5');
    case 'notFuture':
      return isoDateBetween(1, 365 * 20);
    case 'notPast':
      return isoDateBetween(-365 * 20, -1);
    case 'validDateTime':
      return fc.constantFrom(
        '2026-02-30T10:00:00Z',
        '2026-05-11T10:00:00',
        '2026-05-11',
        '2026-05-11T24:00:00Z',
        '2026-05-11T10:00:00+3',
        '11/05/2026 10:00',
        'ayer',
      );
    case 'notFutureTime':
      return isoDateTimeBetween(rule.value + 1, 365 * dayMinutes);
    case 'maxAgeDays':
      return isoDateTimeBetween(-(rule.value + 3650) * dayMinutes, -rule.value * dayMinutes - 60);
    case 'allowedEmail':
      return outsideDomains(rule.domains);
    case 'id':
      return fc.oneof(
        fc.constant(0),
        fc.integer({ min: -10_000, max: -1 }),
        fc.integer({ min: 0, max: 10_000 }).map((value) => value + 0.5),
        fc.constantFrom('1', 'uno', true, [1], { id: 1 }),
      );
    case 'boolean':
      // A flag with a value for a missing one takes a missing one.
      return meta.defaultValue === undefined
        ? fc.constantFrom(undefined, null, 'sí', 'true', 1, 0, [])
        : fc.constantFrom(null, 'sí', 'true', 1, 0, []);
    case 'custom':
      return fc.constantFrom(...rule.breaking);
  }
};

const breakers: Record<FieldRule['kind'], true> = {
  required: true,
  minLength: true,
  maxLength: true,
  charset: true,
  minValue: true,
  maxValue: true,
  integer: true,
  id: true,
  boolean: true,
  validDate: true,
  notFuture: true,
  notPast: true,
  validDateTime: true,
  notFutureTime: true,
  maxAgeDays: true,
  allowedEmail: true,
  custom: true,
};

/** Every rule kind `breakRule` knows, for a test that every configured rule is exercised. */
export const breakableRuleKinds = Object.keys(breakers) as readonly FieldRule['kind'][];
