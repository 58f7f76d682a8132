import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { entities } from '../../src/entities';
import { createApp } from '../../src/server/app';
import { signToken } from '../../src/server/auth/tokens';
import { behaviours } from '../../src/server/behaviours';
import { openStore, type StoreOptions } from '../../src/server/db/open-store';
import { prepareDatabase } from '../../src/server/prepare-database';
import { payloads } from './sample-data';

type Api = Awaited<ReturnType<typeof apiOver>>;

/** The real API, started as a server starts, over a database holding the demo data: requests as its admin. */
export const apiOver = async (options: StoreOptions) => {
  const store = openStore(options);
  await prepareDatabase({ store, seedDemo: false });
  const secret = randomBytes(32);
  const admin = await store.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'admin@gmail.com')
    .executeTakeFirst();
  const token = await signToken({ secret, userId: Number(admin?.id), role: 'admin' });
  const app = createApp({ store, entities, behaviours, secret });
  const request = (method: string, route: string, body?: unknown) =>
    app.request(`/api/v1${route}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return { request, close: () => store.db.destroy() };
};

/**
 * Registers patients through the API one after the other until stopped, and runs `backUp`
 * once twenty are acknowledged, again (up to 10 times, replacing its copy) until writes were
 * acknowledged while it ran. Resolves with the ids acknowledged before the last backup began
 * and how many were acknowledged while it ran.
 *
 * @example
 * const { before, during } = await backUpWhileWriting(api, () => runSqliteCli(file, "VACUUM INTO 'copia.sqlite'"));
 */
export const backUpWhileWriting = async (api: Api, backUp: () => Promise<unknown>) => {
  const acknowledged: number[] = [];
  let isWriting = true;
  const writes = (async () => {
    for (let count = 0; isWriting; count += 1) {
      const response = await api.request('POST', '/patients', {
        ...payloads.adult(),
        identityDocument: String(70_000_000 + count),
        dateOfBirth: `19${String(50 + (count % 50))}-01-01`,
      });
      expect(response.status).toBe(201);
      acknowledged.push(((await response.json()) as { id: number }).id);
    }
  })();
  const twentyWrites = (async () => {
    while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 5));
  })();
  await Promise.race([writes, twentyWrites]);

  // A backup of a small file can end before the next write is acknowledged on a busy machine: it is taken again
  // (up to 10 times) until writes went on while it ran. `backUp` replaces the copy it made before.
  let before = [...acknowledged];
  let during = 0;
  for (let attempt = 0; attempt < 10 && during === 0; attempt += 1) {
    before = [...acknowledged];
    await backUp();
    during = acknowledged.length - before.length;
  }
  isWriting = false;
  await writes;
  return { before, during };
};

/** The statuses other than 200 of `GET /patients/:id` for the given ids: none when every one is there. */
export const missingPatients = async (api: Api, ids: readonly number[]) => {
  const statuses = await Promise.all(ids.map(async (id) => (await api.request('GET', `/patients/${id}`)).status));
  return statuses.filter((status) => status !== 200);
};
