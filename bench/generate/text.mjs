/** Lower case without accents, for e-mail addresses. */
export const asciiLower = (/** @type {string} */ text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replaceAll(' ', '');

/** A number as a fixed count of digits. */
export const digits = (/** @type {number} */ value, /** @type {number} */ count) =>
  String(value).padStart(count, '0').slice(-count);
