import { setTimeout as sleep } from 'node:timers/promises';
import { type Agent, fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries } from '../../src/entities/countries';
import { listen, oneConnectionClient } from '../helpers/listening-server';
import { createTestApi, type TestApi } from '../helpers/test-api';

let api: TestApi;
let server: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  api = await createTestApi();
  server = await listen(api.app);
});
afterAll(async () => {
  await server.close();
  await api.close();
});

const bodyOf = (bytes: number) => JSON.stringify({ nameCountry: 'a'.repeat(bytes - 18) });
const twoMegabytes = bodyOf(2 * 1024 * 1024);
// Over the 4 MB the server reads to keep a connection.
const fiveMegabytes = bodyOf(5 * 1024 * 1024);
// Under the 1 MB limit, so the request reaches the token, role and route checks.
const underTheLimit = bodyOf(1_000_000);

/** The same body sent with chunked transfer encoding, as a stream of 64 KB pieces. */
const chunked = (text: string) =>
  async function* pieces() {
    const bytes = Buffer.from(text);
    for (let offset = 0; offset < bytes.length; offset += 65_536) yield bytes.subarray(offset, offset + 65_536);
  };

type RefusalCase = {
  name: string;
  path: string;
  token?: 'admin' | 'health';
  body: () => string | AsyncIterable<Uint8Array>;
  status: number;
  /** Drained and kept, or answered with `Connection: close` so the client opens a new one. */
  isKeptAlive: boolean;
};

const countriesPath = '/api/v1/countries';
const refusals: RefusalCase[] = [
  { name: '413', path: countriesPath, token: 'admin', body: () => twoMegabytes, status: 413, isKeptAlive: true },
  {
    name: '413 for a body over the drain bound',
    path: countriesPath,
    token: 'admin',
    body: () => fiveMegabytes,
    status: 413,
    isKeptAlive: false,
  },
  {
    name: '413 for a chunked body',
    path: countriesPath,
    token: 'admin',
    body: () => chunked(twoMegabytes)(),
    status: 413,
    isKeptAlive: false,
  },
  { name: '401 without a token', path: countriesPath, body: () => underTheLimit, status: 401, isKeptAlive: true },
  {
    name: '403 for a health token on an admin-only route',
    path: countriesPath,
    token: 'health',
    body: () => underTheLimit,
    status: 403,
    isKeptAlive: true,
  },
  {
    name: '404 for an unknown API path',
    path: '/api/v1/no-such-thing',
    token: 'admin',
    body: () => underTheLimit,
    status: 404,
    isKeptAlive: true,
  },
  { name: '404 outside the API', path: '/no-such-thing', body: () => twoMegabytes, status: 404, isKeptAlive: true },
];

const send = (client: Agent, path: string, init: { method?: string; token?: string; body?: RefusalCase['body'] }) =>
  fetch(`${server.origin}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body?.(),
    duplex: 'half',
    dispatcher: client,
  });

describe('refused requests with large bodies', () => {
  it.each(refusals)('should answer 20 follow-up requests on the same client after a $name', async (refusal) => {
    const client = oneConnectionClient();
    const connectionsBefore = server.connectionCount();
    try {
      const refused = await send(client, refusal.path, {
        method: 'POST',
        token: refusal.token && api.tokens[refusal.token],
        body: refusal.body,
      });
      expect(refused.status).toBe(refusal.status);
      expect(((await refused.json()) as { message: string }).message).toEqual(expect.any(String));

      const answered: number[] = [];
      for (let follow = 0; follow < 20; follow += 1) {
        // Spread over more than the 500 ms after which an undrained socket used to be destroyed.
        await sleep(30);
        const response = await send(client, '/api/v1/countries', { token: api.tokens.admin });
        answered.push(response.status);
        await response.arrayBuffer();
      }
      expect(answered).toEqual(Array(20).fill(200));
      expect(server.connectionCount() - connectionsBefore).toBe(refusal.isKeptAlive ? 1 : 2);
    } finally {
      await client.close();
    }
  });

  it('should write nothing for a refused 2 MB body', async () => {
    expect(await api.rowsOf(countries)).toEqual([]);
  });
});
