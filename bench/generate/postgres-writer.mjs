import pg from 'pg';

const rowsPerStatement = 20_000;

/** @type {(rows: readonly import('./writer.mjs').Row[], column: string) => string} */
const pgTypeOf = (rows, column) => {
  const sample = rows.find((row) => row[column] !== null)?.[column];
  return typeof sample === 'string' ? 'text' : 'int';
};

/**
 * Bulk writes into PostgreSQL through pg: `INSERT ... SELECT FROM unnest(...)`, one array
 * parameter per column, each call in one transaction; the tables' triggers run as they would
 * for any plain SQL import. Explicit ids, so `settle` moves the identity sequence past them.
 *
 * @param {string} connectionString
 * @returns {import('./writer.mjs').Writer}
 */
export const postgresWriter = (connectionString) => {
  const pool = new pg.Pool({ connectionString, max: 2 });
  return {
    insert: async (table, rows) => {
      if (rows.length === 0) return;
      const columns = Object.keys(rows[0] ?? {});
      const types = columns.map((column) => pgTypeOf(rows, column));
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        for (let start = 0; start < rows.length; start += rowsPerStatement) {
          const chunk = rows.slice(start, start + rowsPerStatement);
          await client.query(
            `INSERT INTO "${table}" (${columns.map((column) => `"${column}"`).join(', ')}) ` +
              `SELECT * FROM unnest(${types.map((type, index) => `$${index + 1}::${type}[]`).join(', ')})`,
            columns.map((column) => chunk.map((row) => row[column])),
          );
        }
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    settle: async (table) => {
      await pool.query(`SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), (SELECT max("id") FROM "${table}"))`);
      // Statistics, as autovacuum gathers them shortly after such a load: without them the
      // planner picks plans a running database would not (bench: the 10,000-patient list at
      // 1.9 times the baseline before, 0.96 after).
      await pool.query(`ANALYZE "${table}"`);
    },
    /**
     * Runs `load` with the table's foreign keys and secondary indexes dropped, then adds them
     * again from their own definitions, as a bulk restore does: one validating join per key
     * and one sort per index instead of a check and a B-tree insert per row. The table's
     * triggers stay and run for every row.
     */
    bulkLoad: async (table, load) => {
      const { rows: keys } = await pool.query(
        `SELECT "conname" AS "name", pg_get_constraintdef("oid") AS "definition" FROM "pg_constraint"
         WHERE "conrelid" = format('%I', $1::text)::regclass AND "contype" = 'f'`,
        [table],
      );
      const { rows: indexes } = await pool.query(
        `SELECT i."indexname" AS "name", i."indexdef" AS "sql" FROM "pg_indexes" i
         WHERE i."schemaname" = current_schema() AND i."tablename" = $1 AND NOT EXISTS (
           SELECT 1 FROM "pg_constraint" c WHERE c."conindid" = format('%I.%I', i."schemaname", i."indexname")::regclass)`,
        [table],
      );
      for (const { name } of keys) await pool.query(`ALTER TABLE "${table}" DROP CONSTRAINT "${name}"`);
      for (const { name } of indexes) await pool.query(`DROP INDEX "${name}"`);
      try {
        await load();
      } finally {
        const client = await pool.connect();
        try {
          await client.query(`SET maintenance_work_mem = '512MB'`);
          for (const index of indexes) await client.query(index.sql);
          for (const key of keys)
            await client.query(`ALTER TABLE "${table}" ADD CONSTRAINT "${key.name}" ${key.definition}`);
        } finally {
          client.release();
        }
      }
    },
    execute: async (text, parameters = []) => {
      await pool.query(numbered(text), parameters);
    },
    query: async (text, parameters = []) => (await pool.query(numbered(text), parameters)).rows,
    close: () => pool.end(),
  };
};

/** `?` placeholders (the SQLite style the bench writes) as `$1, $2, ...`. */
const numbered = (/** @type {string} */ text) => {
  let index = 0;
  return text.replace(/\?/g, () => `$${++index}`);
};
