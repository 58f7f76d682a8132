import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { demoAccounts, expect, test } from './support/browser';
import { startServer } from './support/server';

const root = path.resolve(import.meta.dirname, '../..');

const loginAndCreateCountry = async (url: string, nameCountry: string) => {
  const login = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoAccounts.admin),
  });
  const { token } = (await login.json()) as { token: string };
  const created = await fetch(`${url}/api/v1/countries`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ nameCountry }),
  });
  expect(created.status).toBe(201);
  return token;
};

const countryNames = async (url: string, token: string) => {
  const response = await fetch(`${url}/api/v1/countries`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { nameCountry: string }[]).map((country) => country.nameCountry);
};

test.describe('the embedded database across restarts', () => {
  test('should keep every acknowledged write after kill -9, and stop cleanly on SIGTERM', async () => {
    const jwtSecret = randomBytes(48).toString('base64');
    const first = await startServer(root, { jwtSecret });
    const token = await loginAndCreateCountry(first.url, 'Uruguay');
    await loginAndCreateCountry(first.url, 'Paraguay');
    await first.kill('SIGKILL');

    const second = await startServer(root, { dataDir: first.dataDir, jwtSecret });
    expect(await countryNames(second.url, token)).toEqual(expect.arrayContaining(['Uruguay', 'Paraguay']));
    expect(await second.kill('SIGTERM')).toBe(0);
    fs.rmSync(first.dataDir, { recursive: true, force: true });
  });
});
