import type { MiddlewareHandler } from 'hono';
import { type CryptoKey, errors, jwtVerify } from 'jose';
import { isAllowed } from '../../contract/access';
import type { Access, Action } from '../../contract/entity';
import { type Scope, wholeScope } from '../../scope';
import { ApiFailure } from '../api-error';

/** Who is asking: their id, their role, and their part of the network (`scope`). */
export type AuthUser = { id: number; role: string; scope: Scope };

export type ApiEnv = { Variables: { user: AuthUser; requestId: string } };

/** What the guard needs to know of the account a token was signed for: its role, and its scope (the whole by default). */
export type Account = { role: string; scope?: Scope };

export type AuthenticateOptions = {
  secret: Uint8Array;
  /**
   * The account of a user id while it may use the API (exists, active), or undefined. Asked
   * on every request, so a token outlives neither its account nor its role; cache it briefly.
   */
  findAccount: (id: number) => Promise<Account | undefined>;
};

const expiredSession = 'Sesión expirada';

/**
 * Verifies the bearer token (HS256 only, `exp` and `sub` required), checks that its user
 * still has an active account with the token's role, and puts the user in the context.
 * Anything else answers 401: 'Sesión expirada' for an expired token or an account that is
 * gone, deactivated or has another role now (signing in again is the way back), 'Token
 * inválido' for a token that does not verify.
 *
 * @example
 * api.use('*', authenticate({ secret, findAccount: (id) => accounts.find(id) }));
 */
export const authenticate = (options: AuthenticateOptions): MiddlewareHandler<ApiEnv> => {
  // Imported once: given the raw bytes, jose imports a new key on every request.
  const key = crypto.subtle.importKey('raw', new Uint8Array(options.secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'verify',
  ]);
  return async function authenticateRequest(c, next) {
    const header = c.req.header('authorization') ?? '';
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw new ApiFailure(401, 'Necesitas iniciar sesión');
    const user = await verifiedUser(token, await key);
    const account = await options.findAccount(user.id);
    if (account?.role !== user.role) throw new ApiFailure(401, expiredSession);
    c.set('user', { ...user, scope: account.scope ?? wholeScope });
    await next();
  };
};

const verifiedUser = async (token: string, key: CryptoKey): Promise<Omit<AuthUser, 'scope'>> => {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
    const id = Number(payload.sub);
    if (Number.isSafeInteger(id) && typeof payload.role === 'string') return { id, role: payload.role };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new ApiFailure(401, expiredSession);
  }
  throw new ApiFailure(401, 'Token inválido');
};

/**
 * Lets through only the roles an entity's access grants for an action; denied by default.
 *
 * @example
 * router.get('/', allow(countries.access, 'read'), handler);
 */
export const allow = (access: Access, action: Action): MiddlewareHandler<ApiEnv> =>
  async function allowRoles(c, next) {
    if (!isAllowed(access, action, c.get('user').role)) {
      throw new ApiFailure(403, 'No tiene permiso para realizar esta acción');
    }
    await next();
  };
