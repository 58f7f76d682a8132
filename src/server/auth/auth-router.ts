import { Hono, type MiddlewareHandler } from 'hono';
import type { ApiEnv, Store } from '../../engine/server';
import type { LoginLimits } from './login-attempts';
import { loginRoute } from './login-route';
import { passwordRoute } from './password-route';

/**
 * `/auth`, mounted before the API's guard: `POST /login` for anybody, and `POST /password`
 * behind `guard`, the same token check as every other route.
 *
 * @example
 * api.route('/auth', authRouter({ store, secret, guard }));
 * api.use('*', guard);
 */
export const authRouter = (options: {
  store: Store;
  secret: Uint8Array;
  limits?: LoginLimits;
  guard: MiddlewareHandler<ApiEnv>;
}) =>
  new Hono<ApiEnv>().route('/', loginRoute(options)).use('/password', options.guard).route('/', passwordRoute(options));
