import { rmSync } from 'node:fs';
import path from 'node:path';
import { postgresWriter } from './postgres-writer.mjs';
import { sqliteWriter } from './sqlite-writer.mjs';

/**
 * A row as the bench writes it: column name to value.
 * @typedef {Record<string, unknown>} Row
 */
/**
 * Bulk writes into the bench database, with SQLite's `?` placeholders (sqlite-writer.mjs,
 * postgres-writer.mjs).
 * @typedef {{
 *   insert: (table: string, rows: readonly Row[]) => Promise<void>,
 *   settle: (table: string) => Promise<void>,
 *   bulkLoad: (table: string, load: () => Promise<void>) => Promise<void>,
 *   execute: (text: string, parameters?: unknown[]) => Promise<void>,
 *   query: (text: string, parameters?: unknown[]) => Promise<Row[]>,
 *   close: () => Promise<void>,
 * }} Writer
 */

/** @typedef {{ databaseUrl?: string, dataDir: string }} Place */

export const sqliteFile = (/** @type {string} */ dataDir) => path.join(dataDir, 'vacunas.sqlite');

/**
 * Empties the bench database before a run: the SQLite files under the data folder, or the
 * whole public schema in PostgreSQL (tables, row counters, search structures, extensions). A
 * PostgreSQL database whose name does not say `bench` is refused, so a run can never wipe
 * real data.
 *
 * @param {Place} place
 */
export const resetDatabase = async ({ databaseUrl, dataDir }) => {
  if (!databaseUrl) {
    rmSync(dataDir, { recursive: true, force: true });
    return;
  }
  const name = new URL(databaseUrl).pathname.slice(1);
  if (!name.includes('bench')) {
    throw new Error(`DATABASE_URL names "${name}": the bench empties its database, so its name must contain "bench"`);
  }
  const writer = postgresWriter(databaseUrl);
  await writer.execute('DROP SCHEMA IF EXISTS "public" CASCADE');
  await writer.execute('CREATE SCHEMA "public"');
  await writer.close();
};

/**
 * Bulk writes into the bench database, with the driver of its dialect.
 *
 * @param {Place} place
 * @returns {Writer}
 */
export const openWriter = ({ databaseUrl, dataDir }) =>
  databaseUrl ? postgresWriter(databaseUrl) : sqliteWriter(sqliteFile(dataDir));
