import { type RawBuilder, sql } from 'kysely';
import type { Db, Store } from '../schema/database';

/** The table of active rows per entity table, kept by the database's own triggers. */
export const rowCountsTable = 'row_counts';

/**
 * PostgreSQL spreads a table's counter over this many rows (by id), so concurrent inserts
 * (doses recorded at the same time) rarely wait on one another's counter row.
 */
const shards = 16;

const counts = sql.table(rowCountsTable);
const [tableName, shard, rowCount, isActive] = ['tableName', 'shard', 'rowCount', 'isActive'].map((name) =>
  sql.id(name),
);

/**
 * The number of active rows of an entity table, read from the counter: exact, and as fast
 * at five million rows as at five.
 *
 * @example
 * await activeRowCount(db, 'applied_doses') // 5000000
 */
export const activeRowCount = async (db: Db, table: string) => {
  const result = await sql<{ total: number }>`SELECT CAST(COALESCE(SUM(${rowCount}), 0) AS BIGINT) AS ${sql.id('total')}
    FROM ${counts} WHERE ${tableName} = ${table}`.execute(db);
  return Number(result.rows[0]?.total ?? 0);
};

/**
 * Creates the row counter of an entity table when it has none: the counter table, triggers
 * on insert, delete and update (a soft delete or restore changes `isActive`), and the count
 * of the rows already there. The triggers count rows written by any SQL, a bulk import too.
 * Runs inside the start-up transaction; on PostgreSQL creating a trigger locks out writes to
 * the table until it commits, so no row is missed between the backfill and the triggers.
 */
export const syncRowCounter = async (store: Store, table: string) => {
  const { db } = store;
  if (store.dialect.name === 'postgres') {
    if (await hasPostgresTrigger(db, table)) return;
    await createPostgresCounter(db, table);
  } else {
    if (await hasSqliteTrigger(db, table)) return;
    await createSqliteCounter(db, table);
  }
  await sql`DELETE FROM ${counts} WHERE ${tableName} = ${table}`.execute(db);
  // SQLite's triggers update their table's one row, so it exists even at zero.
  const [shardOf, grouping] =
    store.dialect.name === 'postgres'
      ? [sql`mod(${sql.id('id')}, ${sql.lit(shards)})`, sql`GROUP BY 2`]
      : [sql`0`, sql``];
  await sql`INSERT INTO ${counts} (${tableName}, ${shard}, ${rowCount})
    SELECT ${table}, ${shardOf}, count(*) FROM ${sql.table(table)} WHERE ${isActive} = 1 ${grouping}`.execute(db);
};

const triggerNames = { insert: 'row_counts_insert', delete: 'row_counts_delete', update: 'row_counts_update' };

/** PostgreSQL only: SQLite has no TRUNCATE, and fires the delete trigger on a `DELETE` of every row. */
const truncateTrigger = 'row_counts_truncate';

const hasPostgresTrigger = async (db: Db, table: string) => {
  const result = await sql<{ found: number }>`SELECT 1 AS ${sql.id('found')} FROM pg_trigger AS tg
    JOIN pg_class AS c ON c.oid = tg.tgrelid
    WHERE c.relname = ${table} AND c.relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema()) AND tg.tgname = ${truncateTrigger}`.execute(
    db,
  );
  return result.rows.length > 0;
};

const createPostgresCounter = async (db: Db, table: string) => {
  await sql`CREATE TABLE IF NOT EXISTS ${counts} (${tableName} TEXT NOT NULL, ${shard} INTEGER NOT NULL,
    ${rowCount} BIGINT NOT NULL, PRIMARY KEY (${tableName}, ${shard}))`.execute(db);
  // One statement-level function for the three triggers: it sums the rows each statement
  // added and removed among the active ones, per shard, in shard order (a steady lock order).
  // Its search path is pinned, so a bulk import from a session with another path counts too.
  await sql`CREATE OR REPLACE FUNCTION row_counts_track() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO row_counts ("tableName", shard, "rowCount")
        SELECT TG_TABLE_NAME, mod(id, ${sql.lit(shards)}), count(*) FROM added WHERE "isActive" = 1 GROUP BY 2 ORDER BY 2
        ON CONFLICT ("tableName", shard) DO UPDATE SET "rowCount" = row_counts."rowCount" + excluded."rowCount";
      ELSIF TG_OP = 'DELETE' THEN
        INSERT INTO row_counts ("tableName", shard, "rowCount")
        SELECT TG_TABLE_NAME, mod(id, ${sql.lit(shards)}), -count(*) FROM removed WHERE "isActive" = 1 GROUP BY 2 ORDER BY 2
        ON CONFLICT ("tableName", shard) DO UPDATE SET "rowCount" = row_counts."rowCount" + excluded."rowCount";
      ELSIF TG_OP = 'TRUNCATE' THEN
        DELETE FROM row_counts WHERE "tableName" = TG_TABLE_NAME;
      ELSE
        INSERT INTO row_counts ("tableName", shard, "rowCount")
        SELECT TG_TABLE_NAME, changes.shard, sum(changes.delta) FROM (
          SELECT mod(id, ${sql.lit(shards)}) AS shard, 1 AS delta FROM added WHERE "isActive" = 1
          UNION ALL SELECT mod(id, ${sql.lit(shards)}), -1 FROM removed WHERE "isActive" = 1
        ) AS changes GROUP BY changes.shard HAVING sum(changes.delta) <> 0 ORDER BY changes.shard
        ON CONFLICT ("tableName", shard) DO UPDATE SET "rowCount" = row_counts."rowCount" + excluded."rowCount";
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  const on = sql.table(table);
  for (const name of Object.values(triggerNames))
    await sql`DROP TRIGGER IF EXISTS ${sql.id(name)} ON ${on}`.execute(db);
  await sql`CREATE TRIGGER ${sql.id(triggerNames.insert)} AFTER INSERT ON ${on} REFERENCING NEW TABLE AS added
    FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track()`.execute(db);
  await sql`CREATE TRIGGER ${sql.id(triggerNames.delete)} AFTER DELETE ON ${on} REFERENCING OLD TABLE AS removed
    FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track()`.execute(db);
  await sql`CREATE TRIGGER ${sql.id(triggerNames.update)} AFTER UPDATE ON ${on}
    REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track()`.execute(
    db,
  );
  await sql`CREATE TRIGGER ${sql.id(truncateTrigger)} AFTER TRUNCATE ON ${on}
    FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track()`.execute(db);
};

/** SQLite trigger names are per database: each carries its table's name. */
const sqliteTrigger = (table: string, event: keyof typeof triggerNames) => `${triggerNames[event]}_${table}`;

const hasSqliteTrigger = async (db: Db, table: string) => {
  const result = await sql<{ found: number }>`SELECT 1 AS ${sql.id('found')} FROM sqlite_master
    WHERE type = 'trigger' AND name = ${sqliteTrigger(table, 'update')}`.execute(db);
  return result.rows.length > 0;
};

/** SQLite runs one write at a time: one counter row per table, moved by row-level triggers. */
const createSqliteCounter = async (db: Db, table: string) => {
  await sql`CREATE TABLE IF NOT EXISTS ${counts} (${tableName} TEXT NOT NULL, ${shard} INTEGER NOT NULL,
    ${rowCount} INTEGER NOT NULL, PRIMARY KEY (${tableName}, ${shard}))`.execute(db);
  const on = sql.table(table);
  const add = (delta: RawBuilder<unknown>) =>
    sql`UPDATE ${counts} SET ${rowCount} = ${rowCount} + ${delta} WHERE ${tableName} = ${sql.lit(table)} AND ${shard} = 0`;
  for (const event of Object.keys(triggerNames) as (keyof typeof triggerNames)[]) {
    await sql`DROP TRIGGER IF EXISTS ${sql.id(sqliteTrigger(table, event))}`.execute(db);
  }
  await sql`CREATE TRIGGER ${sql.id(sqliteTrigger(table, 'insert'))} AFTER INSERT ON ${on}
    WHEN NEW.${isActive} = 1 BEGIN ${add(sql`1`)}; END`.execute(db);
  await sql`CREATE TRIGGER ${sql.id(sqliteTrigger(table, 'delete'))} AFTER DELETE ON ${on}
    WHEN OLD.${isActive} = 1 BEGIN ${add(sql`-1`)}; END`.execute(db);
  await sql`CREATE TRIGGER ${sql.id(sqliteTrigger(table, 'update'))} AFTER UPDATE OF ${isActive} ON ${on}
    WHEN (OLD.${isActive} = 1) IS NOT (NEW.${isActive} = 1)
    BEGIN ${add(sql`(NEW.${isActive} = 1) - (OLD.${isActive} = 1)`)}; END`.execute(db);
};
