import type { MiddlewareHandler } from 'hono';
import type { Role } from '../../domain/roles';
import type { ApiEnv } from '../../engine/server';
import { FhirFailure } from './fhir-failure';

/**
 * Lets through only these roles; the others get a 403 `OperationOutcome`.
 *
 * @example
 * router.post('/', rolesOnly(adminRoles), importHandler);
 */
export const rolesOnly = (roles: readonly Role[]): MiddlewareHandler<ApiEnv> => {
  const allowed: readonly string[] = roles;
  return async function fhirRoles(c, next) {
    if (!allowed.includes(c.get('user').role)) {
      throw new FhirFailure({
        status: 403,
        code: 'forbidden',
        diagnostics: 'No tiene permiso para realizar esta acción',
      });
    }
    await next();
  };
};
