import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../helpers/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const login = (email: string, password: string) => api.request('POST', '/auth/login', { body: { email, password } });

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('POST /auth/login', () => {
  it('should answer a token and the role for valid credentials', async () => {
    const response = await login('admin@gmail.com', 'admin123');
    expect(response.status).toBe(200);
    const body = response.json as { token: string; role: string };
    expect(body.role).toBe('admin');
    const [header, payload] = body.token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload).toMatchObject({ sub: String(api.userIds.admin), role: 'admin' });
    expect(payload.exp - payload.iat).toBe(8 * 3600);
  });

  it('should answer one generic 401 for a wrong password and for an unknown e-mail', async () => {
    const wrongPassword = await login('admin@gmail.com', 'wrong-password');
    const unknown = await login('nadie@gmail.com', 'admin123');
    expect(wrongPassword.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrongPassword.json).toEqual({ message: 'Correo o contraseña incorrectos' });
    expect(unknown.json).toEqual(wrongPassword.json);
  });

  it('should validate the body with the login form rules', async () => {
    const response = await login('admin@empresa.com', '123');
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({
      errors: {
        email: 'Solo se permiten correos de Gmail, Outlook, Yahoo o Hotmail',
        password: 'Debe contener minimo 6 letras',
      },
    });
  });

  it('should answer 429 after 10 failures for one e-mail and leave other e-mails alone', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login('salud@gmail.com', 'wrong-password')).status).toBe(401);
    }
    const locked = await login('salud@gmail.com', 'salud123');
    expect(locked.status).toBe(429);
    expect((locked.json as { message: string }).message).toMatch(/Demasiados intentos/);
    expect((await login('admin@gmail.com', 'admin123')).status).toBe(200);
  });

  it('should never return a password or hash from GET /users, nor a role to the staff', async () => {
    const staffAnswer = await api.health('GET', '/users');
    expect(staffAnswer.status).toBe(200);
    expect(staffAnswer.text).not.toMatch(/password|scrypt|role/i);
    const response = await api.admin('GET', '/users');
    expect(response.status).toBe(200);
    expect(response.text).not.toMatch(/password|scrypt/i);
    expect(response.json).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Ana', lastname: 'Admin', email: 'admin@gmail.com' })]),
    );
  });
});

describe('bearer token checks', () => {
  const tokenCases: [string, () => Promise<string | undefined>][] = [
    ['missing', async () => undefined],
    ['malformed', async () => 'not-a-token'],
    [
      'expired',
      () =>
        new SignJWT({ role: 'admin' })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(String(api.userIds.admin))
          .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
          .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
          .sign(api.secret),
    ],
    [
      'wrongly signed',
      () =>
        new SignJWT({ role: 'admin' })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject('1')
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode('another-secret-another-secret-123')),
    ],
    [
      'without exp',
      () => new SignJWT({ role: 'admin' }).setProtectedHeader({ alg: 'HS256' }).setSubject('1').sign(api.secret),
    ],
    [
      'alg none',
      async () =>
        `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: '1', role: 'admin', exp: Math.floor(Date.now() / 1000) + 3600 })}.`,
    ],
  ];

  it.each(tokenCases)('should answer 401 for a %s token', async (_name, makeToken) => {
    const response = await api.request('GET', '/countries', { token: await makeToken() });
    expect(response.status).toBe(401);
    expect(typeof (response.json as { message: string }).message).toBe('string');
  });

  it('should answer the health check without a token', async () => {
    const response = await api.request('GET', '/health');
    expect(response.status).toBe(200);
  });
});
