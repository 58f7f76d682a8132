import path from 'node:path';
import { entities } from '../../entities';
import { extraTables } from '../extra-tables';
import { migrations } from '../migrations';
import { draftStatements, writeMigrationDraft } from './migration-draft';

const folder = path.resolve(import.meta.dirname, '../migrations');

/**
 * The product's next migration, drafted from its entity configs (scripts/draft-migration.mjs):
 * PostgreSQL's statements compiled without a server, or recorded on `postgresUrl` when given.
 */
export const draftNextMigration = async (options: { name: string; postgresUrl?: string }) => {
  const statements = await draftStatements({
    entities,
    extraTables,
    migrations,
    postgresUrl: options.postgresUrl,
  });
  return writeMigrationDraft({ folder, name: options.name, statements });
};
