import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureUser } from '../../src/server/seed';
import { createTestApi, type TestApi } from '../helpers/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ loginLimits: { perAccount: 3, perAddress: 50 } });
});
afterAll(() => api.close());

let sequence = 0;
/** An account of its own, signed in with its password. */
const signedIn = async (password = 'antigua123') => {
  sequence += 1;
  const email = `clave${sequence}@gmail.com`;
  await ensureUser(api.store, { name: 'Clara', lastname: 'Clave', email, password, role: 'health' });
  const login = await api.request('POST', '/auth/login', { body: { email, password } });
  return { email, token: (login.json as { token: string }).token };
};

const change = (token: string, body: Record<string, unknown>) => api.request('POST', '/auth/password', { token, body });

const hashOf = async (email: string) =>
  (await api.store.db.selectFrom('users').select('passwordHash').where('email', '=', email).executeTakeFirstOrThrow())
    .passwordHash;

describe('POST /auth/password', () => {
  it('should change the password with the right current one: the new one signs in, the old one no longer', async () => {
    const { email, token } = await signedIn();
    const response = await change(token, {
      currentPassword: 'antigua123',
      newPassword: 'nueva456',
      confirmation: 'nueva456',
    });
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    const newLogin = await api.request('POST', '/auth/login', { body: { email, password: 'nueva456' } });
    expect(newLogin.status).toBe(200);
    const oldLogin = await api.request('POST', '/auth/login', { body: { email, password: 'antigua123' } });
    expect(oldLogin.status).toBe(401);
    // The session that changed it goes on.
    expect((await api.request('GET', '/vaccination-centers', { token })).status).toBe(200);
  });

  it('should refuse a wrong current password with 400 on its field and leave the hash as it was', async () => {
    const { email, token } = await signedIn();
    const before = await hashOf(email);
    const response = await change(token, {
      currentPassword: 'equivocada',
      newPassword: 'nueva456',
      confirmation: 'nueva456',
    });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      message: 'Los datos enviados no son válidos',
      errors: { currentPassword: 'La contraseña actual no es correcta' },
    });
    expect(await hashOf(email)).toBe(before);
  });

  it('should count wrong current passwords with the login limits, then answer 429 even to the right one', async () => {
    const { email, token } = await signedIn();
    const wrong = { currentPassword: 'equivocada', newPassword: 'nueva456', confirmation: 'nueva456' };
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await change(token, wrong)).status).toBe(400);
    const right = await change(token, { ...wrong, currentPassword: 'antigua123' });
    expect(right.status).toBe(429);
    expect(right.json).toEqual({ message: 'Demasiados intentos fallidos. Intente de nuevo en 15 minutos' });
    const login = await api.request('POST', '/auth/login', { body: { email, password: 'antigua123' } });
    expect(login.status).toBe(429);
  });

  it.each([
    [
      { currentPassword: 'antigua123', newPassword: '123', confirmation: '123' },
      { newPassword: 'Debe contener minimo 6 letras' },
    ],
    [
      { currentPassword: 'antigua123', newPassword: 'nueva456', confirmation: 'nueva789' },
      { confirmation: 'Las contraseñas no coinciden' },
    ],
    [
      { currentPassword: '', newPassword: 'nueva456', confirmation: 'nueva456' },
      { currentPassword: 'La contraseña actual es requerida' },
    ],
    [
      { currentPassword: 'antigua123', newPassword: 'antigua123', confirmation: 'antigua123' },
      { newPassword: 'La nueva contraseña debe ser distinta de la actual' },
    ],
  ])('should refuse %j with its Spanish message', async (body, errors) => {
    const { email, token } = await signedIn();
    const before = await hashOf(email);
    const response = await change(token, body);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ errors });
    expect(await hashOf(email)).toBe(before);
  });

  it('should ask for a session', async () => {
    const response = await api.request('POST', '/auth/password', {
      body: { currentPassword: 'antigua123', newPassword: 'nueva456', confirmation: 'nueva456' },
    });
    expect(response.status).toBe(401);
  });
});
