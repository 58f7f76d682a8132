import { type CreateTableBuilder, sql } from 'kysely';
import { type AnyEntity, isRouteBacked } from '../../contract/entity';
import { syncListSchema } from '../lists/list-schema';
import { syncSearchSchema } from '../lists/search-schema';
import { syncScopeMembers } from '../scope/members-sync';
import {
  foldedName,
  legacyUniqueNameIndex,
  syncFoldedName,
  uniqueNameFields,
  uniqueNameIndex,
  uniqueValueIndex,
} from '../writes/unique-names';
import type { Db, Store } from './database';
import { exclusiveTransaction } from './exclusive-transaction';
import { columnTypeOf, dependencyOrder, tableOf } from './tables';

/** A table the server needs beside the entities' (login attempts, for example), in neutral terms. */
export type ExtraTable = {
  name: string;
  columns: Readonly<Record<string, 'text' | 'integer'>>;
  indexes?: readonly (readonly string[])[];
  /** Column sets no two rows may share (an `INSERT … ON CONFLICT` needs one). */
  uniqueIndexes?: readonly (readonly string[])[];
};

/**
 * Creates the tables of the given entities and the extra tables, or adds the columns and
 * indexes a config or an extra table has gained since, then the structures derived from the
 * configs (unique name indexes, sort indexes, row counters, search). Runs at every start, after
 * the migrations, in an exclusive transaction so several API processes can start together.
 *
 * Migrations own the tables, columns and constraints of production databases; this is the
 * development push (a fresh database, a test-only entity) and the source of a migration's
 * first draft (`npm run migration:draft`). Once the migrations are applied it adds no table
 * nor column of a registered entity (tests/api/migrations.test.ts holds them to that).
 *
 * @example
 * await syncSchema({ store, entities });
 */
export const syncSchema = async (options: {
  store: Store;
  entities: readonly AnyEntity[];
  extraTables?: readonly ExtraTable[];
  /** Where a start-up warning goes (an index or extension it could not create); console.warn by default. */
  warn?: (message: string) => void;
}) => {
  const warn = options.warn ?? console.warn;
  const entities = storedEntities(options.entities);
  await exclusiveTransaction(options.store, async (locked) => {
    await syncTables({ ...options, store: locked });
    for (const entity of dependencyOrder(entities)) {
      await createUniqueNameIndexes({ db: locked.db, store: locked, entity, warn });
      await syncListSchema({ store: locked, entity, entities });
    }
    await syncSearchSchema(locked, entities, warn);
    await syncScopeMembers(locked, entities);
  });
};

/**
 * The part of the sync a migration owns: the tables, columns, constraints and plain indexes
 * of the entities and the extra tables, created or added when missing. `npm run
 * migration:draft` records what it runs to write a migration's first draft.
 *
 * @example
 * await syncTables({ store: locked, entities, extraTables: [loginFailuresTable] });
 */
export const syncTables = async (options: {
  store: Store;
  entities: readonly AnyEntity[];
  extraTables?: readonly ExtraTable[];
}) => {
  const { store } = options;
  const { db } = store;
  const schema = await currentSchema(db, store);
  const tables = (await db.introspection.getTables()).filter((table) => !schema || table.schema === schema);
  const existing = new Map(tables.map((table) => [table.name, table]));
  for (const entity of dependencyOrder(storedEntities(options.entities))) {
    const table = existing.get(tableOf(entity));
    if (table) await addMissingColumns(db, entity, new Set(table.columns.map((column) => column.name)));
    else await createEntityTable(db, store, entity);
    await createIndexes(db, store, entity);
  }
  for (const extra of options.extraTables ?? []) {
    const table = existing.get(extra.name);
    if (table) await addMissingExtraColumns(db, extra, new Set(table.columns.map((column) => column.name)));
    await createExtraTable(db, store, extra);
  }
};

/** The entities whose rows the engine stores: a route-backed one's tables are the app's (its extra tables). */
const storedEntities = (entities: readonly AnyEntity[]) => entities.filter((entity) => !isRouteBacked(entity));

/** PostgreSQL's schema of the connection (its search_path); undefined on SQLite. */
export const currentSchema = async (db: Db, store: Store) => {
  if (store.dialect.name !== 'postgres') return undefined;
  const result = await sql<{ name: string }>`SELECT current_schema() AS name`.execute(db);
  return result.rows[0]?.name;
};

const withId = <T extends string>(builder: CreateTableBuilder<T, never>, store: Store) =>
  store.dialect.idColumn === 'sqlite'
    ? builder.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    : builder.addColumn('id', 'integer', (column) => column.primaryKey().generatedByDefaultAsIdentity());

const createEntityTable = async (db: Db, store: Store, entity: AnyEntity) => {
  const table = tableOf(entity);
  let builder = withId(db.schema.createTable(table).ifNotExists(), store).addColumn('isActive', 'integer', (column) =>
    column.notNull().defaultTo(1),
  );
  for (const field of entity.fields) {
    const target = field.reference?.entity;
    builder = builder.addColumn(field.name, columnTypeOf(field), (column) =>
      target ? column.references(`${target.replaceAll('-', '_')}.id`) : column,
    );
    if (field.storageMin !== undefined) {
      builder = builder.addCheckConstraint(
        `ck_${table}_${field.name}`,
        sql`${sql.ref(field.name)} >= ${sql.lit(field.storageMin)}`,
      );
    }
  }
  await builder.execute();
};

const addMissingColumns = async (db: Db, entity: AnyEntity, present: Set<string>) => {
  for (const field of entity.fields) {
    if (present.has(field.name)) continue;
    const target = field.reference?.entity;
    await db.schema
      .alterTable(tableOf(entity))
      .addColumn(field.name, columnTypeOf(field), (column) =>
        target ? column.references(`${target.replaceAll('-', '_')}.id`) : column,
      )
      .execute();
  }
};

const createIndexes = async (db: Db, store: Store, entity: AnyEntity) => {
  const table = tableOf(entity);
  for (const field of entity.fields) {
    if (field.isUnique) {
      await db.schema
        .createIndex(uniqueValueIndex(entity, field))
        .ifNotExists()
        .unique()
        .on(table)
        .column(field.name)
        .where(sql.ref('isActive'), '=', sql.lit(1))
        // No change to the rule (NULLs never collide), but a query must then name the field to
        // use the index: PostgreSQL otherwise reads it as the list of active rows.
        .where(sql.ref(field.name), 'is not', null)
        .execute();
    } else if (field.isIndexed || (field.reference && store.dialect.name !== 'postgres')) {
      // PostgreSQL's is (reference, isActive, id), made with the sort indexes (sort-indexes.ts).
      await db.schema.createIndex(`ix_${table}_${field.name}`).ifNotExists().on(table).column(field.name).execute();
    }
  }
};

/**
 * A partial unique index on the folded name among active rows. A database that already holds
 * duplicate names cannot get it: the server still starts, says which table to clean up, and
 * the write's own check keeps new duplicates out.
 */
const createUniqueNameIndexes = async (options: {
  db: Db;
  store: Store;
  entity: AnyEntity;
  warn: (message: string) => void;
}) => {
  const { db, store, entity } = options;
  const table = tableOf(entity);
  for (const field of uniqueNameFields(entity)) {
    const index = uniqueNameIndex(entity, field);
    await db.schema.dropIndex(legacyUniqueNameIndex(entity, field)).ifExists().execute();
    await syncFoldedName({ db, dialect: store.dialect, entity, field });
    // A savepoint: on PostgreSQL a failed statement would otherwise abort the whole start-up transaction.
    await sql`SAVEPOINT ${sql.id(index)}`.execute(db);
    try {
      await db.schema
        .createIndex(index)
        .ifNotExists()
        .unique()
        .on(table)
        .expression(foldedName(store.dialect, field))
        .where(sql.ref('isActive'), '=', sql.lit(1))
        .execute();
      await sql`RELEASE SAVEPOINT ${sql.id(index)}`.execute(db);
    } catch (error) {
      await sql`ROLLBACK TO SAVEPOINT ${sql.id(index)}`.execute(db);
      const reason = error instanceof Error ? error.message : String(error);
      options.warn(
        `Tabla ${table}: no se pudo crear el índice único ${index} (${reason}), probablemente porque hay filas activas con el mismo ${field.name} sin distinguir mayúsculas ni acentos. Las escrituras siguen rechazando duplicados nuevos; renombre o elimine los existentes y reinicie para crearlo.`,
      );
    }
  }
};

/** A column an extra table gains later is filled with an empty value in the rows it already has. */
const addMissingExtraColumns = async (db: Db, extra: ExtraTable, present: Set<string>) => {
  for (const [name, type] of Object.entries(extra.columns)) {
    if (present.has(name)) continue;
    await db.schema
      .alterTable(extra.name)
      .addColumn(name, type, (column) => column.notNull().defaultTo(type === 'text' ? '' : 0))
      .execute();
  }
};

const createExtraTable = async (db: Db, store: Store, extra: ExtraTable) => {
  let builder = withId(db.schema.createTable(extra.name).ifNotExists(), store);
  for (const [name, type] of Object.entries(extra.columns)) {
    builder = builder.addColumn(name, type, (column) => column.notNull());
  }
  await builder.execute();
  for (const columns of extra.indexes ?? []) {
    await db.schema
      .createIndex(`ix_${extra.name}_${columns.join('_')}`)
      .ifNotExists()
      .on(extra.name)
      .columns([...columns])
      .execute();
  }
  for (const columns of extra.uniqueIndexes ?? []) {
    await db.schema
      .createIndex(`ux_${extra.name}_${columns.join('_')}`)
      .ifNotExists()
      .unique()
      .on(extra.name)
      .columns([...columns])
      .execute();
  }
};
