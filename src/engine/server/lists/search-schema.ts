import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { AnyEntity } from '../../contract/entity';
import { searchKeysOf } from '../../contract/search-keys';
import { searchFieldSeparator } from '../../search';
import type { Db, Store } from '../schema/database';
import { addFoldedColumns, dropFoldedColumns, type FoldedColumn, foldedColumns } from '../schema/folded-columns';
import { tableOf } from '../schema/tables';

/** The column, kept by the database, with a row's folded search text. */
export const searchTextColumn = 'searchText';

/** The SQLite FTS5 trigram index of an entity's search text, kept by triggers on its table. */
export const searchIndexTable = (entity: AnyEntity) => `${tableOf(entity)}_search`;

/**
 * FTS5's own table of the text the index holds (`<index>_content`, the text in column `c0`,
 * the id in `id`): one row's text read by id, or every row's in one pass, without the virtual
 * table's cost per row (1,000,000 patients: a pass 190 ms, through the virtual table 350 ms).
 */
export const searchContent = (entity: AnyEntity) => ({ table: `${searchIndexTable(entity)}_content`, text: 'c0' });

/** Which search text each table was built with, so a change of its search keys rebuilds it. */
const metaTable = 'search_schema';

/**
 * The generated columns of a row's search text: its own search fields joined by char 31 (no
 * word matches across two fields), folded by the database itself, so rows written by plain
 * SQL get it too (SQLite: in stages, see foldedColumns). Undefined when the entity has none.
 *
 * @example
 * searchTextColumns(store, patients) // [searchText_1, …, searchText = fold(coalesce(identityDocument,'') || '\x1f' || …)]
 */
export const searchTextColumns = (store: Store, entity: AnyEntity): FoldedColumn[] | undefined => {
  const source = searchTextSource(entity);
  return source && foldedColumns(store.dialect, searchTextColumn, source);
};

/** The own search fields joined by char 31, not folded yet. */
const searchTextSource = (entity: AnyEntity) => {
  const { fields } = searchKeysOf(entity);
  if (fields.length === 0) return undefined;
  const values = fields.map((field) => sql`coalesce(CAST(${sql.ref(field.name)} AS TEXT), '')`);
  return sql.join(values, sql` || ${sql.lit(searchFieldSeparator)} || `);
};

/**
 * Creates or rebuilds, per entity with own search fields, its search text and the trigram
 * index over it: SQLite, VIRTUAL generated columns (the fold in stages older sqlite3 parse)
 * and an FTS5 trigram table kept by triggers; PostgreSQL, a STORED generated column with a pg_trgm GIN index. Runs in the
 * start-up transaction, after the entity tables exist.
 *
 * @example
 * await syncSearchSchema(locked, entities);
 */
export const syncSearchSchema = async (
  store: Store,
  entities: readonly AnyEntity[],
  warn: (message: string) => void = console.warn,
) => {
  const { db } = store;
  await db.schema
    .createTable(metaTable)
    .ifNotExists()
    .addColumn('tableName', 'text', (column) => column.primaryKey())
    .addColumn('definition', 'text', (column) => column.notNull())
    .execute();
  const built = new Map(
    (await db.selectFrom(metaTable).select(['tableName', 'definition']).execute()).map((row) => [
      String(row.tableName),
      String(row.definition),
    ]),
  );
  const trigramSchema = store.dialect.name === 'postgres' ? await ensureTrigrams(db, warn) : undefined;
  for (const entity of entities) {
    const table = tableOf(entity);
    const columns = searchTextColumns(store, entity);
    const compiled = columns?.map((column) => column.expression.compile(db).sql).join(';');
    // The trigram schema too: a database that gains pg_trgm later gets its index then.
    const definition = compiled && hashOf(`${trigramSchema ?? ''}:${compiled}`);
    if (built.get(table) === definition) continue;
    await dropSearch(store, entity);
    await db.deleteFrom(metaTable).where('tableName', '=', table).execute();
    if (!columns || !definition) continue;
    if (store.dialect.name === 'postgres') await createPostgresSearch(store, entity, trigramSchema);
    else await createSqliteSearch(store, entity);
    await db.insertInto(metaTable).values({ tableName: table, definition }).execute();
  }
};

/** Version 1 of the structures; bump it to rebuild them all at the next start. */
const hashOf = (text: string) => createHash('sha256').update(`search-v1:${text}`).digest('hex').slice(0, 32);

const dropSearch = async (store: Store, entity: AnyEntity) => {
  const { db } = store;
  const table = tableOf(entity);
  if (store.dialect.name === 'sqlite') {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`DROP TRIGGER IF EXISTS ${sql.id(`${searchIndexTable(entity)}_${event}`)}`.execute(db);
    }
    await sql`DROP TABLE IF EXISTS ${sql.table(searchIndexTable(entity))}`.execute(db);
  }
  await dropFoldedColumns({ db, dialect: store.dialect, table, column: searchTextColumn });
};

/** Adds the search text's columns of an entity with own search fields. */
const addSearchText = async ({ db, dialect }: Store, entity: AnyEntity) => {
  const source = searchTextSource(entity);
  if (source) await addFoldedColumns({ db, dialect, table: tableOf(entity), column: searchTextColumn, source });
};

const createSqliteSearch = async (store: Store, entity: AnyEntity) => {
  const { db } = store;
  const [table, index, text] = [sql.table(tableOf(entity)), searchIndexTable(entity), sql.id(searchTextColumn)];
  const fts = sql.table(index);
  await addSearchText(store, entity);
  // Its own copy of the text (not external content): words too short for trigrams are then
  // found by reading this stored text, not by folding every row again.
  // case_sensitive 1: the text is folded already; FTS5's own Unicode case folding would make
  // 'Ω' find 'ω', which the browser's fold does not.
  await sql`CREATE VIRTUAL TABLE ${fts} USING fts5(${text}, tokenize='trigram case_sensitive 1')`.execute(db);
  const id = sql.ref(`${index}.rowid`);
  await sql`CREATE TRIGGER ${sql.id(`${index}_insert`)} AFTER INSERT ON ${table}
    BEGIN INSERT INTO ${fts}(rowid, ${text}) VALUES (new.id, new.${text}); END`.execute(db);
  await sql`CREATE TRIGGER ${sql.id(`${index}_delete`)} AFTER DELETE ON ${table}
    BEGIN DELETE FROM ${fts} WHERE ${id} = old.id; END`.execute(db);
  await sql`CREATE TRIGGER ${sql.id(`${index}_update`)} AFTER UPDATE ON ${table}
    WHEN old.id IS NOT new.id OR old.${text} IS NOT new.${text}
    BEGIN DELETE FROM ${fts} WHERE ${id} = old.id; INSERT INTO ${fts}(rowid, ${text}) VALUES (new.id, new.${text}); END`.execute(
    db,
  );
  await sql`INSERT INTO ${fts}(rowid, ${text}) SELECT id, ${text} FROM ${table}`.execute(db);
};

const createPostgresSearch = async (store: Store, entity: AnyEntity, trigramSchema: string | undefined) => {
  const { db } = store;
  const table = sql.table(tableOf(entity));
  const text = sql.id(searchTextColumn);
  await addSearchText(store, entity);
  if (trigramSchema === undefined) return;
  const operators = sql`${sql.id(trigramSchema)}.gin_trgm_ops`;
  await sql`CREATE INDEX ${sql.id(`ix_${tableOf(entity)}_${searchTextColumn}`)} ON ${table} USING gin (${text} ${operators})`.execute(
    db,
  );
};

/**
 * Installs pg_trgm (in `public`, so a schema dropped later does not take it along) and
 * answers the schema holding its operator classes, or undefined when this database user may
 * not install it: search then still works, by reading every row.
 */
const ensureTrigrams = async (db: Db, warn: (message: string) => void) => {
  const installed = async () =>
    (
      await sql<{ schema: string }>`SELECT n.nspname AS schema FROM pg_extension e
        JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema;
  const schema = await installed();
  if (schema !== undefined) return schema;
  let reason = '';
  for (const statement of [
    sql`CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public`,
    sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`,
  ]) {
    await sql`SAVEPOINT pg_trgm`.execute(db);
    try {
      await statement.execute(db);
      await sql`RELEASE SAVEPOINT pg_trgm`.execute(db);
      return await installed();
    } catch (error) {
      await sql`ROLLBACK TO SAVEPOINT pg_trgm`.execute(db);
      reason = error instanceof Error ? error.message : String(error);
    }
  }
  warn(`The pg_trgm extension could not be installed (${reason}): searches will read whole tables.`);
  return undefined;
};
