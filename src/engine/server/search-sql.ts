import { type RawBuilder, sql } from 'kysely';
import type { AnyEntity } from '../entity';
import type { EntityRegistry } from '../registry';
import { searchKeysOf } from '../search-keys';
import type { Dialect } from './dialect';
import { searchIndexTable, searchTextColumn } from './search-schema';
import { tableOf } from './tables';

/** The shortest word a trigram index can look up; shorter ones filter the rows found. */
export const minIndexedWordLength = 3;

/**
 * The search conditions on `alias`, one per (already folded) word: the word is in the row's
 * own search text, or in the search text of a row it references through a reference search
 * key (recursively). Words of 3 characters or more go through the trigram index (SQLite
 * FTS5, PostgreSQL pg_trgm); shorter ones are plain substring tests on the rows found. No
 * conditions when the entity searches nothing.
 *
 * @example
 * sql.join([activeOnly, ...searchConditions({ registry, dialect, entity: patients, alias: 't0', words: ['pena'] })], sql` AND `)
 */
export const searchConditions = (options: {
  registry: EntityRegistry;
  dialect: Dialect;
  entity: AnyEntity;
  alias: string;
  words: readonly string[];
}): RawBuilder<unknown>[] => {
  const { registry, dialect, entity, alias, words } = options;
  let aliases = 0;
  const matchOf = (target: AnyEntity, on: string, word: string, path: readonly string[]): RawBuilder<unknown>[] => {
    const keys = searchKeysOf(target);
    const matches = keys.fields.length > 0 ? [ownMatch(dialect, target, on, word)] : [];
    for (const field of keys.references) {
      const next = registry.get(field.reference.entity);
      if (path.includes(next.name)) continue;
      aliases += 1;
      const inner = `s${aliases}`;
      const nested = matchOf(next, inner, word, [...path, next.name]);
      if (nested.length === 0) continue;
      matches.push(
        sql`${sql.ref(`${on}.${field.name}`)} IN (SELECT ${sql.ref(`${inner}.id`)} FROM ${sql.table(tableOf(next))} AS ${sql.id(inner)} WHERE ${sql.join(nested, sql` OR `)})`,
      );
    }
    return matches;
  };
  const conditions: RawBuilder<unknown>[] = [];
  for (const word of words) {
    const matches = matchOf(entity, alias, word, [entity.name]);
    if (matches.length === 0) return [];
    conditions.push(matches.length === 1 ? matches[0] : sql`(${sql.join(matches, sql` OR `)})`);
  }
  return conditions;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

const ownMatch = (dialect: Dialect, entity: AnyEntity, alias: string, word: string): RawBuilder<unknown> => {
  const text = sql.ref(`${alias}.${searchTextColumn}`);
  const isIndexed = [...word].length >= minIndexedWordLength;
  if (dialect.name === 'postgres') {
    return isIndexed ? sql`${text} LIKE ${`%${escapeLike(word)}%`} ESCAPE '\\'` : sql`strpos(${text}, ${word}) > 0`;
  }
  if (!isIndexed) return sql`instr(${text}, ${word}) > 0`;
  const index = sql.table(searchIndexTable(entity));
  const phrase = `"${word.replaceAll('"', '""')}"`;
  return sql`${sql.ref(`${alias}.id`)} IN (SELECT rowid FROM ${index} WHERE ${index} MATCH ${phrase})`;
};
