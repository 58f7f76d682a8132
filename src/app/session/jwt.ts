export type TokenStatus = 'valid' | 'expired' | 'invalid';

/**
 * Reads a JWT's payload without verifying it: the server verifies, the client only needs
 * the `exp` claim to leave before its requests start failing.
 */
export const decodeJwtPayload = (token: string): Record<string, unknown> | null => {
  const parts = token.split('.');
  const body = parts[1];
  if (parts.length !== 3 || parts.some((part) => part.length === 0) || body === undefined) return null;
  try {
    const base64 = body.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};

/** `exp` is in seconds since the epoch; a token without it does not expire on the client. */
export const tokenStatus = (token: string, nowMs: number = Date.now()): TokenStatus => {
  const payload = decodeJwtPayload(token);
  if (!payload) return 'invalid';
  const { exp } = payload;
  if (exp === undefined) return 'valid';
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return 'invalid';
  return exp * 1000 <= nowMs ? 'expired' : 'valid';
};

/**
 * The signed-in user's id, the token's `sub`, or undefined when the token carries none. Read
 * for display defaults only (the dose form's professional): the server takes it from the
 * verified token.
 */
export const tokenUserId = (token: string | null): number | undefined => {
  const subject = token === null ? undefined : decodeJwtPayload(token)?.sub;
  const id = typeof subject === 'string' ? Number(subject) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};
