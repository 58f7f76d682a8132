import Database from 'better-sqlite3';

/**
 * Bulk writes into the embedded SQLite file through better-sqlite3: one prepared insert per
 * table, all rows of a call in one transaction.
 */
export const sqliteWriter = (file) => {
  const database = new Database(file);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // The unique name indexes fold with the app's function: lower case without accents.
  database.function('fold', { deterministic: true }, (value) =>
    value === null
      ? null
      : String(value)
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase(),
  );
  return {
    insert: async (table, rows) => {
      if (rows.length === 0) return;
      const columns = Object.keys(rows[0]);
      const statement = database.prepare(
        `INSERT INTO "${table}" (${columns.map((column) => `"${column}"`).join(', ')}) ` +
          `VALUES (${columns.map((column) => `@${column}`).join(', ')})`,
      );
      database.transaction(() => {
        for (const row of rows) statement.run(row);
      })();
    },
    execute: async (text, parameters = []) => {
      database.prepare(text).run(...parameters);
    },
    query: async (text, parameters = []) => database.prepare(text).all(...parameters),
    close: async () => database.close(),
  };
};
