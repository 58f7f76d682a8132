import { type RawBuilder, sql } from 'kysely';
import type { AnyEntity } from '../../entity';
import type { EntityRegistry, ReferenceField } from '../../registry';
import { searchKeysOf } from '../../search-keys';
import type { Db } from '../schema/database';
import type { Dialect } from '../schema/dialect';
import { tableOf } from '../schema/tables';
import { anyOf, ownMatch, referencedIdsQuery, searchConditions } from './search-sql';

/** Ids of a referenced table a search writes into its query as a list; beyond, the subquery stays. */
export const maxListedIds = 5000;

type Found = { field: ReferenceField; ids: number[] | undefined };

/**
 * {@link searchConditions} for an entity searched through references (doses by patient,
 * batch and centre), with the referenced rows looked up first, one small query per word and
 * reference: a reference that finds nothing drops out, one that finds few rows becomes a list
 * of ids, and words all found through one same reference become one lookup of the rows
 * holding them all. The database then reads only the rows that can match instead of testing
 * every row against every subquery (SQLite, 200,000 patients and 1,000,000 doses, page and
 * count: 'maria pena' 480 ms before, 55 to 85 ms after; a word found nowhere 750 ms, 0.3 ms).
 *
 * @example
 * const conditions = await resolveSearchConditions({ db, registry, dialect, entity: appliedDoses, alias: 't0', words: ['maria', 'pena'] });
 * // [t0.patientId IN (812, 4051, …)]: the patients holding both words, when no batch nor centre holds either
 */
export const resolveSearchConditions = async (options: {
  db: Db;
  registry: EntityRegistry;
  dialect: Dialect;
  entity: AnyEntity;
  alias: string;
  words: readonly string[];
  /** At most this many ids make a list (default {@link maxListedIds}). */
  maxIds?: number;
}): Promise<RawBuilder<unknown>[]> => {
  const { db, registry, dialect, entity, alias, words, maxIds = maxListedIds } = options;
  const listedIds = async (query: RawBuilder<unknown>) => {
    const result = await sql<{ id: number }>`${query} LIMIT ${sql.lit(maxIds + 1)}`.execute(db);
    return result.rows.length > maxIds ? undefined : result.rows.map((row) => Number(row.id));
  };
  const keys = searchKeysOf(entity);
  if (words.length === 0 || keys.references.length === 0) return searchConditions(options);
  /** `<fk> IN (…)` the referenced rows holding every word: a list of ids when they are few. */
  const referenceHoldingAll = async (field: ReferenceField) => {
    const column = sql.ref(`${alias}.${field.name}`);
    const target = registry.get(field.reference.entity);
    const conditions = searchConditions({ registry, dialect, entity: target, alias: 'r', words });
    if (conditions.length === 0) return sql`1 = 0`;
    const query = sql`SELECT ${sql.ref('r.id')} FROM ${sql.table(tableOf(target))} AS ${sql.id('r')} WHERE ${sql.join(conditions, sql` AND `)}`;
    const ids = await listedIds(query);
    return ids ? inList(column, ids) : sql`${column} IN (${query})`;
  };
  const context = { registry, dialect, aliases: 0 };
  const [onlyReference] = keys.references;
  if (keys.fields.length === 0 && keys.references.length === 1 && onlyReference) {
    // Searched through one reference only (doses by patient): one lookup of the rows holding every word.
    return [await referenceHoldingAll(onlyReference)];
  }
  const foundByWord: Found[][] = [];
  for (const word of words) {
    const found: Found[] = [];
    for (const field of keys.references) {
      const query = referencedIdsQuery(context, field, word, [entity.name]);
      if (!query) continue;
      const ids = await listedIds(query);
      if (ids?.length !== 0) found.push({ field, ids });
    }
    foundByWord.push(found);
  }
  const hasOwn = keys.fields.length > 0;
  if (!hasOwn && foundByWord.some((found) => found.length === 0)) return [sql`1 = 0`];
  const single = !hasOwn && oneReferenceOnly(foundByWord);
  if (single) {
    const lists = foundByWord.map(([found]) => found?.ids);
    if (lists.every((ids) => ids !== undefined)) {
      return [inList(sql.ref(`${alias}.${single.name}`), intersection(lists))];
    }
    return [await referenceHoldingAll(single)];
  }
  return foundByWord.map((found, index) => {
    const word = words[index] ?? '';
    const matches = hasOwn ? [ownMatch(dialect, entity, alias, [word])] : [];
    for (const { field, ids } of found) {
      const column = sql.ref(`${alias}.${field.name}`);
      const query = ids ? undefined : referencedIdsQuery(context, field, word, [entity.name]);
      matches.push(query ? sql`${column} IN (${query})` : inList(column, ids ?? []));
    }
    return anyOf(matches);
  });
};

/** The reference every word was found through, when it is the only one for each of them. */
const oneReferenceOnly = (foundByWord: readonly Found[][]) => {
  const field = foundByWord[0]?.[0]?.field;
  const isOnly = foundByWord.every((found) => found.length === 1 && found[0]?.field === field);
  return isOnly ? field : undefined;
};

const intersection = (lists: readonly (readonly number[] | undefined)[]) => {
  const [first = [], ...others] = lists;
  const sets = others.map((ids) => new Set(ids));
  return first.filter((id) => sets.every((set) => set.has(id)));
};

/** Ids read from the database, written as literals: numbers only, and no parameter limit. */
const inList = (column: RawBuilder<unknown>, ids: readonly number[]) =>
  ids.length === 0 ? sql`1 = 0` : sql`${column} IN (${sql.join(ids.map((id) => sql.lit(id)))})`;
