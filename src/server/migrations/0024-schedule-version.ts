// Written by hand: a counter of the schedule's changes, kept by the database's own triggers.
import { type MigrationContext, runStatements } from '../../engine/server';
import { scheduleTables, scheduleVersionTable } from '../cdsi/schedule-version';

const table = `"${scheduleVersionTable}"`;
const bump = `UPDATE ${table} SET "version" = "version" + 1 WHERE "id" = 1`;

/**
 * The schedule's version: one row (with a key of its own per database, so that a process that
 * holds several databases, as the tests do, never mistakes one's schedule for another's), moved by every write of the tables the CDSi schedule is read
 * from, whoever writes them (any API process, a migration, a bulk load). A process keeps the
 * schedule it parsed while the version it read it at holds (stored-schedule.ts), instead of
 * reading and parsing every antigen's document for each dose.
 */
export const up = (context: MigrationContext) =>
  runStatements(context, {
    sqlite: [
      `create table if not exists ${table} ("id" integer primary key, "version" integer not null, "databaseKey" text not null)`,
      `insert into ${table} ("id", "version", "databaseKey") values (1, 1, lower(hex(randomblob(16)))) on conflict do nothing`,
      ...scheduleTables.flatMap((name) =>
        ['insert', 'update', 'delete'].map(
          (event) => `create trigger if not exists "schedule_version_${name}_${event}" after ${event} on "${name}"
            begin ${bump}; end`,
        ),
      ),
    ],
    postgres: [
      `create table if not exists ${table} ("id" integer primary key, "version" bigint not null, "databaseKey" text not null)`,
      `insert into ${table} ("id", "version", "databaseKey") values (1, 1, md5(random()::text || clock_timestamp()::text)) on conflict do nothing`,
      `create or replace function "schedule_version_bump"() returns trigger language plpgsql
        set search_path from current as $$ begin ${bump}; return null; end $$`,
      ...scheduleTables.flatMap((name) => [
        `drop trigger if exists "schedule_version_${name}" on "${name}"`,
        `create trigger "schedule_version_${name}" after insert or update or delete or truncate on "${name}"
          for each statement execute function "schedule_version_bump"()`,
      ]),
    ],
  });
