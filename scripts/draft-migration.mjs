// `npm run migration:draft -- add-diseases`: writes src/server/migrations/NNNN-add-diseases.ts
// with the tables, columns and indexes the entity configs have and the migrations do not
// create yet, in SQLite's and PostgreSQL's SQL, and registers it. It needs no database server:
// PostgreSQL's statements are compiled by Kysely's PostgreSQL compiler; with DATABASE_URL set
// to a PostgreSQL address they are recorded in a scratch schema there (created and dropped again).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { runnerImport } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const name = process.argv[2];
const postgresUrl = process.env.DATABASE_URL || undefined;
if (!name) {
  console.error(
    'Usage: npm run migration:draft -- <name-with-dashes> (DATABASE_URL=postgres://… records PostgreSQL on it)',
  );
  process.exit(1);
}

const { module } = await runnerImport(path.join(root, 'src/server/db/draft-next-migration.ts'), {
  configFile: false,
  logLevel: 'silent',
});
const file = await module.draftNextMigration({ name, postgresUrl });
if (!file) {
  console.log('The migrations already create every table, column and index of the entity configs.');
  process.exit(0);
}
spawnSync('npx', ['biome', 'check', '--write', file, path.join(root, 'src/server/migrations/index.ts')], {
  cwd: root,
  stdio: 'inherit',
});
console.log(`Drafted ${path.relative(root, file)}: review it, then commit it.`);
