import { type RawBuilder, sql } from 'kysely';
import { accentFolding } from '../search';

/** A JSON object built by the database: key and SQL expression pairs. */
export type JsonPair = readonly [key: string, value: RawBuilder<unknown>];

/**
 * What differs between the embedded SQLite and PostgreSQL, kept to SQL fragments so the
 * repository and the schema sync are written once.
 */
export type Dialect = {
  name: 'sqlite' | 'postgres';
  jsonObject: (pairs: readonly JsonPair[]) => RawBuilder<unknown>;
  /** A stored 0/1 flag as a JSON boolean. */
  jsonBoolean: (expression: RawBuilder<unknown>) => RawBuilder<unknown>;
  /** The final JSON value as text. */
  jsonText: (expression: RawBuilder<unknown>) => RawBuilder<string>;
  /** Lower case without accents, matching normalizeSearch. */
  fold: (expression: RawBuilder<unknown>) => RawBuilder<string>;
  /** The column definition of an auto-generated integer primary key. */
  idColumn: 'sqlite' | 'postgres';
};

const interleave = (pairs: readonly JsonPair[]) =>
  sql.join(pairs.map(([key, value]) => sql`${sql.lit(key)}, ${value}`));

export const sqliteDialect: Dialect = {
  name: 'sqlite',
  jsonObject: (pairs) => sql`json_object(${interleave(pairs)})`,
  jsonBoolean: (expression) => sql`json(CASE WHEN ${expression} THEN 'true' ELSE 'false' END)`,
  jsonText: (expression) => sql<string>`${expression}`,
  fold: (expression) => sql<string>`fold(${expression})`,
  idColumn: 'sqlite',
};

export const postgresDialect: Dialect = {
  name: 'postgres',
  jsonObject: (pairs) => sql`json_build_object(${interleave(pairs)})`,
  jsonBoolean: (expression) => sql`(${expression} <> 0)`,
  jsonText: (expression) => sql<string>`(${expression})::text`,
  fold: (expression) =>
    sql<string>`translate(lower((${expression})::text), ${sql.lit(accentFolding.from)}, ${sql.lit(accentFolding.to)})`,
  idColumn: 'postgres',
};
