import path from 'node:path';
import { entities } from '../../entities';
import { loginFailuresTable } from '../auth/login-attempts';
import { migrations } from '../migrations';
import { draftStatements, writeMigrationDraft } from './migration-draft';

const folder = path.resolve(import.meta.dirname, '../migrations');

/** The product's next migration, drafted from its entity configs (scripts/draft-migration.mjs). */
export const draftNextMigration = async (options: { name: string; postgresUrl: string }) => {
  const statements = await draftStatements({
    entities,
    extraTables: [loginFailuresTable],
    migrations,
    postgresUrl: options.postgresUrl,
  });
  return writeMigrationDraft({ folder, name: options.name, statements });
};
