import fs from 'node:fs';
import path from 'node:path';
import { type LogEvent, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Store } from '../../src/engine/server/schema/database';
import { hasTable, migrateToLatest } from '../../src/engine/server/schema/migrations';
import { syncTables } from '../../src/engine/server/schema/schema-sync';
import { tableOf } from '../../src/engine/server/schema/tables';
import { entities } from '../../src/entities';
import { extraTables } from '../../src/server/extra-tables';
import { migrations } from '../../src/server/migrations';
import * as baseline from '../../src/server/migrations/0001-baseline';
import * as patientForecasts from '../../src/server/migrations/0010-patient-forecasts';
import * as doseCounts from '../../src/server/migrations/0012-dose-counts';
import * as stockMovements from '../../src/server/migrations/0013-stock-movements';
import * as adverseEvents from '../../src/server/migrations/0014-adverse-events';
import * as stockPlaces from '../../src/server/migrations/0020-stock-places';
import * as groupForecasts from '../../src/server/migrations/0023-group-forecasts';
import * as scheduleVersion from '../../src/server/migrations/0024-schedule-version';
import * as programmeDays from '../../src/server/migrations/0027-programme-days';
import { prepareDatabase } from '../../src/server/prepare-database';
import { schemaSnapshot } from '../helpers/schema-snapshot';
import { openTestStore } from '../helpers/test-store';

const folder = path.resolve(import.meta.dirname, '../../src/server/migrations');

let drops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(drops.map((drop) => drop()));
  drops = [];
});

const freshStore = async (options: Parameters<typeof openTestStore>[0] = {}) => {
  const { store, drop } = await openTestStore(options);
  drops.push(drop);
  return store;
};

const appliedMigrations = async (store: Store) =>
  (await store.db.selectFrom('kysely_migration').select('name').orderBy('name').execute()).map((row) => row.name);

const context = (store: Store) => ({ db: store.db, dialect: store.dialect });

describe('migrations', () => {
  it('should build the same tables, columns, constraints and indexes as the schema sync of the configs', async () => {
    const migrated = await freshStore();
    const synced = await freshStore();

    await migrateToLatest({ store: migrated, migrations });
    await syncTables({ store: synced, entities, extraTables });
    await patientForecasts.up(context(synced)); // derived from the doses, declared by no config
    await groupForecasts.up(context(synced));
    await doseCounts.up(context(synced)); // the same, kept by triggers on the doses
    await stockMovements.up(context(synced)); // the lots' ledger, written by the stock's writes
    await stockPlaces.up(context(synced)); // its places, and the stock per place
    await adverseEvents.keepBatchCounts(context(synced)); // each lot's ESAVI count, kept by triggers
    await scheduleVersion.up(context(synced)); // the schedule's version, moved by triggers on its tables
    await programmeDays.up(context(synced)); // the programme's zone and the doses not valid, read by the counts

    const snapshot = await schemaSnapshot(migrated);
    expect(snapshot, 'the configs need a migration: npm run migration:draft -- <name> (docs/operations.md)').toEqual(
      await schemaSnapshot(synced),
    );
    // The product's unique indexes; a new entity's `isUnique` field adds its own.
    expect(snapshot.filter((line) => line.startsWith('index ux_'))).toEqual(
      expect.arrayContaining([
        expect.stringContaining('ux_idempotency_keys_userId_idempotencyKey'),
        expect.stringContaining('ux_patients_identityDocument_active'),
        expect.stringContaining('ux_users_email_active'),
        expect.stringContaining('ux_vaccine_batches_batchNumber_active'),
      ]),
    );
    const entityUniqueIndexes = snapshot.filter((line) =>
      entities.some((entity) => line.startsWith(`index ux_${tableOf(entity)}_`)),
    );
    expect(
      entityUniqueIndexes.filter((line) => !/_active: /.test(line)),
      'unique among active rows only',
    ).toEqual([]);
  });

  it('should apply every migration once, in order, and nothing on the next start', async () => {
    const store = await freshStore();

    expect(await migrateToLatest({ store, migrations })).toEqual(Object.keys(migrations));
    expect(await migrateToLatest({ store, migrations })).toEqual([]);

    expect(await appliedMigrations(store)).toEqual(Object.keys(migrations));
  });

  it('should record the baseline of a database made before migrations without running it and keep its rows', async () => {
    const statements: string[] = [];
    const store = await freshStore({
      log: (event: LogEvent) => {
        if (event.level === 'query') statements.push(event.query.sql);
      },
    });
    await baseline.up(context(store));
    const baselineTables: string[] = [];
    for (const table of entities.map(tableOf)) if (await hasTable(context(store), table)) baselineTables.push(table);
    await store.db.insertInto('countries').values({ nameCountry: 'Perú', isActive: 1 }).execute();
    await store.db.insertInto('vaccine_batches').values({ batchNumber: 'LT-7', isActive: 0 }).execute();
    const before = await store.db.selectFrom('vaccine_batches').selectAll().execute();
    statements.length = 0;

    await prepareDatabase({ store, seedDemo: false });

    // A later migration may create an entity's table (a drafted one does); the baseline's are never made again.
    expect(baselineTables).toEqual(expect.arrayContaining(['users', 'countries', 'vaccine_batches']));
    const remade = baselineTables.map((table) => `create table if not exists "${table}"`);
    expect(statements.filter((statement) => remade.some((start) => statement.startsWith(start)))).toEqual([]);
    expect(await appliedMigrations(store)).toEqual(Object.keys(migrations));
    expect(await store.db.selectFrom('vaccine_batches').selectAll().execute()).toEqual(
      before.map((row) => expect.objectContaining(row)),
    );
    expect(await store.db.selectFrom('countries').select('nameCountry').execute()).toEqual([{ nameCountry: 'Perú' }]);
    await store.db.insertInto('vaccine_batches').values({ batchNumber: 'LT-7', isActive: 1 }).execute();
    await expect(
      store.db.insertInto('vaccine_batches').values({ batchNumber: 'LT-7', isActive: 1 }).execute(),
    ).rejects.toThrow(/unique/i);
  });

  it('should roll back a failed migration with everything else of its start, and name it', async () => {
    const store = await freshStore();
    const broken = {
      ...migrations,
      '9999-broken': {
        up: async ({ db }: { db: Store['db'] }) => {
          await db.schema.createTable('half_done').addColumn('id', 'integer').execute();
          await sql`SELECT * FROM no_such_table`.execute(db);
        },
      },
    };

    await expect(migrateToLatest({ store, migrations: broken })).rejects.toThrow(/^Migration 9999-broken failed: /);

    for (const table of ['users', 'half_done', 'kysely_migration']) {
      expect(await hasTable(context(store), table)).toBe(false);
    }
  });

  it('should register every file of src/server/migrations, in the order of their numbers', () => {
    const files = fs
      .readdirSync(folder)
      .filter((file) => file !== 'index.ts')
      .map((file) => file.replace(/\.ts$/, ''));

    expect(Object.keys(migrations)).toEqual(files.sort());
    expect(files.every((file) => /^\d{4}-[a-z0-9-]+$/.test(file))).toBe(true);
  });
});
