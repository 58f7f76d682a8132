import { adminRoles } from '../domain/roles';
import { defaultStockSettings, type StockSettings } from '../domain/supply/requisitions';
import type { EntityRegistry } from '../engine';
import { auditRoute, type OpenApiDocument, type ProductRoute } from '../engine/server';
import { users } from '../entities/users';
import { loginRoute, meRoute, passwordRoute } from './auth/auth-routes';
import type { LoginLimits } from './auth/login-attempts';
import { indicatorRoutes } from './indicators/indicators-routes';
import { dueDosesRoute } from './programme/due-doses-routes';
import { batchAvailabilityRoute, dosesAppliedRoute } from './report-routes';
import { stockSettingsRoute } from './settings/stock-settings-route';
import { healthRoute, openApiRoute, programmeSettingsRoute } from './status-routes';
import { placeStockExportRoute, placeStockRoute } from './stock/place-stock-routes';
import { stockAlertsRoute } from './stock-alerts/stock-alerts-routes';

export type ProductRouteOptions = {
  registry: EntityRegistry;
  /** The tokens' signing secret: the login signs with it. */
  secret: Uint8Array;
  isDemo?: boolean;
  loginLimits?: LoginLimits;
  /** The document `GET /openapi.json` answers, read when asked. */
  documentOf: () => OpenApiDocument;
  /** The programme's stock settings (`GET /settings/stock`); the defaults unless given. */
  stock?: StockSettings;
};

/**
 * Every route of the API that is no entity's (FHIR aside), declared once with what it takes
 * and answers (`defineRoute`): the app mounts them and the OpenAPI document is written from
 * them. The public ones first: they are mounted before the token guard.
 *
 * @example
 * const routes = productRoutes({ registry, secret, documentOf: () => document });
 */
export const productRoutes = (options: ProductRouteOptions): readonly ProductRoute[] => [
  healthRoute({ isDemo: options.isDemo === true }),
  programmeSettingsRoute,
  openApiRoute(options.documentOf),
  loginRoute({ secret: options.secret, limits: options.loginLimits }),
  passwordRoute({ limits: options.loginLimits }),
  meRoute,
  auditRoute({ registry: options.registry, roles: adminRoles, users }),
  dosesAppliedRoute,
  batchAvailabilityRoute,
  dueDosesRoute,
  stockAlertsRoute,
  placeStockRoute,
  placeStockExportRoute,
  stockSettingsRoute(options.stock ?? defaultStockSettings),
  ...indicatorRoutes,
];
