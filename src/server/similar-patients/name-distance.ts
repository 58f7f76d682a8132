import { distance } from 'fastest-levenshtein';
import { normalizeSearch } from '../../engine';

/**
 * A full name as the search folds it (accents, ligatures and case gone), its spaces collapsed,
 * so 'María  PEÑA' and 'maria pena' are the same name.
 *
 * @example
 * foldedFullName('María', ' PEÑA ') // 'maria pena'
 */
export const foldedFullName = (firstName: string, lastname: string): string =>
  normalizeSearch(`${firstName} ${lastname}`).trim().replace(/\s+/g, ' ');

/**
 * The edits a name may be away from another and still be 'very close': one for a short name,
 * two from ten characters on (a typo and a missed accent-less letter, not another person).
 */
export const maxNameEdits = (name: string): number => (name.length >= 10 ? 2 : 1);

/**
 * How many single-letter edits turn one folded name into the other, or `null` when they are
 * further apart than {@link maxNameEdits} allows.
 *
 * @example
 * closeNameEdits('maria pena', 'maria pena') // 0
 * closeNameEdits('maria pena', 'mario pena') // 1
 * closeNameEdits('maria pena', 'jose pena') // null
 */
export const closeNameEdits = (asked: string, stored: string): number | null => {
  const edits = distance(asked, stored);
  return edits <= maxNameEdits(asked) ? edits : null;
};
