/**
 * Character sets used by validation rules. Each one carries the regular expression that
 * validates a whole value and the alphabet it allows, so property tests can generate
 * valid values from the same definition.
 *
 * @example
 * charsets.spanishLetters.pattern.test('Peña') // true
 */
export type Charset = {
  pattern: RegExp;
  alphabet: string;
};

const upper = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const lower = 'abcdefghijklmnopqrstuvwxyz';
const spanishExtra = 'ÁÉÍÓÚÜÑáéíóúüñ';
const digits = '0123456789';

const fromAlphabet = (alphabet: string): Charset => ({
  pattern: new RegExp(`^[${alphabet.replace(/[-\\\]^]/g, '\\$&')}]*$`),
  alphabet,
});

export const charsets = {
  digits: fromAlphabet(digits),
  plainLetters: fromAlphabet(`${upper}${lower} `),
  spanishLetters: fromAlphabet(`${upper}${lower}${spanishExtra} `),
  wordish: fromAlphabet(`${upper}${lower}${spanishExtra}${digits} _-`),
  vaccineText: fromAlphabet(`${upper}${lower}${spanishExtra}${digits} +-°`),
} as const;

export type CharsetName = keyof typeof charsets;
