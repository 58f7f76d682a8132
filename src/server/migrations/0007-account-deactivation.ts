// Drafted by `npm run migration:draft -- account-deactivation` from the entity configs, reviewed.
import { type MigrationContext, runStatements } from '../../engine/server';

/**
 * When the admin deactivated a staff account ('Usuarios'), or null while it is active: a
 * deactivated account neither signs in nor uses its open tokens, and can be reactivated.
 */
export const up = (context: MigrationContext) =>
  runStatements(context, {
    sqlite: ['alter table "users" add column "deactivatedAt" text'],
    postgres: ['alter table "users" add column "deactivatedAt" text'],
  });
