import { Hono } from 'hono';
import { ApiFailure } from '../../engine/server/api-error';
import type { Store } from '../../engine/server/database';
import { parseBody } from '../../engine/server/validation';
import { loginSchema } from '../../entities/login';
import { clearFailures, isLockedOut, recordFailure } from './login-attempts';
import { decoyHash, verifyPassword } from './passwords';
import { signToken } from './tokens';

const wrongCredentials = 'Correo o contraseña incorrectos';

/**
 * `POST /auth/login`: `{ email, password }` → `{ token, role }`; one generic 401 for a wrong
 * e-mail or password, 429 after too many failures for one e-mail.
 */
export const loginRoute = (options: { store: Store; secret: Uint8Array }) =>
  new Hono().post('/login', async (c) => {
    const { email, password } = await parseBody(c, loginSchema);
    const key = email.toLowerCase();
    const { db } = options.store;
    if (await isLockedOut(db, key)) {
      throw new ApiFailure(429, 'Demasiados intentos fallidos. Intente de nuevo en 15 minutos');
    }
    const user = await db
      .selectFrom('users')
      .select(['id', 'role', 'passwordHash'])
      .where('email', '=', key)
      .where('isActive', '=', 1)
      .executeTakeFirst();
    const storedHash = typeof user?.passwordHash === 'string' ? user.passwordHash : await decoyHash;
    const isValid = (await verifyPassword(password, storedHash)) && user !== undefined;
    if (!isValid || typeof user.role !== 'string') {
      await recordFailure(db, key);
      throw new ApiFailure(401, wrongCredentials);
    }
    await clearFailures(db, key);
    const token = await signToken({ secret: options.secret, userId: Number(user.id), role: user.role });
    return c.json({ token, role: user.role });
  });
