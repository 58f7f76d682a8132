import { sql } from 'kysely';
import type { AnyEntity } from '../../contract/entity';
import type { Store } from '../schema/database';
import { columnTypeOf } from '../schema/tables';
import { dropMemberCountTriggers, syncMemberCounts } from './members-counts';
import { createPostgresMemberTriggers } from './members-postgres';
import { createSqliteMemberTriggers } from './members-sqlite';
import { networkTables, syncPlaceKeysView } from './place-keys';
import { memberTrigger, rebuildMembersSql, type ScopeMembers, scopeMembersOf } from './scope-members';

/**
 * Creates the scope indexes of the entities that need one, at start-up after the tables: the
 * view of place keys, each index's table, its triggers, and its rows when the triggers are new
 * (a new database, an upgrade, a new trigger version), as the row counters are made.
 */
export const syncScopeMembers = async (store: Store, entities: readonly AnyEntity[]) => {
  const network = networkTables(entities);
  if (!network) return;
  await syncPlaceKeysView(store, network);
  for (const entity of entities) {
    const members = scopeMembersOf(entity, entities);
    if (!members) continue;
    const sortField = entity.fields.find((field) => field.name === members.sortField);
    const sortType = sortField ? columnTypeOf(sortField) : 'integer';
    await createMembersTable(store, members, sortType);
    const isRebuilt = !(await hasTriggers(store, members));
    if (isRebuilt) await dropMemberCountTriggers(store, members);
    // Made again at each start (their definition may have changed); the rows only when they were missing.
    if (store.dialect.name === 'postgres') await createPostgresMemberTriggers(store.db, members, network);
    else await createSqliteMemberTriggers(store.db, members, network);
    if (isRebuilt) await rebuildMembers(store, members);
    await syncMemberCounts(store, members, isRebuilt);
  }
};

const createMembersTable = async (store: Store, members: ScopeMembers, sortType: 'integer' | 'text') => {
  const isPostgres = store.dialect.name === 'postgres';
  const table = sql.table(members.table);
  const type = sortType === 'text' ? sql`TEXT` : isPostgres ? sql`BIGINT` : sql`INTEGER`;
  await sql`CREATE TABLE IF NOT EXISTS ${table} (${sql.id('rowId')} BIGINT NOT NULL, ${sql.id('placeKey')} BIGINT NOT NULL,
    ${sql.id('refs')} INTEGER NOT NULL, ${sql.id('isActive')} INTEGER NOT NULL, ${sql.id('sortKey')} ${type},
    PRIMARY KEY (${sql.id('rowId')}, ${sql.id('placeKey')}))${isPostgres ? sql`` : sql` WITHOUT ROWID`}`.execute(
    store.db,
  );
  const columns = isPostgres
    ? sql`(${sql.id('placeKey')}, ${sql.id('sortKey')} NULLS FIRST, ${sql.id('rowId')}) INCLUDE (${sql.id('isActive')})`
    : sql`(${sql.id('placeKey')}, ${sql.id('sortKey')}, ${sql.id('rowId')}, ${sql.id('isActive')})`;
  await sql`CREATE INDEX IF NOT EXISTS ${sql.id(`sk_${members.table}`)} ON ${table} ${columns}`.execute(store.db);
};

const hasTriggers = async (store: Store, members: ScopeMembers) => {
  const found =
    store.dialect.name === 'postgres'
      ? await sql`SELECT 1 FROM pg_trigger AS tg JOIN pg_class AS c ON c.oid = tg.tgrelid
          WHERE c.relname = ${members.through.table} AND tg.tgname = ${memberTrigger(members, 'through')}
          AND c.relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema())`.execute(store.db)
      : await sql`SELECT 1 FROM sqlite_master WHERE type = 'trigger' AND name = ${memberTrigger(members, 'through_insert')}`.execute(
          store.db,
        );
  return found.rows.length > 0;
};

const rebuildMembers = async (store: Store, members: ScopeMembers) => {
  await sql`DELETE FROM ${sql.table(members.table)}`.execute(store.db);
  await rebuildMembersSql(members).execute(store.db);
};
