// Drafted by `npm run migration:draft -- stock-places` from the entity configs (the vaccines'
// two columns), then the ledger's places and the stock per place written by hand.
import { sql } from 'kysely';
import { placeholderUnits } from '../../domain/org-units';
import { discardReasons, stockMovementKinds } from '../../domain/stock-movements';
import { placeTypes } from '../../domain/supply/stock-places';
import { type MigrationContext, runStatements } from '../../engine/server';

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * Each kind's change of closed vials (`vials`, also the lot's `quantity`) and of open doses
 * (`openDoses`), and a reason for a discard only: the database refuses a movement that lies
 * about its kind. A dose takes a single-dose vial (−1 vial) or a dose of an open vial (−1 dose).
 */
const kindCheck = `constraint "ck_stock_movements_kind" check ("quantity" = "vials" and "kind" in (${quoted(stockMovementKinds)}) and (
  ("kind" = 'receipt' and "vials" > 0 and "openDoses" = 0 and "reason" is null)
  or ("kind" in ('dose', 'dose-restored') and (("vials" = -1 and "openDoses" = 0) or ("vials" = 0 and "openDoses" = -1)) and "reason" is null)
  or ("kind" = 'dose-cancelled' and (("vials" = 1 and "openDoses" = 0) or ("vials" = 0 and "openDoses" = 1)) and "reason" is null)
  or ("kind" = 'vial-opened' and "vials" = -1 and "openDoses" > 0 and "reason" is null)
  or ("kind" = 'discard' and "vials" <= 0 and "openDoses" <= 0 and ("vials" < 0 or "openDoses" < 0) and "reason" in (${quoted(discardReasons)}))
  or ("kind" = 'count' and "vials" <> 0 and "openDoses" = 0 and "reason" is null)
  or ("kind" in ('transfer-out', 'transit-loss') and "vials" < 0 and "openDoses" = 0 and "reason" is null)
  or ("kind" = 'transfer-in' and "vials" > 0 and "openDoses" = 0 and "reason" is null)))`;
const balanceCheck = `constraint "ck_stock_movements_balanceAfter" check ("balanceAfter" >= 0)`;
const placeCheck = `constraint "ck_stock_movements_placeType" check ("placeType" in (${quoted(placeTypes)}))`;

const movementColumns = `"vaccineBatchId" integer not null references "vaccine_batches" ("id"), "kind" text not null, "quantity" integer not null, "reason" text, "note" text, "balanceAfter" integer not null, "at" text not null, "userId" integer references "users" ("id"), "appliedDoseId" integer, "placeType" text not null, "placeId" integer not null, "vials" integer not null, "openDoses" integer default 0 not null, "transferId" integer, ${kindCheck}, ${balanceCheck}, ${placeCheck}`;

const movementIndexes = [
  'create index if not exists "ix_stock_movements_batch" on "stock_movements" ("vaccineBatchId", "id")',
  `create index if not exists "ix_stock_movements_discards" on "stock_movements" ("at", "vaccineBatchId", "quantity", "reason") where "kind" = 'discard'`,
  `create index if not exists "ix_stock_movements_wastage" on "stock_movements" ("at", "placeType", "placeId", "vaccineBatchId") where "kind" in ('vial-opened', 'discard', 'transit-loss')`,
  'create index if not exists "ix_stock_movements_transfer" on "stock_movements" ("transferId") where "transferId" is not null',
];

const placeStock = (id: string) =>
  `create table if not exists "place_stock" (${id}, "vaccineBatchId" integer not null references "vaccine_batches" ("id"), "placeType" text not null, "placeId" integer not null, "vials" integer default 0 not null, "openDoses" integer default 0 not null, "openedAt" text, constraint "ck_place_stock_vials" check ("vials" >= 0 and "openDoses" >= 0), ${placeCheck.replace('stock_movements', 'place_stock')})`;
const placeStockIndexes = [
  'create unique index if not exists "ux_place_stock_place_batch" on "place_stock" ("placeType", "placeId", "vaccineBatchId")',
  'create index if not exists "ix_place_stock_batch" on "place_stock" ("vaccineBatchId")',
];

const oldColumns =
  '"id", "vaccineBatchId", "kind", "quantity", "reason", "note", "balanceAfter", "at", "userId", "appliedDoseId"';

/** SQLite changes no constraint in place: the ledger is copied into a new table with its places. */
const sqliteLedger = (store: number) => [
  `create table "stock_movements_placed" ("id" integer primary key autoincrement, ${movementColumns})`,
  `insert into "stock_movements_placed" (${oldColumns}, "placeType", "placeId", "vials", "openDoses")
    select ${oldColumns}, 'store', ${store}, "quantity", 0 from "stock_movements" order by "id"`,
  'drop table "stock_movements"',
  'alter table "stock_movements_placed" rename to "stock_movements"',
];

const postgresLedger = (store: number) => [
  'alter table "stock_movements" add column "placeType" text',
  'alter table "stock_movements" add column "placeId" integer',
  'alter table "stock_movements" add column "vials" integer',
  'alter table "stock_movements" add column "openDoses" integer default 0 not null',
  'alter table "stock_movements" add column "transferId" integer',
  `update "stock_movements" set "placeType" = 'store', "placeId" = ${store}, "vials" = "quantity"`,
  'alter table "stock_movements" alter column "placeType" set not null',
  'alter table "stock_movements" alter column "placeId" set not null',
  'alter table "stock_movements" alter column "vials" set not null',
  'alter table "stock_movements" drop constraint "ck_stock_movements_kind"',
  `alter table "stock_movements" add ${kindCheck}`,
  `alter table "stock_movements" add ${placeCheck}`,
];

const columnsOf = async ({ db, dialect }: MigrationContext, table: string) => {
  const query =
    dialect.name === 'postgres'
      ? sql<{ name: string }>`SELECT column_name AS "name" FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = ${table}`
      : sql<{ name: string }>`SELECT "name" FROM pragma_table_info(${table})`;
  return new Set((await query.execute(db)).rows.map((row) => row.name));
};

/** The configs' new columns, where the schema sync has not made them: a vaccine's vials, a lot's receiving store. */
const configColumns = [
  { table: 'vaccines', column: 'dosesPerVial', type: 'integer' },
  { table: 'vaccines', column: 'openVialHours', type: 'integer' },
  { table: 'vaccine_batches', column: 'storeOrgUnitId', type: 'integer references "org_units" ("id")' },
] as const;

const addConfigColumns = async (context: MigrationContext) => {
  for (const { table, column, type } of configColumns) {
    if ((await columnsOf(context, table)).has(column)) continue;
    await sql.raw(`alter table "${table}" add column "${column}" ${type}`).execute(context.db);
  }
  await runStatements(context, {
    sqlite: ['create index if not exists "ix_vaccine_batches_storeOrgUnitId" on "vaccine_batches" ("storeOrgUnitId")'],
    postgres: [],
  });
  // Every vaccine a single-dose one until an admin says otherwise.
  await sql`update "vaccines" set "dosesPerVial" = 1 where "dosesPerVial" is null`.execute(context.db);
};

/** The national unit's id, its store holding every lot's stock; one is made when lots exist and no unit does. */
const nationalStore = async ({ db }: MigrationContext): Promise<number> => {
  const unit = await sql<{ id: number }>`SELECT "id" FROM "org_units" WHERE "level" = 'national'
    ORDER BY "isActive" DESC, "id" LIMIT 1`.execute(db);
  if (unit.rows[0]) return Number(unit.rows[0].id);
  const batches = await sql<{ id: number }>`SELECT "id" FROM "vaccine_batches" LIMIT 1`.execute(db);
  if (!batches.rows[0]) return 0;
  const made = await sql<{ id: number }>`INSERT INTO "org_units" ("name", "level", "parentId", "isActive")
    VALUES (${placeholderUnits.national}, 'national', NULL, 1) RETURNING "id"`.execute(db);
  return Number(made.rows[0]?.id);
};

/**
 * Stock held at places (issue 42, docs/supply.md): every movement names its place (`placeType`,
 * `placeId`) and carries `vials` (the change of closed vials, the lot's `quantity`) and
 * `openDoses` (the change of doses in opened vials), and a transfer's movements its `transferId`;
 * `place_stock` keeps each lot's stock on hand per place; a vaccine says its `dosesPerVial` (1
 * by default) and `openVialHours`. Every lot's stock moves to the national store, with its past
 * movements. Safe to run again (the test databases run it after the schema sync).
 */
export const up = async (context: MigrationContext) => {
  await addConfigColumns(context);
  if ((await columnsOf(context, 'stock_movements')).has('placeType')) return;
  const store = await nationalStore(context);
  await sql`update "vaccine_batches" set "storeOrgUnitId" = ${store} where "storeOrgUnitId" is null`.execute(
    context.db,
  );
  await runStatements(context, { sqlite: sqliteLedger(store), postgres: postgresLedger(store) });
  const id =
    context.dialect.name === 'postgres'
      ? '"id" integer generated by default as identity primary key'
      : '"id" integer primary key autoincrement';
  await runStatements(context, {
    sqlite: [...movementIndexes, placeStock(id), ...placeStockIndexes],
    postgres: [...movementIndexes, placeStock(id), ...placeStockIndexes],
  });
  await sql`INSERT INTO "place_stock" ("vaccineBatchId", "placeType", "placeId", "vials", "openDoses")
    SELECT "id", 'store', ${store}, coalesce("availableQuantity", 0), 0 FROM "vaccine_batches" ORDER BY "id"`.execute(
    context.db,
  );
};
