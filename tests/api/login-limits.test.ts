import { type Agent, fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, oneConnectionClient } from '../helpers/listening-server';
import { createTestApi, type TestApi } from '../helpers/test-api';

let api: TestApi;
let server: Awaited<ReturnType<typeof listen>>;
const clients: Agent[] = [];
beforeAll(async () => {
  api = await createTestApi();
  server = await listen(api.app);
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await server.close();
  await api.close();
});

/** A client whose requests reach the server from one loopback address. */
const clientFrom = (localAddress: string) => {
  const client = oneConnectionClient({ localAddress });
  clients.push(client);
  return async (email: string, password: string) => {
    const response = await fetch(`${server.origin}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
      dispatcher: client,
    });
    return { status: response.status, json: (await response.json()) as { message?: string; token?: string } };
  };
};

const failureRows = () => api.store.db.selectFrom('login_failures').selectAll().execute();

describe('POST /auth/login limits', () => {
  it('should lock an e-mail from one address after 10 failures and still let its owner in from another', async () => {
    const attacker = clientFrom('127.0.0.2');
    const owner = clientFrom('127.0.0.3');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await attacker('admin@gmail.com', 'wrong-password')).status).toBe(401);
    }
    const locked = await attacker('admin@gmail.com', 'admin123');
    expect(locked).toEqual({
      status: 429,
      json: { message: 'Demasiados intentos fallidos. Intente de nuevo en 15 minutos' },
    });

    const signedIn = await owner('admin@gmail.com', 'admin123');
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.token).toEqual(expect.any(String));
  });

  it('should answer 429 to an address after 20 failed logins for different e-mails, and not to others', async () => {
    const sprayer = clientFrom('127.0.0.4');
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await sprayer(`persona${attempt}@gmail.com`, 'password-123')).status).toBe(401);
    }
    const rowsBefore = await failureRows();

    const refused = await sprayer('salud@gmail.com', 'salud123');
    expect(refused).toEqual({
      status: 429,
      json: { message: 'Demasiados intentos fallidos desde esta dirección. Intente de nuevo en 15 minutos' },
    });
    expect(await failureRows()).toEqual(rowsBefore);
    expect((await clientFrom('127.0.0.5')('salud@gmail.com', 'salud123')).status).toBe(200);
  });

  it("should clear one address's failures for an e-mail when it signs in", async () => {
    const user = clientFrom('127.0.0.6');
    for (const _round of [1, 2]) {
      for (let attempt = 0; attempt < 9; attempt += 1) {
        expect((await user('salud@gmail.com', 'wrong-password')).status).toBe(401);
      }
      expect((await user('salud@gmail.com', 'salud123')).status).toBe(200);
    }
  });
});
