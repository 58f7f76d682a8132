import type { Context } from 'hono';
import type { ApiEnv, EntityBehaviour, Repository, Store } from '../../engine/server';
import { FhirFailure } from './fhir-failure';
import { fhirBaseOf, fhirJson } from './fhir-json';
import { importBundle } from './import/import-bundle';

/**
 * `POST /fhir/r4` with a transaction Bundle of Patients and Immunizations (the admin): all of
 * it imported in one transaction, or none of it (src/server/fhir/import/). Answers the
 * `transaction-response` Bundle, or the refusal as an `OperationOutcome` naming the entry.
 *
 * @example
 * router.post('/', rolesOnly(adminRoles), importRoute({ store, repository, behaviours }));
 */
export const importRoute =
  (options: { store: Store; repository: Repository; behaviours: readonly EntityBehaviour[] }) =>
  async (c: Context<ApiEnv>) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw new FhirFailure({ status: 400, code: 'structure', diagnostics: 'El cuerpo no es un JSON válido' });
    }
    const bundle = await importBundle({ ...options, user: c.get('user'), base: fhirBaseOf(c), body });
    return fhirJson(c, bundle);
  };
