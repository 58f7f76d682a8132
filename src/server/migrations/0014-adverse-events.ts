// Drafted by `npm run migration:draft -- adverse-events` from the entity configs, reviewed; the
// lots' report counts and their triggers written by hand.
import { type MigrationContext, runStatements } from '../../engine/server';

const count = '"adverseEventCount"';
const batches = '"vaccine_batches"';

/** The lot of a report, `row` being NEW or OLD: its dose's batch (none for a historical dose). */
const batchOf = (row: string) =>
  `(SELECT d."vaccineBatchId" FROM "applied_doses" AS d WHERE d."id" = ${row}."appliedDoseId")`;

/** Moves the count of the report's lot by `delta` (1 or -1). */
const moveCount = (row: string, delta: string) =>
  `UPDATE ${batches} SET ${count} = coalesce(${count}, 0) + ${delta} WHERE "id" = ${batchOf(row)}`;

/** The active reports of the dose `row` (NEW or OLD of `applied_doses`). */
const reportsOfDose = (row: string) =>
  `(SELECT count(*) FROM "adverse_events" AS e WHERE e."appliedDoseId" = ${row}."id" AND e."isActive" = 1)`;

/** Every lot's count computed from the reports stored. */
const recount = `UPDATE ${batches} SET ${count} = (SELECT count(*) FROM "adverse_events" AS e
  JOIN "applied_doses" AS d ON d."id" = e."appliedDoseId"
  WHERE d."vaccineBatchId" = ${batches}."id" AND e."isActive" = 1)`;

/** SQLite writes one at a time: row-level triggers move one count each. */
const sqliteCounts = [
  `CREATE TRIGGER IF NOT EXISTS "adverse_event_counts_insert" AFTER INSERT ON "adverse_events" WHEN NEW."isActive" = 1
    BEGIN ${moveCount('NEW', '1')}; END`,
  `CREATE TRIGGER IF NOT EXISTS "adverse_event_counts_delete" AFTER DELETE ON "adverse_events" WHEN OLD."isActive" = 1
    BEGIN ${moveCount('OLD', '-1')}; END`,
  `CREATE TRIGGER IF NOT EXISTS "adverse_event_counts_update" AFTER UPDATE OF "isActive", "appliedDoseId" ON "adverse_events"
    WHEN OLD."isActive" IS NOT NEW."isActive" OR OLD."appliedDoseId" IS NOT NEW."appliedDoseId"
    BEGIN
      ${moveCount('OLD', '-1')} AND OLD."isActive" = 1;
      ${moveCount('NEW', '1')} AND NEW."isActive" = 1;
    END`,
  `CREATE TRIGGER IF NOT EXISTS "adverse_event_counts_dose_lot" AFTER UPDATE OF "vaccineBatchId" ON "applied_doses"
    WHEN OLD."vaccineBatchId" IS NOT NEW."vaccineBatchId" AND ${reportsOfDose('NEW')} > 0
    BEGIN
      UPDATE ${batches} SET ${count} = coalesce(${count}, 0) - ${reportsOfDose('NEW')} WHERE "id" = OLD."vaccineBatchId";
      UPDATE ${batches} SET ${count} = coalesce(${count}, 0) + ${reportsOfDose('NEW')} WHERE "id" = NEW."vaccineBatchId";
    END`,
  recount,
];

/** PostgreSQL: the same moves in row-level trigger functions, their search path pinned as 0012's. */
const postgresCounts = [
  `CREATE OR REPLACE FUNCTION adverse_event_counts_track() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
    BEGIN
      IF TG_OP = 'TRUNCATE' THEN
        UPDATE ${batches} SET ${count} = 0 WHERE ${count} <> 0;
        RETURN NULL;
      END IF;
      IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."isActive" = 1 THEN
        ${moveCount('OLD', '-1')};
      END IF;
      IF TG_OP IN ('UPDATE', 'INSERT') AND NEW."isActive" = 1 THEN
        ${moveCount('NEW', '1')};
      END IF;
      RETURN NULL;
    END $$`,
  `CREATE OR REPLACE FUNCTION adverse_event_counts_dose_lot() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
    DECLARE reports integer := ${reportsOfDose('NEW')};
    BEGIN
      IF reports > 0 THEN
        UPDATE ${batches} SET ${count} = coalesce(${count}, 0) - reports WHERE "id" = OLD."vaccineBatchId";
        UPDATE ${batches} SET ${count} = coalesce(${count}, 0) + reports WHERE "id" = NEW."vaccineBatchId";
      END IF;
      RETURN NULL;
    END $$`,
  'DROP TRIGGER IF EXISTS "adverse_event_counts_write" ON "adverse_events"',
  'DROP TRIGGER IF EXISTS "adverse_event_counts_update" ON "adverse_events"',
  'DROP TRIGGER IF EXISTS "adverse_event_counts_truncate" ON "adverse_events"',
  'DROP TRIGGER IF EXISTS "adverse_event_counts_dose_lot" ON "applied_doses"',
  `CREATE TRIGGER "adverse_event_counts_write" AFTER INSERT OR DELETE ON "adverse_events"
    FOR EACH ROW EXECUTE FUNCTION adverse_event_counts_track()`,
  `CREATE TRIGGER "adverse_event_counts_update" AFTER UPDATE OF "isActive", "appliedDoseId" ON "adverse_events"
    FOR EACH ROW WHEN (OLD."isActive" IS DISTINCT FROM NEW."isActive" OR OLD."appliedDoseId" IS DISTINCT FROM NEW."appliedDoseId")
    EXECUTE FUNCTION adverse_event_counts_track()`,
  `CREATE TRIGGER "adverse_event_counts_truncate" AFTER TRUNCATE ON "adverse_events"
    FOR EACH STATEMENT EXECUTE FUNCTION adverse_event_counts_track()`,
  `CREATE TRIGGER "adverse_event_counts_dose_lot" AFTER UPDATE OF "vaccineBatchId" ON "applied_doses"
    FOR EACH ROW WHEN (OLD."vaccineBatchId" IS DISTINCT FROM NEW."vaccineBatchId")
    EXECUTE FUNCTION adverse_event_counts_dose_lot()`,
  recount,
];

/**
 * A lot's active ESAVI reports (`vaccine_batches.adverseEventCount`, the count /lotes shows),
 * kept by the database's own triggers through every report's insert, deletion, restore and
 * change of dose, and a dose's move to another lot, whoever writes: the API or an import in
 * plain SQL; then filled from the reports stored. A new lot starts at 0 by its behaviour (a
 * trigger updating the row it inserts would upset SQLite's search index), or at NULL when
 * imported in plain SQL, which the triggers count as 0. The tests' API, whose tables come
 * from the configs, calls it after the schema sync.
 */
export const keepBatchCounts = (context: MigrationContext) =>
  runStatements(context, { sqlite: sqliteCounts, postgres: postgresCounts });

/**
 * The ESAVI reports (`adverse_events`: a dose, the onset's day, severity, description, outcome
 * and who reported it) and each lot's count of them. The start makes PostgreSQL's reference
 * indexes, as for every reference (sort-indexes.ts); SQLite's plain ones are here.
 */
export const up = async (context: MigrationContext) => {
  await runStatements(context, {
    sqlite: [
      `alter table ${batches} add column ${count} integer`,
      'create table if not exists "adverse_events" ("id" integer primary key autoincrement, "isActive" integer default 1 not null, "appliedDoseId" integer references "applied_doses" ("id"), "onsetDate" text, "severity" text, "description" text, "outcome" text, "reportedByUserId" integer references "users" ("id"))',
      'create index if not exists "ix_adverse_events_appliedDoseId" on "adverse_events" ("appliedDoseId")',
      'create index if not exists "ix_adverse_events_reportedByUserId" on "adverse_events" ("reportedByUserId")',
    ],
    postgres: [
      `alter table ${batches} add column ${count} integer`,
      'create table if not exists "adverse_events" ("id" integer generated by default as identity primary key, "isActive" integer default 1 not null, "appliedDoseId" integer references "applied_doses" ("id"), "onsetDate" text, "severity" text, "description" text, "outcome" text, "reportedByUserId" integer references "users" ("id"))',
    ],
  });
  await keepBatchCounts(context);
};
