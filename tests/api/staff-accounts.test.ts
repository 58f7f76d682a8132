import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/entities/users';
import { createTestApi, type TestApi, testUnits } from '../helpers/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

let sequence = 0;
/** A new staff account's payload, with an address of its own. */
const newStaff = (overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return {
    name: 'Rosa',
    lastname: 'Quispe',
    email: `rosa.quispe${sequence}@gmail.com`,
    role: 'health',
    orgUnitId: testUnits.district,
    password: 'inicial123',
    ...overrides,
  };
};

const logIn = (email: string, password: string) => api.request('POST', '/auth/login', { body: { email, password } });

const createStaff = async (overrides: Record<string, unknown> = {}) => {
  const body = newStaff(overrides);
  const created = await api.admin('POST', '/users', body);
  expect(created.status).toBe(201);
  const id = (created.json as { id: number }).id;
  return { id, body, created };
};

const tokenOf = async (email: string, password: string) => {
  const response = await logIn(email, password);
  expect(response.status).toBe(200);
  return (response.json as { token: string }).token;
};

/** Whether an answer's text names a password or its hash anywhere. */
const leaksSecrets = (text: string) => /password|scrypt\$|inicial123/i.test(text);

const storedRow = async (id: number) =>
  api.store.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('staff accounts (Usuarios)', () => {
  it('should create an account that signs in with its initial password, stored only as a hash', async () => {
    const { id, body, created } = await createStaff({ email: 'Mixta.Mayus@gmail.com' });
    expect(created.json).toEqual({
      id,
      isActive: true,
      name: 'Rosa',
      lastname: 'Quispe',
      email: 'mixta.mayus@gmail.com',
      role: 'health',
      deactivatedAt: null,
      vaccinationCenterId: null,
      vaccinationCenter: null,
      orgUnitId: testUnits.district,
      orgUnit: { id: testUnits.district, name: 'Distrito de prueba', level: 'district' },
    });
    const row = await storedRow(id);
    expect(String(row.passwordHash)).toMatch(/^scrypt\$/);
    expect(row).not.toHaveProperty('password');

    const login = await logIn('mixta.mayus@gmail.com', body.password);
    expect(login.status).toBe(200);
    expect(login.json).toMatchObject({ role: 'health' });
  });

  it('should never send a password or a hash: create, list, page, one, update, action and OpenAPI', async () => {
    const { id } = await createStaff();
    const answers = [
      await api.admin('GET', '/users'),
      await api.admin('GET', '/users?page=1&pageSize=50'),
      await api.admin('GET', `/users/${id}`),
      await api.admin('PATCH', `/users/${id}`, {
        name: 'Rosa',
        lastname: 'Quispe',
        email: `otra${id}@gmail.com`,
        role: 'health',
        orgUnitId: testUnits.district,
      }),
      await api.admin('PATCH', `/users/${id}/access/off`),
      await api.health('GET', '/users?q=rosa'),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(leaksSecrets(answer.text)).toBe(false);
    }
    const document = await api.request('GET', '/openapi.json');
    const rowSchema = JSON.stringify(
      (document.json as { components: { schemas: Record<string, unknown> } }).components.schemas.UsersRow,
    );
    expect(rowSchema).not.toMatch(/password/i);
  });

  it('should send the staff only name, lastname and e-mail of the accounts, never role or state', async () => {
    const { id } = await createStaff({ name: 'Visible' });
    const one = await api.health('GET', `/users/${id}`);
    expect(Object.keys(one.json as object).sort()).toEqual(['email', 'id', 'isActive', 'lastname', 'name']);
    const page = await api.health('GET', '/users?page=1&pageSize=5&q=visible');
    const [item] = (page.json as { items: Record<string, unknown>[] }).items;
    expect(item).not.toHaveProperty('role');
    expect(item).not.toHaveProperty('deactivatedAt');
    // Nor learn a role by filtering or sorting on it.
    const filtered = await api.health('GET', '/users?role=admin');
    expect(JSON.stringify(filtered.json)).not.toContain('"role"');
    expect((await api.health('GET', '/users?page=1&sort=role')).status).toBe(400);
  });

  it('should refuse a second account with the same e-mail, and leave the first alone', async () => {
    const { body } = await createStaff();
    const before = await api.rowsOf(users);
    const duplicate = await api.admin('POST', '/users', { ...body, name: 'Otra' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json).toMatchObject({ message: expect.stringMatching(/correo/i) });
    expect(await api.rowsOf(users)).toEqual(before);
  });

  it('should refuse an account without a valid initial password or role, with Spanish messages', async () => {
    const short = await api.admin('POST', '/users', newStaff({ password: '123' }));
    expect(short.status).toBe(400);
    expect(short.json).toMatchObject({ errors: { password: 'Debe contener minimo 6 letras' } });
    const role = await api.admin('POST', '/users', newStaff({ role: 'root' }));
    expect(role.status).toBe(400);
    expect(role.json).toMatchObject({ errors: { role: 'El rol debe ser Administrador o Personal de salud' } });
  });

  it('should refuse accounts to the health staff: no create, edit or deactivation', async () => {
    const { id } = await createStaff();
    const before = await api.rowsOf(users);
    expect((await api.health('POST', '/users', newStaff())).status).toBe(403);
    expect((await api.health('PATCH', `/users/${id}`, { role: 'admin' })).status).toBe(403);
    expect((await api.health('PATCH', `/users/${id}/access/off`)).status).toBe(403);
    expect((await api.admin('DELETE', `/users/${id}`)).status).toBe(403);
    expect(await api.rowsOf(users)).toEqual(before);
  });

  it('should apply a role change at the next request of an open token', async () => {
    const { id, body } = await createStaff({ role: 'admin' });
    const token = await tokenOf(body.email, body.password);
    expect((await api.request('GET', '/countries', { token })).status).toBe(200);

    const changed = await api.admin('PATCH', `/users/${id}`, { ...body, password: undefined, role: 'health' });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ role: 'health' });

    const next = await api.request('GET', '/countries', { token });
    expect(next.status).toBe(401);
    expect(next.json).toEqual({ message: 'Sesión expirada' });
    const again = await logIn(body.email, body.password);
    expect(again.json).toMatchObject({ role: 'health' });
  });

  it("should refuse a deactivated account's open token at its next request, and let it in again once reactivated", async () => {
    const { id, body } = await createStaff();
    const token = await tokenOf(body.email, body.password);
    expect((await api.request('GET', '/vaccination-centers', { token })).status).toBe(200);

    const deactivated = await api.admin('PATCH', `/users/${id}/access/off`);
    expect(deactivated.status).toBe(200);
    expect((deactivated.json as { deactivatedAt: string | null }).deactivatedAt).toEqual(expect.any(String));

    const refused = await api.request('GET', '/vaccination-centers', { token });
    expect(refused.status).toBe(401);
    expect(refused.json).toEqual({ message: 'Su cuenta está desactivada. Consulte con el administrador' });
    const write = await api.request('POST', '/patients', { token, body: {} });
    expect(write.status).toBe(401);
    const login = await logIn(body.email, body.password);
    expect(login.status).toBe(401);
    expect(login.json).toEqual({ message: 'Su cuenta está desactivada. Consulte con el administrador' });
    // A wrong password still says nothing about the account.
    expect((await logIn(body.email, 'otra-clave')).json).toEqual({ message: 'Correo o contraseña incorrectos' });

    const reactivated = await api.admin('PATCH', `/users/${id}/access/on`);
    expect(reactivated.status).toBe(200);
    expect(reactivated.json).toMatchObject({ deactivatedAt: null });
    const newToken = await tokenOf(body.email, body.password);
    expect((await api.request('GET', '/vaccination-centers', { token: newToken })).status).toBe(200);
  });

  it('should not let the admin deactivate or demote themselves', async () => {
    const adminId = api.userIds.admin;
    const before = await storedRow(adminId);
    const deactivate = await api.admin('PATCH', `/users/${adminId}/access/off`);
    expect(deactivate.status).toBe(409);
    expect(deactivate.json).toEqual({ message: 'No puede desactivar su propia cuenta' });
    const demote = await api.admin('PATCH', `/users/${adminId}`, {
      name: 'Ana',
      lastname: 'Admin',
      email: 'admin@gmail.com',
      role: 'health',
      orgUnitId: testUnits.district,
    });
    expect(demote.status).toBe(400);
    expect(demote.json).toMatchObject({ errors: { role: 'No puede quitarse a sí mismo el rol de administrador' } });
    expect(await storedRow(adminId)).toEqual(before);
    expect((await api.admin('GET', '/countries')).status).toBe(200);
  });

  it('should edit name, lastname, e-mail and role, and keep the password', async () => {
    const { id, body } = await createStaff();
    const edited = await api.admin('PATCH', `/users/${id}`, {
      name: 'Rosario',
      lastname: 'Quispe Mamani',
      email: `rosario${id}@outlook.com`,
      role: 'admin',
      password: 'no-se-cambia',
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ name: 'Rosario', lastname: 'Quispe Mamani', role: 'admin' });
    expect((await logIn(`rosario${id}@outlook.com`, body.password)).status).toBe(200);
    expect((await logIn(`rosario${id}@outlook.com`, 'no-se-cambia')).status).toBe(401);
  });
});
