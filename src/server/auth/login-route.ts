import { Hono } from 'hono';
import { loginSchema } from '../../domain/login';
import type { Store } from '../../engine/server';
import { ApiFailure, auditLogin, parseBody } from '../../engine/server';
import { clientAddress } from '../client-address';
import { deactivatedAccount } from './accounts';
import { clearFailures, defaultLoginLimits, type LoginLimits, recentFailures, recordFailure } from './login-attempts';
import { decoyHash, verifyPassword } from './passwords';
import { signToken } from './tokens';

const wrongCredentials = 'Correo o contraseña incorrectos';

/**
 * `POST /auth/login`: `{ email, password }` → `{ token, role }`; one generic 401 for a wrong
 * e-mail or password, and a 401 saying so for the right password of a deactivated account. Failures count per e-mail and client address, and per address: past
 * the limits that pair, or the whole address, gets 429 before any password is hashed.
 */
export const loginRoute = (options: { store: Store; secret: Uint8Array; limits?: LoginLimits }) => {
  const limits = options.limits ?? defaultLoginLimits;
  return new Hono().post('/login', async (c) => {
    const { email, password } = await parseBody(c, loginSchema);
    const attempt = { email: email.toLowerCase(), address: clientAddress(c) };
    const { db } = options.store;
    const failures = await recentFailures(db, attempt);
    if (failures.fromAddress >= limits.perAddress) {
      throw new ApiFailure(429, 'Demasiados intentos fallidos desde esta dirección. Intente de nuevo en 15 minutos');
    }
    if (failures.forAccount >= limits.perAccount) {
      throw new ApiFailure(429, 'Demasiados intentos fallidos. Intente de nuevo en 15 minutos');
    }
    const user = await db
      .selectFrom('users')
      .select(['id', 'role', 'passwordHash', 'deactivatedAt'])
      .where('email', '=', attempt.email)
      .where('isActive', '=', 1)
      .executeTakeFirst();
    const storedHash = typeof user?.passwordHash === 'string' ? user.passwordHash : await decoyHash;
    const isValid = (await verifyPassword(password, storedHash)) && user !== undefined;
    if (!isValid || typeof user.role !== 'string') {
      await recordFailure(db, attempt);
      await auditLogin(db, { email: attempt.email, userId: user ? Number(user.id) : undefined, isSuccess: false });
      throw new ApiFailure(401, wrongCredentials);
    }
    await clearFailures(db, attempt);
    // Said only to whoever knows the password: to anybody else the account looks like any other.
    if (user.deactivatedAt !== null) {
      await auditLogin(db, { email: attempt.email, userId: Number(user.id), isSuccess: false });
      throw new ApiFailure(401, deactivatedAccount);
    }
    await auditLogin(db, { email: attempt.email, userId: Number(user.id), isSuccess: true });
    const token = await signToken({ secret: options.secret, userId: Number(user.id), role: user.role });
    return c.json({ token, role: user.role });
  });
};
