// One server process's start-up database work, run by tests/api/prepare-database.test.ts as a
// process of its own (better-sqlite3 waits for a lock synchronously, so processes sharing a
// SQLite file cannot be played in one thread). Arguments: the store options and the admin as
// JSON. It opens its store, prints `ready`, waits for a line on stdin so the test can release
// every process at once, then prints its result or its error as one JSON line.
import { once } from 'node:events';
import { openStore } from '../../src/server/db/open-store';
import { prepareDatabase } from '../../src/server/prepare-database';

const [storeOptions = '{}', admin = '{}'] = process.argv.slice(2);
const store = openStore(JSON.parse(storeOptions));
process.stdout.write('ready\n');
await once(process.stdin, 'data');
try {
  const result = await prepareDatabase({ store, seedDemo: true, admin: JSON.parse(admin) });
  process.stdout.write(`${JSON.stringify(result)}\n`);
} catch (error) {
  process.stdout.write(`${JSON.stringify({ error: String(error) })}\n`);
} finally {
  await store.db.destroy();
}
