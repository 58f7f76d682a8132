import { type LoaderFunction, redirect } from 'react-router-dom';
import { checkAccess } from '../session/access';
import { loginPath } from '../session/login-path';
import { useSessionStore } from '../session/session-store';

/**
 * A route loader that lets the page open only for a valid session with one of `roles`.
 * Loaders run on every navigation to their route, so a token that expired while the app
 * was open is caught on the next click. An expired or malformed token is cleared.
 *
 * @example
 * { path: page.path, loader: requireAccess(page.roles), lazy: { Component: page.load } }
 */
export const requireAccess =
  (roles: readonly string[]): LoaderFunction =>
  () => {
    const { token, role, signOut } = useSessionStore.getState();
    const decision = checkAccess({ token, role, roles });
    if (decision.kind === 'login') {
      if (decision.reason !== 'required') signOut(decision.reason);
      throw redirect(loginPath(decision.reason));
    }
    if (decision.kind === 'forbidden') throw redirect('/forbidden');
    return null;
  };
