import { Hono } from 'hono';
import { passwordChangeSchema } from '../../domain/passwords';
import type { ApiEnv, Store } from '../../engine/server';
import { ApiFailure, appendAudit, invalidData, parseBody } from '../../engine/server';
import { clientAddress } from '../client-address';
import { clearFailures, defaultLoginLimits, type LoginLimits, recentFailures, recordFailure } from './login-attempts';
import { hashPassword, verifyPassword } from './passwords';

/** The field error of a wrong current password. */
export const wrongCurrentPassword = 'La contraseña actual no es correcta';

/**
 * `POST /auth/password` (behind the token): `{ currentPassword, newPassword, confirmation }` →
 * 204. A wrong current password answers 400 on its field (not 401: the session is fine) and
 * counts as a failed login of the account's e-mail from the client's address, so the login's
 * limits (429) stop guessing it here too. The account's other sessions keep working until they
 * expire; deactivating the account is how the admin ends them.
 */
export const passwordRoute = (options: { store: Store; limits?: LoginLimits }) => {
  const limits = options.limits ?? defaultLoginLimits;
  return new Hono<ApiEnv>().post('/password', async (c) => {
    const { currentPassword, newPassword } = await parseBody(c, passwordChangeSchema);
    const { db } = options.store;
    const { id } = c.get('user');
    const account = await db
      .selectFrom('users')
      .select(['email', 'passwordHash'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (typeof account?.email !== 'string' || typeof account.passwordHash !== 'string') {
      throw new ApiFailure(401, 'Sesión expirada');
    }
    const attempt = { email: account.email.toLowerCase(), address: clientAddress(c) };
    const failures = await recentFailures(db, attempt);
    if (failures.fromAddress >= limits.perAddress || failures.forAccount >= limits.perAccount) {
      throw new ApiFailure(429, 'Demasiados intentos fallidos. Intente de nuevo en 15 minutos');
    }
    if (!(await verifyPassword(currentPassword, account.passwordHash))) {
      await recordFailure(db, attempt);
      throw invalidData({ currentPassword: wrongCurrentPassword });
    }
    if (newPassword === currentPassword) {
      throw invalidData({ newPassword: 'La nueva contraseña debe ser distinta de la actual' });
    }
    const passwordHash = await hashPassword(newPassword);
    // The new hash and its audit entry commit together; the entry never holds the hash.
    await db.transaction().execute(async (transaction) => {
      await transaction.updateTable('users').set({ passwordHash }).where('id', '=', id).execute();
      await appendAudit(transaction, {
        userId: id,
        entity: 'users',
        rowId: id,
        action: 'password',
        before: null,
        after: { passwordHash: '[oculto]' },
      });
    });
    await clearFailures(db, attempt);
    return c.body(null, 204);
  });
};
