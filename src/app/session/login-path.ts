import type { SessionEnd } from './session-store';

/** Why the login page was opened: `?reason=` of the spec. */
export type LoginReason = 'expired' | 'invalid' | 'required';

export const loginReasonMessages: Readonly<Record<LoginReason, string>> = {
  expired: 'Sesión expirada',
  invalid: 'Token inválido',
  required: 'Necesitas iniciar sesión',
};

export const loginPath = (reason?: LoginReason) => (reason ? `/login?reason=${reason}` : '/login');

/** Where a page that finds no session sends the user, by how the session ended. */
export const loginPathAfter = (endedBy: SessionEnd | null) =>
  endedBy === 'logout' ? loginPath() : loginPath(endedBy ?? 'required');

export const isLoginReason = (value: string | null): value is LoginReason =>
  value === 'expired' || value === 'invalid' || value === 'required';
