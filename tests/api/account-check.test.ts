import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../src/entities';
import { accountFinder } from '../../src/server/auth/accounts';
import { signToken } from '../../src/server/auth/tokens';
import { ensureUser } from '../../src/server/seed';
import { createTestApi, type TestApi } from '../helpers/test-api';

const accountCacheMs = 100;

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ accountCacheMs });
});
afterAll(() => api.close());

type Route = [method: string, path: string];

/** Every route behind the token: each entity's five, the reports, the batch status and the dose cancel. */
const routes: Route[] = [
  ...entities.flatMap((entity): Route[] => [
    ['GET', entity.path],
    ['GET', `${entity.path}/1`],
    ['POST', entity.path],
    ['PATCH', `${entity.path}/1`],
    ['DELETE', `${entity.path}/1`],
  ]),
  ['GET', '/reports/doses-applied?centerId=1'],
  ['GET', '/reports/vaccine-batch-availability'],
  ['PATCH', '/vaccine-batches/1/status/2'],
  ['PATCH', '/applied-doses/cancel/1'],
];

const hasBody = (method: string) => method === 'POST' || method === 'PATCH';

const waitPastCache = () => new Promise((resolve) => setTimeout(resolve, accountCacheMs + 50));

const expiredSession = { message: 'Sesión expirada' };

let accountCount = 0;

/** A fresh account of its own, so deactivating it or changing its role leaves the others alone. */
const newAccount = async (role: string) => {
  accountCount += 1;
  const id = await ensureUser(api.store, {
    name: 'Clara',
    lastname: 'Cuenta',
    email: `cuenta${accountCount}@gmail.com`,
    password: 'clara123',
    role,
  });
  return { id, token: await signToken({ secret: api.secret, userId: id, role }) };
};

describe('token account check', () => {
  it.each(routes)('%s %s should answer 401 to a token for a user that does not exist', async (method, path) => {
    const token = await signToken({ secret: api.secret, userId: 987_654, role: 'admin' });
    const response = await api.request(method, path, { token, body: hasBody(method) ? {} : undefined });
    expect(response.status).toBe(401);
    expect(response.json).toEqual(expiredSession);
  });

  it("should answer 401 'Sesión expirada' to a deactivated user's token once the cache lifetime has passed", async () => {
    const account = await newAccount('health');
    expect((await api.request('GET', '/vaccination-centers', { token: account.token })).status).toBe(200);

    await api.store.db.updateTable('users').set({ isActive: 0 }).where('id', '=', account.id).execute();
    await waitPastCache();

    const read = await api.request('GET', '/vaccination-centers', { token: account.token });
    expect(read.status).toBe(401);
    expect(read.json).toEqual(expiredSession);
    const write = await api.request('POST', '/patients', { token: account.token, body: {} });
    expect(write.status).toBe(401);
  });

  it('should answer 401 to a token whose role is no longer the account role', async () => {
    const account = await newAccount('admin');
    expect((await api.request('GET', '/countries', { token: account.token })).status).toBe(200);

    await api.store.db.updateTable('users').set({ role: 'health' }).where('id', '=', account.id).execute();
    await waitPastCache();

    const response = await api.request('GET', '/countries', { token: account.token });
    expect(response.status).toBe(401);
    expect(response.json).toEqual(expiredSession);
  });

  it('should keep serving an active account whose role matches', async () => {
    const account = await newAccount('health');
    await waitPastCache();
    expect((await api.request('GET', '/users', { token: account.token })).status).toBe(200);
    expect((await api.request('GET', '/users', { token: api.tokens.admin })).status).toBe(200);
  });
});

describe('accountFinder', () => {
  it('should keep an answer for the cache lifetime and read the account again after it', async () => {
    let time = 1_000;
    const findAccount = accountFinder({ store: api.store, cacheMs: 5_000, now: () => time });
    const account = await newAccount('health');
    expect(await findAccount(account.id)).toEqual({ role: 'health', scope: { isAll: true } });

    await api.store.db.updateTable('users').set({ isActive: 0 }).where('id', '=', account.id).execute();
    time += 4_999;
    expect(await findAccount(account.id)).toEqual({ role: 'health', scope: { isAll: true } });
    time += 1;
    expect(await findAccount(account.id)).toBeUndefined();
    expect(await findAccount(987_654)).toBeUndefined();
  });
});
