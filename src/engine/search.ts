const combiningMarks = /[\u0300-\u036f]/g;

/**
 * Folds a text for search: lower case, accents removed ('ñ' becomes 'n').
 *
 * @example
 * normalizeSearch('José Peña') // 'jose pena'
 */
export const normalizeSearch = (text: string): string =>
  text.normalize('NFD').replace(combiningMarks, '').toLowerCase();

/** Words of a query beyond these add nothing a person types, only a longer database query. */
export const maxSearchWords = 8;

/**
 * The distinct folded words of a search query, at most {@link maxSearchWords}: a row matches
 * when its text contains every one, in any order.
 *
 * @example
 * searchWords('  María  PEÑA maria ') // ['maria', 'pena']
 */
export const searchWords = (query: string): string[] =>
  [...new Set(normalizeSearch(query).split(/\s+/).filter(Boolean))].slice(0, maxSearchWords);

/** Characters folded by {@link normalizeSearch}, for databases that fold with `translate()`. */
export const accentFolding = {
  from: 'áéíóúüñàèìòùâêîôûäëïöÁÉÍÓÚÜÑÀÈÌÒÙÂÊÎÔÛÄËÏÖ',
  to: 'aeiouunaeiouaeiouaeioaeiouunaeiouaeiouaeio',
} as const;
