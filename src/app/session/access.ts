import { type TokenStatus, tokenStatus } from './jwt';
import type { LoginReason } from './login-path';

export type AccessDecision = { kind: 'allow' } | { kind: 'login'; reason: LoginReason } | { kind: 'forbidden' };

/**
 * Decides whether a session may open a page allowed to `roles` (spec, section 4).
 *
 * @example
 * checkAccess({ token: null, role: null, roles: ['admin'] }) // { kind: 'login', reason: 'required' }
 */
export const checkAccess = (options: {
  token: string | null;
  role: string | null;
  roles: readonly string[];
  nowMs?: number;
}): AccessDecision => {
  if (!options.token) return { kind: 'login', reason: 'required' };
  const status: TokenStatus = tokenStatus(options.token, options.nowMs);
  if (status !== 'valid') return { kind: 'login', reason: status };
  if (!options.role || !options.roles.includes(options.role)) return { kind: 'forbidden' };
  return { kind: 'allow' };
};
