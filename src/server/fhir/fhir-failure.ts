import type { OperationOutcome, OperationOutcomeIssue } from '@medplum/fhirtypes';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** FHIR's issue types the API answers with (http://hl7.org/fhir/issue-type). */
export type IssueCode = OperationOutcomeIssue['code'];

/**
 * A refusal of the FHIR API: its status, FHIR's issue type, the Spanish diagnostics and, when
 * it is about one element, its FHIRPath (`Bundle.entry[2].resource.name[0].text`). Thrown
 * anywhere in a handler, answered as an `OperationOutcome` by the router's error handler.
 *
 * @example
 * throw new FhirFailure({ status: 404, code: 'not-found', diagnostics: 'El paciente no existe' });
 */
export class FhirFailure extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: IssueCode;
  readonly expression?: string;

  constructor(options: { status: ContentfulStatusCode; code: IssueCode; diagnostics: string; expression?: string }) {
    super(options.diagnostics);
    this.name = 'FhirFailure';
    this.status = options.status;
    this.code = options.code;
    this.expression = options.expression;
  }
}

/** The 404 of a resource that does not exist ('El paciente no existe'). */
export const resourceNotFound = (what: string) =>
  new FhirFailure({ status: 404, code: 'not-found', diagnostics: `${what} no existe` });

/**
 * An `OperationOutcome` of one issue, an error unless told.
 *
 * @example
 * operationOutcome({ code: 'forbidden', diagnostics: 'No tiene permiso para realizar esta acción' })
 */
export const operationOutcome = (issue: {
  code: IssueCode;
  diagnostics: string;
  expression?: string;
  severity?: OperationOutcomeIssue['severity'];
}): OperationOutcome => ({
  resourceType: 'OperationOutcome',
  issue: [
    {
      severity: issue.severity ?? 'error',
      code: issue.code,
      diagnostics: issue.diagnostics,
      ...(issue.expression === undefined ? {} : { expression: [issue.expression] }),
    },
  ],
});

/** The issue type of the API's other refusals (the guard's 401, an entity rule's 409), by status. */
export const issueCodeOf = (status: number): IssueCode => {
  if (status === 401) return 'login';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status === 413) return 'too-long';
  if (status === 422) return 'business-rule';
  return status < 500 ? 'invalid' : 'exception';
};
