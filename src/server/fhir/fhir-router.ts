import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { adminRoles, staffRoles } from '../../domain/roles';
import type { ApiEnv, EntityBehaviour, Repository, Store } from '../../engine/server';
import { createLogger, type Logger } from '../logger';
import { requestLog } from '../request-log';
import { capabilityStatement } from './capability-statement';
import { evaluationRoutes } from './cdsi/evaluation-routes';
import { recommendationRoute } from './cdsi/recommendation-route';
import { exportCenterRoute } from './export-center';
import { rolesOnly } from './fhir-access';
import { fhirErrors } from './fhir-errors';
import { FhirFailure } from './fhir-failure';
import { fhirBaseOf, fhirJson } from './fhir-json';
import { immunizationRoutes } from './immunization-routes';
import { importRoute } from './import-route';
import { locationRoutes } from './location-routes';
import { organizationRoutes } from './organization-routes';
import { patientRoutes } from './patient-routes';

const megabyte = 1024 * 1024;

export type FhirRouterOptions = {
  store: Store;
  repository: Repository;
  behaviours: readonly EntityBehaviour[];
  /** The bearer-token guard of `/api/v1`. */
  guard: MiddlewareHandler<ApiEnv>;
  logger?: Logger;
  /** One log line per request (true by default), as the API's. */
  isLogged?: boolean;
};

/**
 * The FHIR R4 API, mounted at `/fhir/r4` (docs/fhir.md): its CapabilityStatement without a
 * token; behind the API's guard, Patient, Immunization, ImmunizationRecommendation and
 * ImmunizationEvaluation (the CDSi forecast and each dose's evaluation), and
 * Organization and Location (the organisation units and the centres of the user's scope), for
 * the admin and the health staff, with the NDJSON export of a centre (`GET /$export-centre`), and
 * the import of a transaction Bundle (`POST /`) for the admin. The reads answer only the user's
 * part of the network (fhir-scope.ts). Every answer is `application/fhir+json`, every refusal an
 * `OperationOutcome` with its Spanish diagnostics.
 *
 * @example
 * app.route('/fhir/r4', fhirRouter({ store, repository, behaviours, guard }));
 */
export const fhirRouter = (options: FhirRouterOptions) => {
  const { store, repository } = options;
  const logger = options.logger ?? createLogger({ level: 'error' });
  const router = new Hono<ApiEnv>();
  router.onError(fhirErrors(logger));
  if (options.isLogged !== false) router.use('*', requestLog(logger));
  router.use(
    '*',
    bodyLimit({
      maxSize: 4 * megabyte,
      onError: () => {
        throw new FhirFailure({
          status: 413,
          code: 'too-long',
          diagnostics: 'La solicitud supera el tamaño máximo permitido (4 MB)',
        });
      },
    }),
  );
  router.get('/metadata', (c) =>
    fhirJson(c, capabilityStatement({ base: fhirBaseOf(c), date: new Date().toISOString() })),
  );
  router.use('*', options.guard);
  const readers = rolesOnly(staffRoles);
  router.use('/Patient/*', readers);
  router.use('/Immunization/*', readers);
  router.use('/ImmunizationRecommendation/*', readers);
  router.use('/ImmunizationEvaluation/*', readers);
  router.use('/Organization/*', readers);
  router.use('/Location/*', readers);
  router.route('/Patient', patientRoutes({ db: store.db, repository }));
  router.route('/Immunization', immunizationRoutes({ db: store.db, repository }));
  router.route('/ImmunizationRecommendation', recommendationRoute({ db: store.db, repository }));
  router.route('/ImmunizationEvaluation', evaluationRoutes({ db: store.db, repository }));
  router.route('/Organization', organizationRoutes(store));
  router.route('/Location', locationRoutes(store));
  router.get('/$export-centre', readers, exportCenterRoute({ repository, db: store.db }));
  router.post('/', rolesOnly(adminRoles), importRoute({ store, repository, behaviours: options.behaviours }));
  router.all('*', () => {
    throw new FhirFailure({ status: 404, code: 'not-found', diagnostics: 'Recurso no encontrado' });
  });
  return router;
};
