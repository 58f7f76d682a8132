import { redirect } from 'react-router-dom';
import { checkAccess } from '../session/access';
import { loginPath } from '../session/login-path';
import { useSessionStore } from '../session/session-store';

/**
 * Lets a page open only for a valid session with one of `roles`: otherwise throws the redirect
 * to the login page (clearing an expired or malformed token) or to /forbidden. Called from a
 * route loader, which runs on every navigation to its route, so a token that expired while the
 * app was open is caught on the next click.
 *
 * @example
 * loader: () => { requireAccess(page.roles); return null; }
 */
export const requireAccess = (roles: readonly string[]): void => {
  const { token, role, signOut } = useSessionStore.getState();
  const decision = checkAccess({ token, role, roles });
  if (decision.kind === 'login') {
    if (decision.reason !== 'required') signOut(decision.reason);
    throw redirect(loginPath(decision.reason));
  }
  if (decision.kind === 'forbidden') throw redirect('/forbidden');
};
