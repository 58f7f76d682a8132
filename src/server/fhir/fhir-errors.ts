import type { ErrorHandler } from 'hono';
import { ApiFailure } from '../../engine/server';
import { errorSummary, type Logger } from '../logger';
import { FhirFailure, issueCodeOf, operationOutcome } from './fhir-failure';
import { fhirJson } from './fhir-json';

/**
 * Every refusal of the FHIR API as an `OperationOutcome` with its Spanish diagnostics: its own
 * ({@link FhirFailure}), the guard's and the entities' (`ApiFailure`, their first field message
 * when they have one), and a 500 for anything unexpected, logged.
 *
 * @example
 * router.onError(fhirErrors(logger));
 */
export const fhirErrors =
  (logger: Logger): ErrorHandler =>
  (error, c) => {
    if (error instanceof FhirFailure) {
      return fhirJson(
        c,
        operationOutcome({ code: error.code, diagnostics: error.message, expression: error.expression }),
        error.status,
      );
    }
    if (error instanceof ApiFailure) {
      const [field, message] = Object.entries(error.errors ?? {})[0] ?? [];
      const diagnostics = message === undefined ? error.message : `${error.message}: ${message}`;
      return fhirJson(
        c,
        operationOutcome({ code: issueCodeOf(error.status), diagnostics, expression: field }),
        error.status,
      );
    }
    logger.error({ requestId: c.get('requestId'), error: errorSummary(error) }, 'error interno');
    return fhirJson(c, operationOutcome({ code: 'exception', diagnostics: 'Error interno del servidor' }), 500);
  };
