const combiningMarks = /[\u0300-\u036f]/g;

/**
 * Folds a text for search: lower case, accents removed ('ñ' becomes 'n').
 *
 * @example
 * normalizeSearch('José Peña') // 'jose pena'
 */
export const normalizeSearch = (text: string): string =>
  text.normalize('NFD').replace(combiningMarks, '').toLowerCase();

/** Characters folded by {@link normalizeSearch}, for databases that fold with `translate()`. */
export const accentFolding = {
  from: 'áéíóúüñàèìòùâêîôûäëïöÁÉÍÓÚÜÑÀÈÌÒÙÂÊÎÔÛÄËÏÖ',
  to: 'aeiouunaeiouaeiouaeioaeiouunaeiouaeiouaeio',
} as const;
