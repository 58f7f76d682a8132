import { SignJWT } from 'jose';

export const tokenLifetime = '8h';

/**
 * Signs a session token: HS256, subject the user id, the role, issued-at and an 8-hour expiry.
 *
 * @example
 * const token = await signToken({ secret, userId: 1, role: 'admin' });
 */
export const signToken = (options: { secret: Uint8Array; userId: number; role: string }) =>
  new SignJWT({ role: options.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(options.userId))
    .setIssuedAt()
    .setExpirationTime(tokenLifetime)
    .sign(options.secret);
