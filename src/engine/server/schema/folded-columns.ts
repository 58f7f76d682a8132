import { type RawBuilder, sql } from 'kysely';
import { searchFolding } from '../../search';
import type { Db } from './database';
import type { Dialect } from './dialect';

/**
 * The most `replace()` calls one SQLite column nests. Debian 12's sqlite3 (3.40) reports
 * "parser stack overflow" for a column of about 30, and then refuses every statement on the
 * file (an operator's `PRAGMA integrity_check`, a backup read back): the 62 of the whole fold
 * are split into stages well below that.
 */
const replacesPerStage = 16;

/** One generated column of a fold: its name and the expression that computes it. */
export type FoldedColumn = { name: string; expression: RawBuilder<string> };

/**
 * The generated columns that hold `source` folded as normalizeSearch folds it, the last one
 * named `column`. SQLite: the fold's `replace()` calls in stages of at most 16, each stage a
 * column reading the one before (`searchText_1` … `searchText_3`, then `searchText`), so no
 * column of the schema nests deeper than sqlite3 3.37 and later parse; PostgreSQL: the one
 * column with the whole fold (its generated columns may not read each other, and its parser
 * has no such limit).
 *
 * @example
 * foldedColumns(sqliteDialect, 'nameCountry_fold', sql.ref('nameCountry'))
 * // nameCountry_fold_1 = replace(…replace(lower("nameCountry"), 'À', 'a')…), … nameCountry_fold = replace(…"nameCountry_fold_3"…)
 */
export const foldedColumns = (dialect: Dialect, column: string, source: RawBuilder<unknown>): FoldedColumn[] => {
  if (dialect.name === 'postgres') return [{ name: column, expression: dialect.fold(source) }];
  const stages = Array.from({ length: Math.ceil(searchFolding.length / replacesPerStage) }, (_, index) =>
    searchFolding.slice(index * replacesPerStage, (index + 1) * replacesPerStage),
  );
  return stages.map((pairs, index) => ({
    name: index === stages.length - 1 ? column : stageName(column, index + 1),
    expression: replaced(index === 0 ? sql`lower(${source})` : sql.ref(stageName(column, index)), pairs),
  }));
};

/**
 * Adds the {@link foldedColumns} of `source` to a table: VIRTUAL on SQLite (computed when read,
 * nothing stored but what an index on them keeps), STORED on PostgreSQL.
 *
 * @example
 * await addFoldedColumns({ db, dialect, table: 'countries', column: 'nameCountry_fold', source: sql.ref('nameCountry') });
 */
export const addFoldedColumns = async (options: {
  db: Db;
  dialect: Dialect;
  table: string;
  column: string;
  source: RawBuilder<unknown>;
}) => {
  const { db, dialect, table, column, source } = options;
  const storage = sql.raw(dialect.name === 'postgres' ? 'STORED' : 'VIRTUAL');
  for (const { name, expression } of foldedColumns(dialect, column, source)) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN ${sql.id(name)} TEXT GENERATED ALWAYS AS (${expression}) ${storage}`.execute(
      db,
    );
  }
};

/**
 * Drops the folded column `column` and its stages, whatever their number when they were made
 * (an older version's single SQLite column too); nothing when there is none.
 *
 * @example
 * await dropFoldedColumns({ db, dialect, table: 'patients', column: 'searchText' });
 */
export const dropFoldedColumns = async (options: { db: Db; dialect: Dialect; table: string; column: string }) => {
  const { db, dialect, table, column } = options;
  if (dialect.name === 'postgres') {
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN IF EXISTS ${sql.id(column)}`.execute(db);
    return;
  }
  const present = await sql<{ name: string }>`SELECT name FROM pragma_table_xinfo(${table})`.execute(db);
  const stageNumber = (name: string) => (name === column ? Number.POSITIVE_INFINITY : stageOf(column, name));
  // Each stage reads the one before: the last is dropped first.
  const folded = present.rows
    .map((row) => row.name)
    .filter((name) => stageNumber(name) > 0)
    .sort((left, right) => stageNumber(right) - stageNumber(left));
  for (const name of folded) await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN ${sql.id(name)}`.execute(db);
};

const stageName = (column: string, stage: number) => `${column}_${stage}`;

/** The stage number of a column of `column`'s fold, or 0 when it is none. */
const stageOf = (column: string, name: string) => {
  const match = name.startsWith(`${column}_`) ? /^\d+$/.exec(name.slice(column.length + 1)) : null;
  return match ? Number(match[0]) : 0;
};

/** `replace(…replace(<text>, 'À', 'a')…, 'Å', 'a')`: one call per pair. */
const replaced = (text: RawBuilder<unknown>, pairs: readonly (readonly [string, string])[]) =>
  pairs.reduce<RawBuilder<unknown>>(
    (inner, [from, to]) => sql`replace(${inner}, ${sql.lit(from)}, ${sql.lit(to)})`,
    text,
  ) as RawBuilder<string>;
