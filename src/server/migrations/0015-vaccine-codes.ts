// Drafted by `npm run migration:draft -- vaccine-codes` from the entity configs, reviewed.
import { type MigrationContext, runStatements } from '../../engine/server';

/**
 * A vaccine's optional standard code (`codeSystem`, a URI such as http://snomed.info/sct, and
 * `code`, such as 412403009), which the FHIR API sends as its `vaccineCode` and an import
 * matches first. Stored vaccines get none: an admin sets it on the vaccine's page (the demo's
 * vaccines are seeded with theirs).
 */
export const up = (context: MigrationContext) =>
  runStatements(context, {
    sqlite: ['alter table "vaccines" add column "codeSystem" text', 'alter table "vaccines" add column "code" text'],
    postgres: ['alter table "vaccines" add column "codeSystem" text', 'alter table "vaccines" add column "code" text'],
  });
