/**
 * Character sets used by validation rules, built from alphabets. Each one carries the regular
 * expression that validates a whole value and the alphabet it allows, so property tests
 * generate valid and breaking values from the same definition. An entity composes its own
 * from `alphabets` with `charsetOf`.
 *
 * @example
 * charsets.spanishLetters.pattern.test('Peña') // true
 * const vaccineText = charsetOf('vaccineText', `${alphabets.letters}${alphabets.digits} +-°`);
 */
export type Charset = {
  name: string;
  pattern: RegExp;
  alphabet: string;
};

const upper = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const lower = 'abcdefghijklmnopqrstuvwxyz';
const spanishExtra = 'ÁÉÍÓÚÜÑáéíóúüñ';
const digits = '0123456789';

/**
 * The building blocks of charsets: plain letters, Spanish letters (accents, ü, ñ) and digits.
 *
 * @example
 * const codeText = charsetOf('codeText', `${alphabets.plainLetters}${alphabets.digits}-`);
 */
export const alphabets = {
  plainLetters: `${upper}${lower}`,
  letters: `${upper}${lower}${spanishExtra}`,
  digits,
} as const;

/**
 * A charset allowing exactly the characters of `alphabet` (a space included if it has one).
 *
 * @example
 * const vaccineText = charsetOf('vaccineText', `${alphabets.letters}${alphabets.digits} +-°`);
 * text({ required: 'El nombre es requerido', charset: [vaccineText, 'Solo letras, números y + - °'] });
 */
export const charsetOf = (name: string, alphabet: string): Charset => ({
  name,
  pattern: new RegExp(`^[${alphabet.replace(/[-\\\]^]/g, '\\$&')}]*$`),
  alphabet,
});

/**
 * The charsets the product's rules share: digits, plain letters, Spanish letters and 'wordish'
 * (letters, digits, spaces, '-' and '_'); each allows a space unless it is `digits`.
 *
 * @example
 * text({ required: 'El país es requerido', charset: [charsets.spanishLetters, 'Solo se permiten letras y espacios'] });
 */
export const charsets = {
  digits: charsetOf('digits', digits),
  plainLetters: charsetOf('plainLetters', `${alphabets.plainLetters} `),
  spanishLetters: charsetOf('spanishLetters', `${alphabets.letters} `),
  wordish: charsetOf('wordish', `${alphabets.letters}${digits} _-`),
} as const;
