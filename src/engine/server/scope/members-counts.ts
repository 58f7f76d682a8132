import { sql } from 'kysely';
import type { Db, Store } from '../schema/database';
import { q } from './members-sql';
import { memberTrigger, type ScopeMembers } from './scope-members';

/**
 * The active rows of a scope index per place key, kept by triggers on the index itself: a whole
 * scope's total, exact and read in one row per shard (a district's 236,000 patients counted in
 * the index took as long as the page). PostgreSQL spreads each key over shards (by row id), as
 * the row counters do, so doses recorded at once at one region's centres rarely wait on one row.
 */
export const memberCountsTable = (members: Pick<ScopeMembers, 'table'>) => `${members.table}_counts`;

const shards = 16;

/**
 * The number of active rows filed under a key.
 *
 * @example
 * await memberCount(db, members, -5) // 235308
 */
export const memberCount = async (db: Db, table: string, placeKey: number) => {
  const result = await sql<{
    total: number;
  }>`SELECT CAST(COALESCE(SUM(${sql.ref('rowCount')}), 0) AS BIGINT) AS ${sql.id('total')}
    FROM ${sql.table(table)} WHERE ${sql.ref('placeKey')} = ${placeKey}`.execute(db);
  return Number(result.rows[0]?.total ?? 0);
};

/** The counts table of an index, its triggers, and its rows counted again when `isRebuilt` or the triggers are missing. */
export const syncMemberCounts = async (store: Store, members: ScopeMembers, isRebuilt: boolean) => {
  const isPostgres = store.dialect.name === 'postgres';
  const table = q(memberCountsTable(members));
  await sql
    .raw(`CREATE TABLE IF NOT EXISTS ${table} ("placeKey" BIGINT NOT NULL, "shard" INTEGER NOT NULL,
      "rowCount" BIGINT NOT NULL, PRIMARY KEY ("placeKey", "shard"))`)
    .execute(store.db);
  if (!isRebuilt && (await hasCountTriggers(store, members))) return;
  await dropMemberCountTriggers(store, members);
  const shard = isPostgres ? `mod("rowId", ${shards})` : '0';
  await sql.raw(`DELETE FROM ${table}`).execute(store.db);
  await sql
    .raw(`INSERT INTO ${table} ("placeKey", "shard", "rowCount")
      SELECT "placeKey", ${shard}, count(*) FROM ${q(members.table)} WHERE "isActive" = 1
      GROUP BY "placeKey"${isPostgres ? `, ${shard}` : ''}`)
    .execute(store.db);
  if (isPostgres) await createPostgresCountTriggers(store.db, members);
  else await createSqliteCountTriggers(store.db, members);
};

const triggerName = (members: ScopeMembers, event: string) => memberTrigger(members, `count_${event}`);

const hasCountTriggers = async (store: Store, members: ScopeMembers) => {
  const name = triggerName(members, 'insert');
  const found =
    store.dialect.name === 'postgres'
      ? await sql`SELECT 1 FROM pg_trigger AS tg JOIN pg_class AS c ON c.oid = tg.tgrelid
          WHERE c.relname = ${members.table} AND tg.tgname = ${name}
          AND c.relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema())`.execute(store.db)
      : await sql`SELECT 1 FROM sqlite_master WHERE type = 'trigger' AND name = ${name}`.execute(store.db);
  return found.rows.length > 0;
};

/** Drops the counting triggers: a rebuild of the index then counts once, afterwards. */
export const dropMemberCountTriggers = async (store: Store, members: ScopeMembers) => {
  const on = store.dialect.name === 'postgres' ? ` ON ${q(members.table)}` : '';
  for (const event of ['insert', 'delete', 'update']) {
    await sql.raw(`DROP TRIGGER IF EXISTS ${q(triggerName(members, event))}${on}`).execute(store.db);
  }
};

const upsertCount = (members: ScopeMembers) =>
  `ON CONFLICT ("placeKey", "shard") DO UPDATE SET "rowCount" = ${q(memberCountsTable(members))}."rowCount" + excluded."rowCount"`;

const createSqliteCountTriggers = async (db: Db, members: ScopeMembers) => {
  const [counts, table] = [q(memberCountsTable(members)), q(members.table)];
  const add = (key: string, delta: string) =>
    `INSERT INTO ${counts} ("placeKey", "shard", "rowCount") VALUES (${key}, 0, ${delta}) ${upsertCount(members)}`;
  const bodies = {
    insert: `AFTER INSERT ON ${table} WHEN NEW."isActive" = 1 BEGIN ${add('NEW."placeKey"', '1')}; END`,
    delete: `AFTER DELETE ON ${table} WHEN OLD."isActive" = 1 BEGIN ${add('OLD."placeKey"', '-1')}; END`,
    update: `AFTER UPDATE OF "isActive" ON ${table} WHEN (OLD."isActive" = 1) IS NOT (NEW."isActive" = 1)
      BEGIN ${add('NEW."placeKey"', '(NEW."isActive" = 1) - (OLD."isActive" = 1)')}; END`,
  };
  for (const [event, body] of Object.entries(bodies)) {
    await sql.raw(`CREATE TRIGGER ${q(triggerName(members, event))} ${body}`).execute(db);
  }
};

const createPostgresCountTriggers = async (db: Db, members: ScopeMembers) => {
  const [counts, table] = [q(memberCountsTable(members)), q(members.table)];
  const fn = q(memberTrigger(members, 'count'));
  const changes = (parts: string) => `INSERT INTO ${counts} ("placeKey", "shard", "rowCount")
    SELECT c."placeKey", c."shard", sum(c."d") FROM (${parts}) AS c
    GROUP BY c."placeKey", c."shard" HAVING sum(c."d") <> 0 ORDER BY c."placeKey", c."shard" ${upsertCount(members)}`;
  const rows = (from: string, d: number) =>
    `SELECT "placeKey", mod("rowId", ${shards}) AS "shard", ${d} AS "d" FROM ${from} WHERE "isActive" = 1`;
  await sql
    .raw(`CREATE OR REPLACE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $body$ BEGIN
      IF TG_OP = 'INSERT' THEN ${changes(rows('added', 1))};
      ELSIF TG_OP = 'DELETE' THEN ${changes(rows('removed', -1))};
      ELSE ${changes(`${rows('added', 1)} UNION ALL ${rows('removed', -1)}`)};
      END IF;
      RETURN NULL;
    END $body$`)
    .execute(db);
  const events = {
    insert: 'AFTER INSERT ON %t REFERENCING NEW TABLE AS added',
    delete: 'AFTER DELETE ON %t REFERENCING OLD TABLE AS removed',
    update: 'AFTER UPDATE ON %t REFERENCING OLD TABLE AS removed NEW TABLE AS added',
  };
  for (const [event, on] of Object.entries(events)) {
    await sql
      .raw(
        `CREATE TRIGGER ${q(triggerName(members, event))} ${on.replace('%t', table)} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
      )
      .execute(db);
  }
};
