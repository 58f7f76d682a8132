import { sql } from 'kysely';
import type { Store } from '../../src/engine/server/schema/database';

/** Kysely's own bookkeeping, which only a migrated database has. */
const isMigratorTable = (table: string) => table.startsWith('kysely_migration');

/** One statement's text without the spelling differences that do not change what it makes. */
const normalized = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/ if not exists/i, '')
    .trim()
    .toLowerCase();

/**
 * The tables, columns, constraints and indexes of a database (PostgreSQL: of the connection's
 * schema) as sorted lines, to compare two databases built different ways.
 */
export const schemaSnapshot = async (store: Store): Promise<string[]> =>
  (store.dialect.name === 'postgres' ? postgresSnapshot(store) : sqliteSnapshot(store)).then((lines) => lines.sort());

const sqliteSnapshot = async ({ db }: Store) => {
  const objects = await sql<{ type: string; name: string; table: string; sql: string | null }>`
    SELECT type, name, tbl_name AS "table", sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'`.execute(db);
  const lines: string[] = [];
  for (const object of objects.rows.filter((row) => !isMigratorTable(row.table))) {
    if (object.type === 'index') lines.push(`index ${object.name}: ${normalized(object.sql ?? 'automatic')}`);
    if (object.type === 'trigger') lines.push(`trigger ${object.name} on ${object.table}`);
    if (object.type !== 'table') continue;
    const columns = await sql<Record<string, unknown>>`SELECT * FROM pragma_table_info(${object.name})`.execute(db);
    for (const column of columns.rows) lines.push(`column ${object.name}.${JSON.stringify(column)}`);
    const keys = await sql<Record<string, unknown>>`SELECT * FROM pragma_foreign_key_list(${object.name})`.execute(db);
    for (const key of keys.rows) lines.push(`foreign key ${object.name}: ${JSON.stringify({ ...key, id: 0, seq: 0 })}`);
    for (const check of normalized(object.sql ?? '').match(/constraint "[^"]+" check \(.*?\)\)?/g) ?? []) {
      lines.push(`check ${object.name}: ${check}`);
    }
  }
  return lines;
};

const postgresSnapshot = async ({ db }: Store) => {
  const columns = await sql<Record<string, unknown>>`
    SELECT table_name, column_name, data_type, is_nullable, column_default, is_identity
    FROM information_schema.columns WHERE table_schema = current_schema()`.execute(db);
  const constraints = await sql<{ table: string; name: string; definition: string }>`
    SELECT c.conrelid::regclass::text AS "table", c.conname AS name, pg_get_constraintdef(c.oid) AS definition
    FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
    WHERE n.nspname = current_schema() AND c.conrelid <> 0`.execute(db);
  const indexes = await sql<{ table: string; name: string; definition: string; schema: string }>`
    SELECT tablename AS "table", indexname AS name, indexdef AS definition, schemaname AS schema
    FROM pg_indexes WHERE schemaname = current_schema()`.execute(db);
  const triggers = await sql<{ table: string; name: string }>`
    SELECT DISTINCT event_object_table AS "table", trigger_name AS name
    FROM information_schema.triggers WHERE trigger_schema = current_schema()`.execute(db);
  return [
    ...columns.rows
      .filter((row) => !isMigratorTable(String(row.table_name)))
      .map((row) => `column ${JSON.stringify(row)}`),
    ...constraints.rows
      .filter((row) => !isMigratorTable(row.table))
      .map((row) => `constraint ${row.table}.${row.name}: ${row.definition}`),
    ...indexes.rows
      .filter((row) => !isMigratorTable(row.table))
      .map((row) => `index ${row.name}: ${row.definition.replaceAll(`${row.schema}.`, '')}`),
    ...triggers.rows.map((row) => `trigger ${row.name} on ${row.table}`),
  ];
};
