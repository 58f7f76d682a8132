import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { StockSettings } from '../domain/supply/requisitions';
import { type AnyEntity, createRegistry } from '../engine';
import {
  type ApiEnv,
  ApiFailure,
  authenticate,
  createRepository,
  type EntityBehaviour,
  entitiesRouter,
  mountProductRoutes,
  type Store,
} from '../engine/server';
import { accountCacheMs, accountFinder } from './auth/accounts';
import type { LoginLimits } from './auth/login-attempts';
import { fhirRouter } from './fhir/fhir-router';
import { createLogger, errorSummary, type Logger } from './logger';
import { apiDocument } from './openapi/api-document';
import { docsRouter } from './openapi/docs-router';
import { productRoutes } from './product-routes';
import { startForecastJobs } from './programme/forecast-jobs';
import { requestLog } from './request-log';
import { drainUnreadBody } from './unread-body';

export type AppOptions = {
  store: Store;
  entities: readonly AnyEntity[];
  /** Server-side behaviour of some entities; checked against the entities at start. */
  behaviours: readonly EntityBehaviour[];
  secret: Uint8Array;
  /** Where the request lines and the unexpected errors go; errors only, as JSON, unless given. */
  logger?: Logger;
  /** One log line per API request (true by default). */
  isLogged?: boolean;
  /** How long a token's account state is trusted before it is read again (not at all by default). */
  accountCacheMs?: number;
  /** Failed logins allowed per e-mail and address, and per address; production defaults otherwise. */
  loginLimits?: LoginLimits;
  /** The demo data is in use (`isDemoInUse`): `GET /health` says so and the login page shows the demo account. */
  isDemo?: boolean;
  /** The programme's stock settings `GET /settings/stock` answers (`STOCK_MAXIMUM_MONTHS`); the defaults unless given. */
  stock?: StockSettings;
};

const megabyte = 1024 * 1024;
/** The largest body the API reads: one megabyte. */
export const bodyLimitBytes = megabyte;

/**
 * The whole HTTP API under `/api/v1`: login, health, its OpenAPI document, one router per
 * entity, the reports; and its reference page at `/api/docs`.
 * Static files are added by the process that serves the built client.
 *
 * @example
 * const app = createApp({ store, entities, behaviours, secret });
 * const response = await app.request('/api/v1/health');
 */
export const createApp = (options: AppOptions) => {
  const { store, secret } = options;
  const logger = options.logger ?? createLogger({ level: 'error' });
  const registry = createRegistry(options.entities);
  const repository = createRepository({ store, registry });
  // Rule and series changes ask for recomputes in their transactions; this loop runs them.
  startForecastJobs(store, {
    onError: (error) => logger.error({ error: errorSummary(error) }, 'recálculo de previsiones'),
  });
  const guard = authenticate({
    secret,
    findAccount: accountFinder({ store, cacheMs: options.accountCacheMs ?? accountCacheMs }),
  });
  // The routes of the API that are no entity's, declared once: mounted, and described by the document.
  const routes = productRoutes({
    registry,
    secret,
    isDemo: options.isDemo,
    loginLimits: options.loginLimits,
    documentOf: () => document,
    stock: options.stock,
  });
  const document = apiDocument(registry, routes);

  const api = new Hono<ApiEnv>();
  // Each checks its own roles, the token first unless it is public; then every entity's routes, behind the token.
  mountProductRoutes({ api, routes, store, repository, guard });
  api.use('*', guard);
  api.route('/', entitiesRouter({ registry, store, repository, behaviours: options.behaviours }));

  const app = new Hono<ApiEnv>();
  app.use('*', drainUnreadBody({ maxBytes: 4 * megabyte, maxMilliseconds: 5_000 }));
  app.use('*', requestId());
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
      },
    }),
  );
  // Static files for the API reference: before the API's request log and `no-store`.
  app.route('/api/docs', docsRouter());
  if (options.isLogged !== false) app.use('/api/*', requestLog(logger));
  app.use('/api/*', async function noStore(c, next) {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: bodyLimitBytes,
      onError: (c) => c.json({ message: 'La solicitud supera el tamaño máximo permitido (1 MB)' }, 413),
    }),
  );
  app.route('/api/v1', api);
  app.route('/fhir/r4', fhirRouter({ ...options, repository, guard, logger }));
  app.notFound((c) => c.json({ message: 'Recurso no encontrado' }, 404));
  app.onError((error, c) => {
    if (error instanceof ApiFailure) return c.json(error.toBody(), error.status);
    logger.error({ requestId: c.get('requestId'), error: errorSummary(error) }, 'error interno');
    return c.json({ message: 'Error interno del servidor' }, 500);
  });
  return app;
};
