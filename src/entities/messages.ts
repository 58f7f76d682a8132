/** Messages and character sets shared by several entities' rules. */
export const allowedEmailMessage = 'Solo se permiten correos de Gmail, Outlook, Yahoo o Hotmail';
export const emailRequiredMessage = 'El correo electrónico es requerido';
export const onlyDigitsMessage = 'Solo se permiten números';
export const wordishMessage = 'Solo se permiten letras, números, espacios, guiones y guiones bajos';
export const spanishLettersMessage = 'Solo se permiten letras y espacios';

export const wordish = ['wordish', wordishMessage] as const;
export const digitsOnly = ['digits', onlyDigitsMessage] as const;
export const spanishLetters = ['spanishLetters', spanishLettersMessage] as const;
export const phoneLength = (what: string) => [11, `${what} debe tener al menos 11 dígitos`] as const;
