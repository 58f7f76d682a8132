import { type RawBuilder, sql } from 'kysely';
import { searchFolding } from '../../search';

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
  /**
   * The search fold of normalizeSearch in plain SQL (deterministic, so indexes and generated
   * columns may use it): ASCII lower case, then one `replace()` per pair of the fold's table.
   * A SQLite schema folds with foldedColumns instead: 62 nested calls in one column are more
   * than older sqlite3 versions parse.
   */
  fold: (expression: RawBuilder<unknown>) => RawBuilder<string>;
  /** The column definition of an auto-generated integer primary key. */
  idColumn: 'sqlite' | 'postgres';
};

/** `replace(…replace(<lowered>, 'À', 'a')…, 'ß', 'ss')`, from the one table of the fold. */
const replaceFolded = (lowered: RawBuilder<unknown>) =>
  searchFolding.reduce<RawBuilder<unknown>>(
    (text, [from, to]) => sql`replace(${text}, ${sql.lit(from)}, ${sql.lit(to)})`,
    lowered,
  ) as RawBuilder<string>;

const interleave = (pairs: readonly JsonPair[]) =>
  sql.join(pairs.map(([key, value]) => sql`${sql.lit(key)}, ${value}`));

export const sqliteDialect: Dialect = {
  name: 'sqlite',
  jsonObject: (pairs) => sql`json_object(${interleave(pairs)})`,
  jsonBoolean: (expression) => sql`json(CASE WHEN ${expression} THEN 'true' ELSE 'false' END)`,
  jsonText: (expression) => sql<string>`${expression}`,
  fold: (expression) => replaceFolded(sql`lower(${expression})`),
  idColumn: 'sqlite',
};

export const postgresDialect: Dialect = {
  name: 'postgres',
  jsonObject: (pairs) => sql`json_build_object(${interleave(pairs)})`,
  jsonBoolean: (expression) => sql`(${expression} <> 0)`,
  jsonText: (expression) => sql<string>`(${expression})::text`,
  // COLLATE "C": PostgreSQL then lowers ASCII letters only, as SQLite and normalizeSearch do.
  fold: (expression) => replaceFolded(sql`lower((${expression})::text COLLATE "C")`),
  idColumn: 'postgres',
};
