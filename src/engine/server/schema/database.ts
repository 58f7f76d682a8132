import type { Kysely } from 'kysely';
import type { Dialect } from './dialect';

/** Tables are named by configs at run time, so the query builder sees rows as plain records. */
export type DynamicDatabase = Record<string, Record<string, unknown>>;

export type Db = Kysely<DynamicDatabase>;

/** A connection to the database and the SQL dialect it speaks. */
export type Store = { db: Db; dialect: Dialect };
