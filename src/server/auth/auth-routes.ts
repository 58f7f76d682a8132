import { type AccountAnswer, accountAnswerSchema } from '../../domain/account';
import { loginAnswerSchema, loginSchema } from '../../domain/login';
import { placeholderUnits } from '../../domain/org-units';
import { passwordChangeSchema } from '../../domain/passwords';
import { ApiFailure, answer, auditLogin, type Db, defineRoute, invalidData, tableOf } from '../../engine/server';
import { orgUnits } from '../../entities/org-units';
import { users } from '../../entities/users';
import { vaccinationCenters } from '../../entities/vaccination-centers';
import { clientAddress } from '../client-address';
import { deactivatedAccount } from './accounts';
import { clearFailures, defaultLoginLimits, type LoginLimits, recentFailures, recordFailure } from './login-attempts';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import { signToken } from './tokens';

const wrongCredentials = 'Correo o contraseña incorrectos';

/** The field error of a wrong current password. */
export const wrongCurrentPassword = 'La contraseña actual no es correcta';

/**
 * `POST /auth/login` (anyone): `{ email, password }` → `{ token, role }`; one generic 401 for a
 * wrong e-mail or password, and a 401 saying so for the right password of a deactivated
 * account. Failures count per e-mail and client address, and per address: past the limits that
 * pair, or the whole address, gets 429 before any password is hashed. Every attempt is audited.
 *
 * @example
 * const routes = [loginRoute({ secret }), ...];
 */
export const loginRoute = (options: { secret: Uint8Array; limits?: LoginLimits }) => {
  const limits = options.limits ?? defaultLoginLimits;
  return defineRoute(
    {
      method: 'post',
      path: '/auth/login',
      operationId: 'login',
      tag: 'Sesión',
      roles: 'public',
      summary: 'Iniciar sesión',
      description:
        'Devuelve un token JWT para `Authorization: Bearer <token>`. Tras varios intentos fallidos por correo y dirección, o por dirección, responde 429 durante 15 minutos.',
      body: loginSchema,
      answers: { 200: { description: 'Sesión iniciada.', schema: loginAnswerSchema } },
      errors: [400, 401, 413, 415, 429, 500],
    },
    async ({ c, body }, { db }) => {
      const attempt = { email: body.email.toLowerCase(), address: clientAddress(c) };
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
      const isValid = (await verifyPassword(body.password, storedHash)) && user !== undefined;
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
      return answer(200, { token, role: user.role });
    },
  );
};

/**
 * `POST /auth/password` (signed in): `{ currentPassword, newPassword, confirmation }` → 204. A
 * wrong current password answers 400 on its field (not 401: the session is fine) and counts as
 * a failed login of the account's e-mail from the client's address, so the login's limits (429)
 * stop guessing it here too: the route's check, before the write. The write stores the new hash
 * in the engine's write context, whose audit entry says the private hash changed, never what it
 * is. The account's other sessions keep working until they expire; deactivating the account is
 * how the admin ends them.
 */
export const passwordRoute = (options: { limits?: LoginLimits } = {}) => {
  const limits = options.limits ?? defaultLoginLimits;
  return defineRoute(
    {
      method: 'post',
      path: '/auth/password',
      operationId: 'password.change',
      tag: 'Sesión',
      roles: users.access.read,
      summary: 'Cambiar la contraseña propia',
      description:
        'Con la contraseña actual, la nueva (al menos 6 caracteres) y su confirmación. Una contraseña actual incorrecta responde 400 en su campo y cuenta como un inicio de sesión fallido (tras varios, 429). Las otras sesiones de la cuenta siguen válidas hasta que expiran.',
      body: passwordChangeSchema,
      answers: { 204: { description: 'Contraseña cambiada.' } },
      errors: [400, 401, 403, 413, 415, 429, 500],
      writes: { entity: users, idOf: (c) => c.get('user').id, audit: 'password' },
    },
    async ({ c, body }, { db, user }) => {
      await db
        .updateTable('users')
        .set({ passwordHash: await hashPassword(body.newPassword) })
        .where('id', '=', user.id)
        .execute();
      await clearFailures(db, await attemptOf(db, user.id, clientAddress(c)));
      return answer(204, null);
    },
    {
      check: async ({ c, body }, { db, user }) => {
        const attempt = await attemptOf(db, user.id, clientAddress(c));
        const failures = await recentFailures(db, attempt);
        if (failures.fromAddress >= limits.perAddress || failures.forAccount >= limits.perAccount) {
          throw new ApiFailure(429, 'Demasiados intentos fallidos. Intente de nuevo en 15 minutos');
        }
        const stored = await db.selectFrom('users').select('passwordHash').where('id', '=', user.id).executeTakeFirst();
        if (
          typeof stored?.passwordHash !== 'string' ||
          !(await verifyPassword(body.currentPassword, stored.passwordHash))
        ) {
          await recordFailure(db, attempt);
          throw invalidData({ currentPassword: wrongCurrentPassword });
        }
        if (body.newPassword === body.currentPassword) {
          throw invalidData({ newPassword: 'La nueva contraseña debe ser distinta de la actual' });
        }
      },
    },
  );
};

/** A password attempt of the account `id` from `address`, keyed as the login's are (its e-mail); 401 once it is gone. */
const attemptOf = async (db: Parameters<typeof recentFailures>[0], id: number, address: string) => {
  const account = await db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirst();
  if (typeof account?.email !== 'string') throw new ApiFailure(401, 'Sesión expirada');
  return { email: account.email.toLowerCase(), address };
};

/**
 * `GET /auth/me` (signed in): who the token is for, their role and where they work (the top bar
 * names it): a centre, a unit, or the whole network (named after its national unit).
 */
export const meRoute = defineRoute(
  {
    method: 'get',
    path: '/auth/me',
    operationId: 'account.me',
    tag: 'Sesión',
    roles: users.access.read,
    summary: 'La cuenta de la sesión',
    description:
      'Su nombre, su rol y dónde trabaja: un centro, una unidad organizativa (región o distrito) o toda la red (`level` `national`), cuyo nombre muestra la barra superior.',
    answers: { 200: { description: 'La cuenta.', schema: accountAnswerSchema } },
    errors: [401, 403, 500],
  },
  async (_input, { db, user }) => {
    const account = await db
      .selectFrom('users')
      .select(['id', 'name', 'lastname', 'role', 'vaccinationCenterId', 'orgUnitId'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    const me: AccountAnswer = {
      id: Number(account.id),
      name: String(account.name ?? ''),
      lastname: String(account.lastname ?? ''),
      role: user.role as AccountAnswer['role'],
      place: await placeOf(db, account),
    };
    return answer(200, me);
  },
);

const placeOf = async (
  db: Db,
  account: { vaccinationCenterId: unknown; orgUnitId: unknown },
): Promise<AccountAnswer['place']> => {
  if (account.vaccinationCenterId !== null) {
    const center = await db
      .selectFrom(tableOf(vaccinationCenters))
      .select(['id', 'centerName'])
      .where('id', '=', Number(account.vaccinationCenterId))
      .executeTakeFirstOrThrow();
    return { level: 'center', id: Number(center.id), name: String(center.centerName) };
  }
  const unit = await db
    .selectFrom(tableOf(orgUnits))
    .select(['id', 'name', 'level'])
    .where((eb) =>
      account.orgUnitId === null
        ? eb.and([eb('level', '=', 'national'), eb('isActive', '=', 1)])
        : eb('id', '=', Number(account.orgUnitId)),
    )
    .executeTakeFirst();
  if (!unit) return { level: 'national', id: null, name: placeholderUnits.national };
  return {
    level: unit.level as AccountAnswer['place']['level'],
    id: account.orgUnitId === null ? null : Number(unit.id),
    name: String(unit.name),
  };
};
