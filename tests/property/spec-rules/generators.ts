import fc from 'fast-check';
import { emailLocalPart, isoDateBetween, textIn } from '../../../src/engine/testing/valid-values';

/**
 * The spec's character classes and values, written from its words (sections 5 and 9), never read
 * from the configs: a config that drifts from the spec then fails these generators' properties.
 */
const plainLetters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const digits = '0123456789';

/** Letters the spec's classes name; accented vowels are left out of every valid class but none refuses them. */
export const specAlphabets = {
  /** "letters and whitespace only ('Solo pueden ser letras sin tildes')". */
  lettersWithoutAccents: `${plainLetters} `,
  /** "letters including ñ and spaces", "letters/ñ/spaces". */
  lettersWithEnye: `${plainLetters}ñÑ `,
  /** "letters/digits/space/_/-". */
  wordish: `${plainLetters}${digits} _-`,
  /** "letters/digits/space/+/-/°". */
  vaccineText: `${plainLetters}${digits} +-°`,
  /** "digits", "digits only". */
  digits,
} as const;

/** Characters each class refuses: never a space, which a trimmed field could drop at an end. */
export const foreignTo = {
  lettersWithoutAccents: [...'áéíóúÁÉÍÓÚñÑü7_-+°@#.,'],
  lettersWithEnye: [...'7_-+°@#!$%&*.,;?/'],
  wordish: [...'+°@#!$%&*.,;?=~|/()'],
  vaccineText: [...'_@#!$%&*.,;?=~|/()'],
  digits: [...'aZñ-+.,_'],
} as const;

/** Texts of `alphabet` from `min` to `max` characters, never starting or ending with a space. */
export const textOf = (alphabet: string, min: number, max: number) => textIn(alphabet, min, max);

/** A text of `alphabet` with one character replaced by one of `foreign`: the same length, outside the class. */
export const withForeign = (alphabet: string, foreign: readonly string[], min: number, max: number) =>
  fc.tuple(textIn(alphabet, min, max), fc.constantFrom(...foreign), fc.nat()).map(([value, character, position]) => {
    const index = position % value.length;
    return `${value.slice(0, index)}${character}${value.slice(index + 1)}`;
  });

/** A text of exactly `length` characters of `alphabet`, for the edges of a length rule. */
export const textOfLength = (alphabet: string, length: number) => {
  const solid = [...alphabet].filter((character) => character.trim() !== '');
  return Array.from({ length }, (_, index) => solid[index % solid.length]).join('');
};

/** What a user leaves in a required text field: nothing, an empty or a blank text. */
export const blankText = fc.constantFrom(undefined, null, '', '   ');

/** Ids of rows chosen in a select, and the absence of a choice. */
export const chosenId = fc.integer({ min: 1, max: 100_000 });
export const noChoice = fc.constantFrom(undefined, null);

/** Whole numbers from `min` up, and below it. */
export const wholeFrom = (min: number) => fc.integer({ min, max: min + 10_000 });
export const wholeBelow = (min: number) => fc.integer({ min: min - 10_000, max: min - 1 });

/** What is not a number in a number field. */
export const notANumber = fc.constantFrom(undefined, null, 'dos', '2', true);

const localDay = (offsetDays: number) => {
  const day = new Date(Date.now() + offsetDays * 86_400_000);
  return new Date(day.getTime() - day.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/** Today, yesterday and tomorrow as YYYY-MM-DD in the validating machine's time zone. */
export const days = { today: localDay(0), yesterday: localDay(-1), tomorrow: localDay(1) } as const;

/** Dates up to today, after it, from today on, and before it. */
export const notFutureDate = isoDateBetween(-365 * 100, 0);
export const futureDate = isoDateBetween(1, 365 * 20);
export const notPastDate = isoDateBetween(0, 365 * 10);
export const pastDate = isoDateBetween(-365 * 20, -1);

/** Texts that are no calendar date. */
export const notADate = fc.constantFrom('2024-02-30', '2023-13-01', '2024-00-10', 'mañana', '01/02/2024');

/** Section 5: "only four providers are accepted (Gmail, Outlook, Yahoo, Hotmail)". */
export const specProviders = ['gmail', 'outlook', 'yahoo', 'hotmail'] as const;

/** Providers a user might well type, none of them one of the four. */
export const otherProviders = [
  'proton',
  'protonmail',
  'icloud',
  'aol',
  'live',
  'msn',
  'zoho',
  'gmx',
  'yandex',
  'mail',
  'correo',
  'empresa',
  'gmailx',
  'mygmail',
] as const;

/** An address at one of the four providers. */
export const providerEmail = fc
  .tuple(emailLocalPart(), fc.constantFrom(...specProviders))
  .map(([local, provider]) => `${local}@${provider}.com`);

/** An address at any other provider: one of the list above or a random name. */
export const otherProviderEmail = fc
  .tuple(
    emailLocalPart(),
    fc.oneof(
      fc.constantFrom(...otherProviders),
      textIn('abcdefghijklmnopqrstuvwxyz', 2, 12).filter(
        (name) => !(specProviders as readonly string[]).includes(name),
      ),
    ),
    fc.constantFrom('com', 'es'),
  )
  .map(([local, provider, ending]) => `${local}@${provider}.${ending}`);
