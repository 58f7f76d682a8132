import { durationSchema } from '../schedule-model';

/**
 * The antigens a vaccine (product) covers, as its 'Antígenos' field writes them: names separated
 * by commas, each optionally followed by the ages a dose counts for it, in CDSi's words:
 * 'Difteria, Tétanos, Tos convulsa' or 'Varicela (hasta 50 years), Zóster (desde 50 years)'.
 */
export type VaccineAntigen = { antigen: string; beginAge: string | null; endAge: string | null };

const entryShape = /^([^(),]+?)(?:\s*\((?:desde ([^()]+?))?(?:,?\s*hasta ([^()]+?))?\))?$/;

/**
 * The antigens a coverage text names, or null when it is not written as the field says.
 *
 * @example
 * parseVaccineAntigens('Varicela (hasta 50 years), Zóster (desde 50 years)')
 * // [{ antigen: 'Varicela', beginAge: null, endAge: '50 years' }, { antigen: 'Zóster', beginAge: '50 years', endAge: null }]
 */
export const parseVaccineAntigens = (text: string | null | undefined): VaccineAntigen[] | null => {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return [];
  const entries: VaccineAntigen[] = [];
  for (const part of splitEntries(trimmed)) {
    const match = entryShape.exec(part.trim());
    if (!match) return null;
    const [, antigen = '', beginAge = null, endAge = null] = match;
    if (!isDuration(beginAge) || !isDuration(endAge)) return null;
    entries.push({ antigen: antigen.trim(), beginAge, endAge });
  }
  return entries;
};

/**
 * The field's text of a vaccine's antigens.
 *
 * @example
 * formatVaccineAntigens([{ antigen: 'Zóster', beginAge: '50 years', endAge: null }]) // 'Zóster (desde 50 years)'
 */
export const formatVaccineAntigens = (antigens: readonly VaccineAntigen[]): string =>
  antigens
    .map(({ antigen, beginAge, endAge }) => {
      const ages = [beginAge ? `desde ${beginAge}` : '', endAge ? `hasta ${endAge}` : ''].filter(Boolean).join(', ');
      return ages ? `${antigen} (${ages})` : antigen;
    })
    .join(', ');

/** Splits on the commas outside parentheses. */
const splitEntries = (text: string) => {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const character of text) {
    if (character === '(') depth += 1;
    if (character === ')') depth -= 1;
    if (character === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += character;
  }
  return [...parts, current];
};

const isDuration = (value: string | null) => value === null || durationSchema.safeParse(value).success;
