import type { MiddlewareHandler } from 'hono';
import { errors, jwtVerify } from 'jose';
import type { Access, Action } from '../entity';
import { ApiFailure } from './api-error';

export type AuthUser = { id: number; role: string };

export type ApiEnv = { Variables: { user: AuthUser; requestId: string } };

/**
 * Verifies the bearer token (HS256 only, `exp` and `sub` required) and puts the user in the
 * context. Anything else answers 401.
 *
 * @example
 * api.use('*', authenticate({ secret }));
 */
export const authenticate = (options: { secret: Uint8Array }): MiddlewareHandler<ApiEnv> => {
  // Imported once: given the raw bytes, jose imports a new key on every request.
  const key = crypto.subtle.importKey('raw', new Uint8Array(options.secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'verify',
  ]);
  return async function authenticateRequest(c, next) {
    const header = c.req.header('authorization') ?? '';
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw new ApiFailure(401, 'Necesitas iniciar sesión');
    try {
      const { payload } = await jwtVerify(token, await key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'sub'],
      });
      const id = Number(payload.sub);
      if (!Number.isSafeInteger(id) || typeof payload.role !== 'string') throw new ApiFailure(401, 'Token inválido');
      c.set('user', { id, role: payload.role });
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new ApiFailure(401, 'Sesión expirada');
      throw new ApiFailure(401, 'Token inválido');
    }
    await next();
  };
};

/**
 * Lets through only the roles an entity's access grants for an action; denied by default.
 *
 * @example
 * router.get('/', allow(countries.access, 'read'), handler);
 */
export const allow = (access: Access, action: Action): MiddlewareHandler<ApiEnv> =>
  async function allowRoles(c, next) {
    if (!access[action].includes(c.get('user').role)) {
      throw new ApiFailure(403, 'No tiene permiso para realizar esta acción');
    }
    await next();
  };
