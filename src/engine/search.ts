const pairs = (letters: string, to: string): [string, string][] => [...letters].map((letter) => [letter, to]);

/**
 * The one search fold, as pairs: every Latin-1 letter with an accent or a ligature and what
 * it becomes. Nothing else changes but ASCII upper case (A–Z → a–z), so the browser, SQLite's
 * `lower()` and PostgreSQL's `lower(x COLLATE "C")` agree on every character; the databases
 * apply this same table as nested `replace()` calls (dialect `fold`).
 */
export const searchFolding: readonly (readonly [from: string, to: string])[] = [
  ...pairs('ÀÁÂÃÄÅàáâãäå', 'a'),
  ['Æ', 'ae'],
  ['æ', 'ae'],
  ...pairs('Çç', 'c'),
  ...pairs('ÈÉÊËèéêë', 'e'),
  ...pairs('ÌÍÎÏìíîï', 'i'),
  ...pairs('Ðð', 'd'),
  ...pairs('Ññ', 'n'),
  ...pairs('ÒÓÔÕÖØòóôõöø', 'o'),
  ...pairs('ÙÚÛÜùúûü', 'u'),
  ...pairs('Ýýÿ', 'y'),
  ...pairs('Þþ', 'th'),
  ['ß', 'ss'],
];

const foldedLetter = new Map<string, string>(searchFolding);
const foldedCharacters = new RegExp(`[A-Z${searchFolding.map(([from]) => from).join('')}]`, 'g');
const foldCharacter = (character: string) => foldedLetter.get(character) ?? character.toLowerCase();

/**
 * Folds a text for search: ASCII lower case, Latin-1 accents and ligatures removed ('Ñ'
 * becomes 'n', 'æ' becomes 'ae'); every other character is kept as it is.
 *
 * @example
 * normalizeSearch('José PEÑA') // 'jose pena'
 */
export const normalizeSearch = (text: string): string => text.replace(foldedCharacters, foldCharacter);

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

/** The shortest word a trigram index can look up; a query of shorter words only reads every row. */
export const minIndexedWordLength = 3;

/**
 * Whether the database can find a query's rows through its search index: one of its words
 * has {@link minIndexedWordLength} characters or more.
 *
 * @example
 * hasIndexedWord('ma p') // false
 * hasIndexedWord('mar p') // true
 */
export const hasIndexedWord = (query: string): boolean =>
  searchWords(query).some((word) => [...word].length >= minIndexedWordLength);

/** What separates the fields of a row's search text, so no word matches across two fields. */
export const searchFieldSeparator = '\u001f';
