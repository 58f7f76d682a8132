import fc from 'fast-check';
import { charsets } from '../rules/charsets';
import type { CustomFieldRule, EmailDomains, FieldMeta, FieldRule } from '../rules/meta';

const ruleOf = <K extends FieldRule['kind']>(meta: FieldMeta, kind: K) =>
  meta.rules.find((rule): rule is Extract<FieldRule, { kind: K }> => rule.kind === kind);

const defaultAlphabet = charsets.wordish.alphabet;

const isoOf = (date: Date) => date.toISOString().slice(0, 10);
const dayMs = 86_400_000;

/** Dates as YYYY-MM-DD between two offsets in days from today (UTC noon, away from zone edges). */
export const isoDateBetween = (fromDays: number, toDays: number) => {
  const noon = new Date();
  noon.setUTCHours(12, 0, 0, 0);
  return fc.integer({ min: fromDays, max: toDays }).map((days) => isoOf(new Date(noon.getTime() + days * dayMs)));
};

const minuteMs = 60_000;
const dayMinutes = 1440;

/** `ms` as a date-time at an offset from UTC (minutes east), as a device in that zone writes it. */
const isoDateTimeAt = (ms: number, offsetMinutes: number) => {
  const local = new Date(ms + offsetMinutes * minuteMs).toISOString().slice(0, 23);
  if (offsetMinutes === 0) return `${local}Z`;
  const magnitude = Math.abs(offsetMinutes);
  const hours = String(Math.floor(magnitude / 60)).padStart(2, '0');
  const minutes = String(magnitude % 60).padStart(2, '0');
  return `${local}${offsetMinutes < 0 ? '-' : '+'}${hours}:${minutes}`;
};

/**
 * Date-times with an offset (UTC, the Americas', Spain's, India's) between two offsets in
 * minutes from the moment each is drawn (within that last minute, to the millisecond), so a
 * rule judged against the clock sees them as meant.
 */
export const isoDateTimeBetween = (fromMinutes: number, toMinutes: number) =>
  fc
    .tuple(
      fc.integer({ min: fromMinutes, max: toMinutes }),
      fc.integer({ min: 0, max: minuteMs - 1 }),
      fc.constantFrom(0, -300, -240, -180, 60, 330),
    )
    .map(([minutes, ms, offset]) => isoDateTimeAt(Date.now() + minutes * minuteMs + ms, offset));

/** The length bounds a valid value of a text field must respect. */
export const lengthBounds = (meta: FieldMeta) => {
  const min = Math.max(ruleOf(meta, 'minLength')?.value ?? 1, 1);
  const max = ruleOf(meta, 'maxLength')?.value ?? Math.max(min + 24, 30);
  return { min, max: Math.min(max, min + 60) };
};

export const alphabetOf = (meta: FieldMeta) => {
  const charset = ruleOf(meta, 'charset');
  return charset ? charset.charset.alphabet : defaultAlphabet;
};

/** Strings of the alphabet within the bounds, never starting or ending with a space (fields are trimmed). */
export const textIn = (alphabet: string, min: number, max: number) => {
  const solid = [...alphabet].filter((character) => character.trim() !== '');
  return fc.array(fc.constantFrom(...alphabet), { minLength: min, maxLength: max }).chain((characters) =>
    fc.tuple(fc.constantFrom(...solid), fc.constantFrom(...solid)).map(([first, last]) => {
      const copy = [...characters];
      if (copy[0]?.trim() === '') copy[0] = first;
      if (copy.at(-1)?.trim() === '') copy[copy.length - 1] = last;
      return copy.join('');
    }),
  );
};

/** The local part of generated addresses: what comes before the `@`. */
export const emailLocalPart = () => textIn('abcdefghijklmnopqrstuvwxyz0123456789', 1, 20);

/** Addresses at the domains an e-mail rule gives as examples of what it accepts. */
export const allowedEmail = (domains: EmailDomains) =>
  fc.tuple(emailLocalPart(), fc.constantFrom(...domains.examples)).map(([local, domain]) => `${local}@${domain}`);

/** Values of the field's type, before its declared custom rules are applied. */
const typedValue = (meta: FieldMeta): fc.Arbitrary<unknown> => {
  switch (meta.valueType) {
    case 'boolean':
      return fc.boolean();
    case 'number': {
      const min = ruleOf(meta, 'minValue')?.value ?? 1;
      return fc.integer({
        min,
        max: Math.min(min + 10_000, ruleOf(meta, 'maxValue')?.value ?? Number.MAX_SAFE_INTEGER),
      });
    }
    case 'date': {
      if (ruleOf(meta, 'notFuture')) return isoDateBetween(-365 * 100, 0);
      if (ruleOf(meta, 'notPast')) return isoDateBetween(1, 365 * 10);
      return isoDateBetween(-365 * 50, 365 * 50);
    }
    case 'datetime': {
      const maxAge = ruleOf(meta, 'maxAgeDays');
      // An hour inside the oldest allowed, a minute or two before now: room for the test's own run.
      const from = maxAge ? -maxAge.value * dayMinutes + 60 : -365 * 50 * dayMinutes;
      const to = ruleOf(meta, 'notFutureTime') ? -2 : 365 * 50 * dayMinutes;
      return isoDateTimeBetween(from, to);
    }
    default: {
      const email = ruleOf(meta, 'allowedEmail');
      if (email) return allowedEmail(email.domains);
      const { min, max } = lengthBounds(meta);
      return textIn(alphabetOf(meta), min, max);
    }
  }
};

/**
 * Values that satisfy every rule of a field, derived from the rules it was built with; a
 * declared custom rule filters them with its own check, drawn from its `passing` values when it has some.
 *
 * @example
 * fc.sample(validValue(fieldMetaOf(countries.schemas.create.shape.nameCountry)!), 1) // ['Perú Ñandú']
 */
export const validValue = (meta: FieldMeta): fc.Arbitrary<unknown> => {
  const customRules = meta.rules.filter((rule): rule is CustomFieldRule => rule.kind === 'custom');
  const passing = customRules.find((rule) => rule.passing !== undefined)?.passing;
  const values = passing ? fc.constantFrom(...passing) : typedValue(meta);
  return customRules.length === 0 ? values : values.filter((value) => customRules.every((rule) => rule.isValid(value)));
};
