import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { entities } from '../../src/entities';
import { createApp } from '../../src/server/app';
import { hashPassword } from '../../src/server/auth/passwords';
import { behaviours } from '../../src/server/behaviours';
import { isDemoInUse } from '../../src/server/demo-account';
import { prepareDatabase } from '../../src/server/prepare-database';
import { openTestStore } from '../helpers/test-store';

type TestStore = Awaited<ReturnType<typeof openTestStore>>;
const opened: TestStore[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((test) => test.drop()));
});

/** A fresh database prepared as a start prepares it, with or without the demo data. */
const preparedStore = async (seedDemo: boolean) => {
  const test = await openTestStore();
  opened.push(test);
  await prepareDatabase({
    store: test.store,
    seedDemo,
    admin: seedDemo ? undefined : { email: 'jefa@gmail.com', password: 'secreta123' },
  });
  return test.store;
};

/** `GET /api/v1/health` of the app a start would build over that database. */
const healthOf = async (store: TestStore['store'], isProduction: boolean) => {
  const isDemo = await isDemoInUse({ store, isProduction });
  const app = createApp({ store, entities, behaviours, secret: randomBytes(32), isDemo });
  const response = await app.request('/api/v1/health');
  return { status: response.status, body: await response.json() };
};

describe('GET /api/v1/health demo', () => {
  it('should say the demo data is in use on a demo database outside production', async () => {
    const store = await preparedStore(true);

    expect(await healthOf(store, false)).toEqual({ status: 200, body: { status: 'ok', demo: true } });
  });

  it('should still say so on the next start over the same demo database', async () => {
    const store = await preparedStore(true);
    const { isSeeded } = await prepareDatabase({ store, seedDemo: true });

    expect(isSeeded).toBe(false);
    expect((await healthOf(store, false)).body).toEqual({ status: 'ok', demo: true });
  });

  it('should say it is not without the demo data (SEED_DEMO=0)', async () => {
    const store = await preparedStore(false);

    expect((await healthOf(store, false)).body).toEqual({ status: 'ok', demo: false });
  });

  it('should say it is not in production, even with the demo data', async () => {
    const store = await preparedStore(true);

    expect((await healthOf(store, true)).body).toEqual({ status: 'ok', demo: false });
  });

  it('should say it is not once the demo admin has another password', async () => {
    const store = await preparedStore(true);
    await store.db
      .updateTable('users')
      .set({ passwordHash: await hashPassword('otra-clave-segura') })
      .where('email', '=', 'admin@gmail.com')
      .execute();

    expect((await healthOf(store, false)).body).toEqual({ status: 'ok', demo: false });
  });

  it('should say it is not when the app is built without the option', async () => {
    const store = await preparedStore(true);
    const app = createApp({ store, entities, behaviours, secret: randomBytes(32) });

    expect(await (await app.request('/api/v1/health')).json()).toEqual({ status: 'ok', demo: false });
  });
});
