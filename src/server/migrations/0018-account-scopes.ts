// Drafted by `npm run migration:draft -- account-scopes` from the entity configs, reviewed.
import { type MigrationContext, runStatements } from '../../engine/server';

/**
 * An account's scope: a centre (`vaccinationCenterId`) or an organisation unit (`orgUnitId`);
 * neither is the whole network. Existing accounts keep neither, so an upgrade keeps them
 * national until an admin scopes them.
 */
export const up = (context: MigrationContext) =>
  runStatements(context, {
    sqlite: [
      'alter table "users" add column "vaccinationCenterId" integer references "vaccination_centers" ("id")',
      'alter table "users" add column "orgUnitId" integer references "org_units" ("id")',
      'create index if not exists "ix_users_vaccinationCenterId" on "users" ("vaccinationCenterId")',
      'create index if not exists "ix_users_orgUnitId" on "users" ("orgUnitId")',
    ],
    postgres: [
      'alter table "users" add column "vaccinationCenterId" integer references "vaccination_centers" ("id")',
      'alter table "users" add column "orgUnitId" integer references "org_units" ("id")',
    ],
  });
