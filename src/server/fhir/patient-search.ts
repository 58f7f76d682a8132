import { isValidIsoDate } from '../../engine';
import type { Db } from '../../engine/server';
import { tableOf } from '../../engine/server';
import { patients } from '../../entities/patients';
import { childIdSystem, nationalIdSystem } from './code-systems';
import { invalidParam } from './search-params';

type RangeFilter = { field: string; operator: 'gte' | 'gt' | 'lte' | 'lt'; value: string };

/** What a Patient search asks the patients' list: a search text, birth date bounds and, by identifier, one row. */
export type PatientFilter = { q?: string; ranges: RangeFilter[]; ids?: number[] };

const prefixes = { eq: undefined, ge: 'gte', gt: 'gt', le: 'lte', lt: 'lt' } as const;

/**
 * The patients' list options of a FHIR Patient search: `name` searched as the list's search
 * box does (each word, accent- and case-insensitive, in the names and the document),
 * `birthdate` as bounds on the birth date (a day, a month or a year, with `eq`, `ge`, `gt`, `le`
 * or `lt`), and `identifier` (`system|value`, `|value` or `value`, in the systems of
 * docs/fhir.md) as the one patient holding that document, found by its unique index; another
 * system finds none (`ids: []`).
 *
 * @example
 * await patientFilter(db, { name: ['pena'], birthdate: ['ge2020'], identifier: [] })
 * // { q: 'pena', ranges: [{ field: 'dateOfBirth', operator: 'gte', value: '2020-01-01' }] }
 */
export const patientFilter = async (
  db: Db,
  params: { name: readonly string[]; birthdate: readonly string[]; identifier: readonly string[] },
): Promise<PatientFilter> => {
  const q = params.name.join(' ').trim();
  const ranges = params.birthdate.flatMap(birthDateRanges);
  const filter: PatientFilter = { ...(q === '' ? {} : { q }), ranges };
  if (params.identifier.length === 0) return filter;
  const ids = await Promise.all(params.identifier.map((token) => patientIdByIdentifier(db, token)));
  const [first] = ids;
  const isOne = first !== undefined && ids.every((id) => id === first);
  return { ...filter, ids: isOne ? [first] : [] };
};

/** The id of the active patient an identifier token names, or undefined. */
const patientIdByIdentifier = async (db: Db, token: string) => {
  const [system, value] = token.includes('|') ? token.split('|', 2) : [undefined, token];
  const isOurs = system === undefined || system === '' || system === nationalIdSystem || system === childIdSystem;
  if (!isOurs || !value) return undefined;
  let query = db
    .selectFrom(tableOf(patients))
    .select('id')
    .where('identityDocument', '=', value)
    .where('isActive', '=', 1);
  if (system === nationalIdSystem) query = query.where('isChild', '=', 0);
  if (system === childIdSystem) query = query.where('isChild', '=', 1);
  const row = await query.executeTakeFirst();
  return row === undefined ? undefined : Number(row.id);
};

/** The bounds of one `birthdate` value: a prefix and a day, a month or a year. */
const birthDateRanges = (text: string): RangeFilter[] => {
  const match = /^(eq|ge|gt|le|lt)?(\d{4})(-\d{2})?(-\d{2})?$/.exec(text);
  const [first, last] = match ? spanOf(match[2] ?? '', match[3], match[4]) : [];
  if (!match || first === undefined || last === undefined) {
    throw invalidParam(
      'birthdate',
      'El parámetro birthdate debe ser una fecha AAAA-MM-DD, AAAA-MM o AAAA, con eq, ge, gt, le o lt',
    );
  }
  const field = 'dateOfBirth';
  const prefix = (match[1] ?? 'eq') as keyof typeof prefixes;
  if (prefix === 'eq') {
    return [
      { field, operator: 'gte', value: first },
      { field, operator: 'lte', value: last },
    ];
  }
  const operator = prefixes[prefix];
  return [{ field, operator, value: operator === 'gte' || operator === 'lt' ? first : last }];
};

/** The first and last day of a year, a month or a day; nothing for one that does not exist. */
const spanOf = (year: string, month?: string, day?: string): [string, string] | [] => {
  if (day !== undefined && month !== undefined) {
    const date = `${year}${month}${day}`;
    return isValidIsoDate(date) ? [date, date] : [];
  }
  if (month !== undefined) {
    const first = `${year}${month}-01`;
    if (!isValidIsoDate(first)) return [];
    const last = ['31', '30', '29', '28'].map((end) => `${year}${month}-${end}`).find(isValidIsoDate);
    return last === undefined ? [] : [first, last];
  }
  return [`${year}-01-01`, `${year}-12-31`];
};
