import Database from 'better-sqlite3';

/** Rows per INSERT statement: one prepared multi-row statement runs far faster than a row at a time. */
const rowsPerStatement = 200;

/** The rows' values, row after row, as one flat parameter list. */
/** @type {(rows: readonly import('./writer.mjs').Row[], columns: readonly string[]) => unknown[]} */
const valuesOf = (rows, columns) => {
  const values = new Array(rows.length * columns.length);
  let index = 0;
  for (const row of rows) for (const column of columns) values[index++] = row[column];
  return values;
};

/**
 * Bulk writes into the embedded SQLite file through better-sqlite3: multi-row inserts, all
 * rows of a call in one transaction. The bench's throwaway file is written without waiting
 * for the disk (synchronous OFF) and with a large page cache for the growing indexes; the
 * tables' triggers run as they would for any plain SQL import.
 *
 * @param {string} file
 * @returns {import('./writer.mjs').Writer}
 */
export const sqliteWriter = (file) => {
  const database = new Database(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = OFF');
  database.pragma('cache_size = -524288');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // Older schemas folded their unique name indexes with an app function: lower case without accents.
  database.function('fold', { deterministic: true }, (value) =>
    value === null
      ? null
      : String(value)
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase(),
  );
  /** @type {Map<string, import('better-sqlite3').Statement>} */
  const statements = new Map();
  /** @type {(table: string, columns: readonly string[], count: number) => import('better-sqlite3').Statement} */
  const insertOf = (table, columns, count) => {
    const key = `${table}:${columns.join(',')}:${count}`;
    if (!statements.has(key)) {
      const tuple = `(${columns.map(() => '?').join(', ')})`;
      statements.set(
        key,
        database.prepare(
          `INSERT INTO "${table}" (${columns.map((column) => `"${column}"`).join(', ')}) ` +
            `VALUES ${Array.from({ length: count }, () => tuple).join(', ')}`,
        ),
      );
    }
    return /** @type {import('better-sqlite3').Statement} */ (statements.get(key));
  };
  return {
    insert: async (table, rows) => {
      if (rows.length === 0) return;
      const columns = Object.keys(rows[0] ?? {});
      database.transaction(() => {
        for (let start = 0; start < rows.length; start += rowsPerStatement) {
          const chunk = rows.slice(start, start + rowsPerStatement);
          insertOf(table, columns, chunk.length).run(valuesOf(chunk, columns));
        }
      })();
    },
    /**
     * Runs `load` with the table's secondary indexes dropped, then builds them again from
     * their own definitions: one sort per index instead of a random B-tree insert per row.
     */
    bulkLoad: async (table, load) => {
      const indexes = /** @type {{ name: string, sql: string }[]} */ (
        database
          .prepare(
            `SELECT "name", "sql" FROM "sqlite_master" WHERE "type" = 'index' AND "tbl_name" = ? AND "sql" IS NOT NULL`,
          )
          .all(table)
      );
      for (const { name } of indexes) database.exec(`DROP INDEX "${name}"`);
      try {
        await load();
      } finally {
        for (const index of indexes) database.exec(index.sql);
      }
    },
    /** Nothing to settle: SQLite plans without gathered statistics, as the server runs it. */
    settle: async () => {},
    execute: async (text, parameters = []) => {
      database.prepare(text).run(...parameters);
    },
    query: async (text, parameters = []) =>
      /** @type {import('./writer.mjs').Row[]} */ (database.prepare(text).all(...parameters)),
    close: async () => {
      database.close();
    },
  };
};
