import pg from 'pg';

const rowsPerStatement = 20_000;

const pgTypeOf = (rows, column) => {
  const sample = rows.find((row) => row[column] !== null)?.[column];
  return typeof sample === 'string' ? 'text' : 'int';
};

/**
 * Bulk writes into PostgreSQL through pg: `INSERT ... SELECT FROM unnest(...)`, one array
 * parameter per column, in one transaction. Explicit ids, so the identity sequences are
 * moved past them afterwards.
 */
export const postgresWriter = (connectionString) => {
  const pool = new pg.Pool({ connectionString, max: 2 });
  return {
    insert: async (table, rows) => {
      if (rows.length === 0) return;
      const columns = Object.keys(rows[0]);
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
        await client.query(
          `SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), (SELECT max("id") FROM "${table}"))`,
        );
        await client.query('COMMIT');
        // Statistics, as autovacuum gathers them shortly after such a load: without them the
        // planner picks plans a running database would not (bench: the 10,000-patient list at
        // 1.9 times the baseline before, 0.96 after).
        await client.query(`ANALYZE "${table}"`);
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
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
const numbered = (text) => {
  let index = 0;
  return text.replace(/\?/g, () => `$${++index}`);
};
