import fc from 'fast-check';
import type { FieldMeta, FieldRule } from '../rules/meta';
import { alphabetOf, isoDateBetween, textIn, validValue } from './valid-values';

const outsiders = [
  '@',
  '#',
  '!',
  '$',
  '%',
  '&',
  '*',
  '.',
  ',',
  ';',
  '?',
  '=',
  '~',
  '|',
  'ñ',
  'é',
  'Ü',
  '7',
  'x',
  '+',
  '°',
  '_',
  '-',
];

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
 * For one rule of a field, values that break that rule and no other of the field's rules.
 * Throws for a rule kind it cannot break, so a new kind of rule cannot go untested.
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
    case 'allowedEmail':
      return fc
        .tuple(
          textIn('abcdefghijklmnopqrstuvwxyz0123456789', 1, 20),
          fc.constantFrom('empresa.com', 'protonmail.com', 'gmail.org', 'icloud.com'),
        )
        .map(([local, domain]) => `${local}@${domain}`);
  }
};

/** Every rule kind `breakRule` knows, for a test that every configured rule is exercised. */
export const breakableRuleKinds: readonly FieldRule['kind'][] = [
  'required',
  'minLength',
  'maxLength',
  'charset',
  'minValue',
  'maxValue',
  'integer',
  'validDate',
  'notFuture',
  'notPast',
  'allowedEmail',
];
