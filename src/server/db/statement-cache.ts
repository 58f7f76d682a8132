import type { Database, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct SQL texts kept; past it, the least recently used statement is dropped. */
const capacity = 500;

/**
 * better-sqlite3 as Kysely sees it, with its prepared statements kept by SQL text. Kysely
 * prepares a statement for every query it runs, and on a dose registration preparing cost
 * more than a third of the time spent in SQLite. Kysely runs one query at a time per
 * connection, so a kept statement is never used by two queries at once.
 *
 * @example
 * const db = new Kysely({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
 */
export const withStatementCache = (database: Database): SqliteDatabase => {
  const statements = new Map<string, Statement>();
  return {
    close: () => database.close(),
    prepare: (text) => {
      const kept = statements.get(text);
      statements.delete(text);
      const statement = kept ?? database.prepare(text);
      statements.set(text, statement);
      if (statements.size > capacity) statements.delete(statements.keys().next().value ?? text);
      return statement;
    },
  };
};
