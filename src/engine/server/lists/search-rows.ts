import { type RawBuilder, sql } from 'kysely';
import type { AnyEntity } from '../../contract/entity';
import type { EntityRegistry, ReferenceField } from '../../contract/registry';
import { searchKeysOf } from '../../contract/search-keys';
import { minIndexedWordLength } from '../../search';
import type { Dialect } from '../schema/dialect';
import { tableOf } from '../schema/tables';
import { searchContent, searchIndexTable, searchTextColumn } from './search-schema';
import { anyOf, ownMatch } from './search-sql';

/*
 * The search asked row by row, for a walk of a sort index that stops once a page is full: a
 * common word is found within a few rows, where a set of every matching row would first be
 * read whole (q=ma: 194,000 of 1,000,000 patients). See search-sql.ts for the set forms.
 */

type RowContext = { registry: EntityRegistry; dialect: Dialect; aliases: number };

/** Whether the trigram index can look a (folded) word up. */
export const isIndexed = (word: string) => [...word].length >= minIndexedWordLength;

/**
 * Whether the row `alias` of `entity` holds every word in its search keys (one word may match
 * the row's own text, another a referenced row's), tested on that row alone: SQLite reads the
 * row's text from the FTS5 content table by id, PostgreSQL from the row's stored text; a
 * reference is one lookup by its id. Undefined when the entity searches nothing.
 *
 * @example
 * rowMatch({ registry, dialect, entity: appliedDoses, alias: 't0', words: ['maria', 'pena'] })
 * // SQLite: EXISTS (SELECT 1 FROM patients_search_content AS c WHERE c.id = t0.patientId AND instr(c.c0, 'maria') > 0 AND …)
 */
export const rowMatch = (options: {
  registry: EntityRegistry;
  dialect: Dialect;
  entity: AnyEntity;
  alias: string;
  words: readonly string[];
}): RawBuilder<unknown> | undefined => {
  const { registry, dialect, entity, alias, words } = options;
  if (words.length === 0) return undefined;
  return matchOn({ registry, dialect, aliases: 0 }, entity, alias, words, [entity.name]);
};

/**
 * The same test through one reference: whether the row `fk` points at holds every word.
 *
 * @example
 * referenceRowMatch({ registry, dialect, field: appliedDoses.patientId, alias: 't0', words: ['ma'], path: ['applied-doses'] })
 */
export const referenceRowMatch = (options: {
  registry: EntityRegistry;
  dialect: Dialect;
  field: ReferenceField;
  alias: string;
  words: readonly string[];
  path: readonly string[];
}) => {
  const { registry, dialect, field, alias, words, path } = options;
  return referenceMatch({ registry, dialect, aliases: 0 }, field, alias, words, path) ?? sql`1 = 0`;
};

const matchOn = (
  context: RowContext,
  entity: AnyEntity,
  alias: string,
  words: readonly string[],
  path: readonly string[],
): RawBuilder<unknown> | undefined => {
  const keys = searchKeysOf(entity);
  const own = (ownWords: readonly string[]) =>
    keys.fields.length > 0 ? [ownRowMatch(context.dialect, entity, alias, ownWords)] : [];
  const [onlyReference] = keys.references;
  if (keys.references.length === 0) return own(words)[0];
  if (keys.fields.length === 0 && keys.references.length === 1 && onlyReference) {
    // One row holds every word (a dose's patient): one lookup for all of them.
    return referenceMatch(context, onlyReference, alias, words, path) ?? sql`1 = 0`;
  }
  const perWord = words.map((word) => {
    const matches = [...own([word])];
    for (const field of keys.references) {
      const match = referenceMatch(context, field, alias, [word], path);
      if (match) matches.push(match);
    }
    return matches.length > 0 ? anyOf(matches) : sql`1 = 0`;
  });
  return sql.join(perWord, sql` AND `);
};

const referenceMatch = (
  context: RowContext,
  field: ReferenceField,
  alias: string,
  words: readonly string[],
  path: readonly string[],
): RawBuilder<unknown> | undefined => {
  const target = context.registry.get(field.reference.entity);
  if (path.includes(target.name)) return undefined;
  const id = sql.ref(`${alias}.${field.name}`);
  const keys = searchKeysOf(target);
  if (context.dialect.name === 'sqlite' && keys.references.length === 0) {
    return keys.fields.length > 0 ? contentMatch(target, id, words) : undefined;
  }
  context.aliases += 1;
  const inner = `r${context.aliases}`;
  const nested = matchOn(context, target, inner, words, [...path, target.name]);
  return (
    nested &&
    sql`EXISTS (SELECT 1 FROM ${sql.table(tableOf(target))} AS ${sql.id(inner)}
      WHERE ${sql.ref(`${inner}.id`)} = ${id} AND ${nested})`
  );
};

/** The row's own search text holds every word: SQLite by id in the FTS5 content, PostgreSQL on the row. */
export const ownRowMatch = (dialect: Dialect, entity: AnyEntity, alias: string, words: readonly string[]) =>
  dialect.name === 'sqlite'
    ? contentMatch(entity, sql.ref(`${alias}.id`), words)
    : ownMatch(dialect, entity, alias, words);

/** SQLite: the text the search index holds for the row `id` has every word (a substring test, as the trigram index's). */
const contentMatch = (entity: AnyEntity, id: RawBuilder<unknown>, words: readonly string[]) => {
  const content = searchContent(entity);
  const text = sql.ref(`c.${content.text}`);
  const tests = words.map((word) => sql`instr(${text}, ${word}) > 0`);
  return sql`EXISTS (SELECT 1 FROM ${sql.table(content.table)} AS ${sql.id('c')}
    WHERE ${sql.ref('c.id')} = ${id} AND ${sql.join(tests, sql` AND `)})`;
};

/**
 * The ids of the rows of an entity searched by its own fields only that hold every word, in
 * no order, read as they are found (a `LIMIT` stops the reading): SQLite, from the trigram
 * index when a word is long enough, else one pass over the FTS5 content; PostgreSQL, from its
 * table. Rows of every `isActive`, as a reference search reads them.
 *
 * @example
 * searchedIds(dialect, patients, ['mar']) // SELECT rowid AS id FROM patients_search WHERE patients_search MATCH '"mar"'
 */
export const searchedIds = (dialect: Dialect, entity: AnyEntity, words: readonly string[]) => {
  const id = sql.id('id');
  if (dialect.name === 'postgres') {
    return sql`SELECT ${sql.ref('m.id')} AS ${id} FROM ${sql.table(tableOf(entity))} AS ${sql.id('m')}
      WHERE ${ownMatch(dialect, entity, 'm', words)}`;
  }
  const short = words.filter((word) => !isIndexed(word));
  const long = words.filter(isIndexed).map((word) => `"${word.replaceAll('"', '""')}"`);
  if (long.length === 0) {
    const content = searchContent(entity);
    const tests = short.map((word) => sql`instr(${sql.id(content.text)}, ${word}) > 0`);
    return sql`SELECT ${id} FROM ${sql.table(content.table)} WHERE ${sql.join(tests, sql` AND `)}`;
  }
  const index = sql.table(searchIndexTable(entity));
  const tests = [
    sql`${index} MATCH ${long.join(' AND ')}`,
    ...short.map((word) => sql`instr(${sql.id(searchTextColumn)}, ${word}) > 0`),
  ];
  return sql`SELECT rowid AS ${id} FROM ${index} WHERE ${sql.join(tests, sql` AND `)}`;
};
