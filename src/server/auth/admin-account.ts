import type { Store } from '../../engine/server';
import { verifyPassword } from './passwords';

/**
 * Why the account `ADMIN_EMAIL` names will not sign in as an admin with `ADMIN_PASSWORD`, or
 * undefined when it will. The start only creates a missing account, so an existing one keeps
 * its password and role: someone restarting with a new `ADMIN_PASSWORD` to recover a forgotten
 * one is told so instead of finding the login refused. The text names the variables, never
 * the address.
 *
 * @example
 * await adminAccountProblem(store, { email: 'jefa@gmail.com', password: 'otra-clave' })
 * // 'La cuenta de ADMIN_EMAIL ya existía: ADMIN_PASSWORD no cambia su contraseña (véase docs/troubleshooting.md)'
 */
export const adminAccountProblem = async (store: Store, admin: { email: string; password: string }) => {
  const account = await store.db
    .selectFrom('users')
    .select(['role', 'isActive', 'passwordHash', 'deactivatedAt'])
    .where('email', '=', admin.email.toLowerCase())
    // A deleted account may share the address with a live one: the live one is the one that signs in.
    .orderBy('isActive', 'desc')
    .executeTakeFirst();
  if (account === undefined) return undefined;
  if (account.isActive !== 1 || account.deactivatedAt !== null) {
    return 'La cuenta de ADMIN_EMAIL está desactivada: no puede iniciar sesión';
  }
  if (account.role !== 'admin') {
    return `La cuenta de ADMIN_EMAIL ya existía con el rol ${String(account.role)}: ADMIN_EMAIL no cambia su rol`;
  }
  const isOpened =
    typeof account.passwordHash === 'string' && (await verifyPassword(admin.password, account.passwordHash));
  return isOpened
    ? undefined
    : 'La cuenta de ADMIN_EMAIL ya existía: ADMIN_PASSWORD no cambia su contraseña (véase docs/troubleshooting.md)';
};
