import { afterEach, describe, expect, it } from 'vitest';
import type { Store } from '../../src/engine/server/schema/database';
import { users } from '../../src/entities/users';
import { verifyPassword } from '../../src/server/auth/passwords';
import { openStore } from '../../src/server/db/open-store';
import { createLogger } from '../../src/server/logger';
import { prepareDatabase } from '../../src/server/prepare-database';
import { ensureUser } from '../../src/server/seed';
import { createSharedTestDatabase } from '../helpers/test-store';

const email = 'directora@gmail.com';
const alreadyThere =
  'La cuenta de ADMIN_EMAIL ya existía: ADMIN_PASSWORD no cambia su contraseña (véase docs/troubleshooting.md)';

let store: Store | undefined;
let drop = async () => {};
afterEach(async () => {
  await store?.db.destroy();
  store = undefined;
  await drop();
});

/** A fresh database holding `existing` (if any), then a start with ADMIN_EMAIL / ADMIN_PASSWORD; its log lines. */
const startWith = async (options: {
  existing?: { password: string; role: string; isActive?: number };
  password: string;
}) => {
  const database = await createSharedTestDatabase();
  drop = database.drop;
  store = openStore(database.options);
  await prepareDatabase({ store, seedDemo: false });
  if (options.existing) {
    const { isActive = 1, ...account } = options.existing;
    const id = await ensureUser(store, { name: 'Elena', lastname: 'Ruiz', email, ...account });
    await store.db.updateTable(users.name).set({ isActive }).where('id', '=', id).execute();
  }
  const lines: string[] = [];
  const logger = createLogger({ level: 'info', destination: { write: (line: string) => lines.push(line) } });
  await prepareDatabase({ store, seedDemo: false, admin: { email, password: options.password }, logger });
  const account = await store.db
    .selectFrom(users.name)
    .select(['role', 'passwordHash'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const warnings = lines.map((line) => JSON.parse(line)).filter((line) => line.level === 40);
  return { warnings: warnings.map((line) => String(line.msg)), account, log: lines.join('\n') };
};

describe('prepareDatabase with ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it.each([
    ['a new account', undefined, []],
    ['an admin account the password opens', { password: 'directora123', role: 'admin' }, []],
    ['an admin account with another password', { password: 'olvidada123', role: 'admin' }, [alreadyThere]],
    [
      'a health account',
      { password: 'directora123', role: 'health' },
      ['La cuenta de ADMIN_EMAIL ya existía con el rol health: ADMIN_EMAIL no cambia su rol'],
    ],
    [
      'a deactivated admin account',
      { password: 'directora123', role: 'admin', isActive: 0 },
      ['La cuenta de ADMIN_EMAIL está desactivada: no puede iniciar sesión'],
    ],
  ])('should warn as needed when it finds %s', async (_name, existing, expected) => {
    const { warnings, log } = await startWith({ existing, password: 'directora123' });
    expect(warnings).toEqual(expected);
    expect(log).not.toContain(email);
    expect(log).not.toContain('directora123');
  });

  it('should leave an existing account as it was: its password and its role', async () => {
    const { account } = await startWith({
      existing: { password: 'olvidada123', role: 'health' },
      password: 'nueva123',
    });
    expect(account.role).toBe('health');
    expect(await verifyPassword('olvidada123', String(account.passwordHash))).toBe(true);
    expect(await verifyPassword('nueva123', String(account.passwordHash))).toBe(false);
  });
});
