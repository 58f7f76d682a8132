import { alphabets, type Charset, charsetOf, charsets, type EmailDomains } from '../engine';

/** Messages, character sets and e-mail domains shared by several entities' rules. */
export const allowedEmailMessage = 'Solo se permiten correos de Gmail, Outlook, Yahoo o Hotmail';
export const emailRequiredMessage = 'El correo electrónico es requerido';
export const onlyDigitsMessage = 'Solo se permiten números';
export const wordishMessage = 'Solo se permiten letras, números, espacios, guiones y guiones bajos';
export const spanishLettersMessage = 'Solo se permiten letras y espacios';

type CharsetRule = readonly [Charset, string];

export const wordish: CharsetRule = [charsets.wordish, wordishMessage];
export const digitsOnly: CharsetRule = [charsets.digits, onlyDigitsMessage];
export const spanishLetters: CharsetRule = [charsets.spanishLetters, spanishLettersMessage];
export const phoneLength = (what: string) => [11, `${what} debe tener al menos 11 dígitos`] as const;

/** Vaccine names and storage temperatures: letters, digits and the symbols of doses and degrees. */
export const vaccineText: CharsetRule = [
  charsetOf('vaccineText', `${alphabets.letters}${alphabets.digits} +-°`),
  'Solo se permiten letras, números, espacios y los símbolos + - °',
];

/** Names of the schedule's antigens, vaccine groups and observations ('DTaP/Tdap/Td', 'Hib'). */
export const scheduleText: CharsetRule = [
  charsetOf('scheduleText', `${alphabets.letters}${alphabets.digits} +-°,./()'[]`),
  "Solo se permiten letras, números, espacios y los símbolos + - ° , . / ( ) ' [ ]",
];

/** The four providers whose addresses the product accepts, with .com, a country's .com.xx, or .es. */
export const emailProviders: EmailDomains = {
  pattern: /^(gmail|outlook|yahoo|hotmail)\.(com(\.[a-z]{2})?|es)$/i,
  examples: ['gmail.com', 'outlook.com', 'yahoo.com', 'hotmail.com', 'hotmail.es', 'yahoo.com.ar'],
};

/** The options of every e-mail field of the product: required, and of one of the four providers. */
export const providerEmail = {
  required: emailRequiredMessage,
  allowed: allowedEmailMessage,
  domains: emailProviders,
} as const;
