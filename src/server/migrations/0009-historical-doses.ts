// Drafted by `npm run migration:draft -- historical-doses` from the entity configs; the backfill written by hand.
import { type MigrationContext, runStatements } from '../../engine/server';

/**
 * Doses name their vaccine (`vaccineId`, until now only reached through the batch), may be
 * historical (`isHistorical`: given elsewhere, copied from a paper card, with no batch) and
 * keep an admin's reason to register one outside the schedule (`overrideReason`). Every dose
 * stored so far was given here: its vaccine is its batch's. `vaccineBatchId` was always a
 * nullable column; only the payload rule changes, so no table is rebuilt.
 */
export const up = (context: MigrationContext) =>
  runStatements(context, {
    sqlite: [
      'alter table "applied_doses" add column "isHistorical" integer',
      'alter table "applied_doses" add column "vaccineId" integer references "vaccines" ("id")',
      'alter table "applied_doses" add column "overrideReason" text',
      'create index if not exists "ix_applied_doses_vaccineId" on "applied_doses" ("vaccineId")',
      'update "applied_doses" set "isHistorical" = 0, "vaccineId" = (select "b"."vaccineId" from "vaccine_batches" as "b" where "b"."id" = "applied_doses"."vaccineBatchId")',
    ],
    postgres: [
      'alter table "applied_doses" add column "isHistorical" integer',
      'alter table "applied_doses" add column "vaccineId" integer references "vaccines" ("id")',
      'alter table "applied_doses" add column "overrideReason" text',
      'update "applied_doses" as "d" set "isHistorical" = 0, "vaccineId" = "b"."vaccineId" from "vaccine_batches" as "b" where "b"."id" = "d"."vaccineBatchId"',
      'update "applied_doses" set "isHistorical" = 0 where "isHistorical" is null',
    ],
  });
