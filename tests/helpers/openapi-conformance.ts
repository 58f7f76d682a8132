import type { ErrorObject } from 'ajv';
import type { OpenApiDocument } from '../../src/engine/server';
import { type CheckedOperation, documentOperations } from './openapi-operations';

/**
 * Where the API and its OpenAPI document disagree, over every request of a test file: the
 * api project's setup (setup-openapi.ts) fails the file when any was recorded.
 */
export const openApiMismatches: string[] = [];

type Fetch = (request: Request, ...rest: never[]) => Response | Promise<Response>;

/** One set of operations per document: a file that builds several apps compiles each schema once. */
const operationsByDocument = new Map<string, ReturnType<typeof documentOperations>>();

/**
 * A fetch handler that checks each exchange against the document, as a validating proxy
 * (Stoplight Prism) in front of the server would: a request the API accepted (2xx) must be
 * valid (path, query and header parameters coerced from text by their type, and its JSON
 * body), and every response's status must be documented with the body it sends.
 *
 * @example
 * app.fetch = checkedAgainst(document, app.fetch);
 */
export const checkedAgainst = <F extends Fetch>(document: OpenApiDocument, fetch: F): F => {
  const text = JSON.stringify(document);
  let operations = operationsByDocument.get(text);
  if (!operations) {
    operations = documentOperations(JSON.parse(text) as OpenApiDocument);
    operationsByDocument.set(text, operations);
  }
  const find = operations;
  const checked = async (request: Request, ...rest: never[]) => {
    const url = new URL(request.url);
    const found = find(request.method, url.pathname);
    const copy = found && request.body ? request.clone() : undefined;
    const response = await fetch(request, ...rest);
    if (!found) {
      if (response.ok && url.pathname.startsWith('/api/v1/'))
        record(`${request.method} ${url.pathname}`, 'no operation');
      return response;
    }
    const label = `${found.operation.name} → ${response.status}`;
    if (response.ok) {
      for (const problem of requestProblems(found.operation, {
        url,
        headers: request.headers,
        pathValues: found.pathValues,
      }))
        record(label, problem);
      if (copy) for (const problem of bodyProblems(found.operation, await copy.text())) record(label, problem);
    }
    for (const problem of await responseProblems(found.operation, response)) record(label, problem);
    return response;
  };
  return checked as F;
};

const record = (label: string, problem: string) => {
  openApiMismatches.push(`${label}: ${problem}`);
};

const requestProblems = (
  operation: CheckedOperation,
  request: { url: URL; headers: Headers; pathValues: Record<string, string> },
): string[] => {
  const texts: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    const value =
      parameter.in === 'path'
        ? request.pathValues[parameter.name]
        : parameter.in === 'query'
          ? request.url.searchParams.get(parameter.name)
          : request.headers.get(parameter.name);
    if (value !== null && value !== undefined) texts[parameter.name] = value;
  }
  const errors = operation.checkParameters(texts);
  return errors ? [`parameters ${JSON.stringify(request.pathValues)}${request.url.search}: ${describe(errors)}`] : [];
};

const bodyProblems = (operation: CheckedOperation, body: string): string[] => {
  if (!operation.validateBody) return body ? ['a body the operation does not document'] : [];
  const validate = operation.validateBody();
  const value = parsed(body);
  return validate(value) ? [] : [`request body ${body.slice(0, 200)}: ${describe(validate.errors)}`];
};

const responseProblems = async (operation: CheckedOperation, response: Response): Promise<string[]> => {
  const documented = operation.responseOf(response.status);
  if (!documented) return ['undocumented status'];
  const mediaType = response.headers.get('content-type')?.split(';')[0];
  if (!documented.mediaType)
    return response.body && (await response.clone().text()) ? ['a body the response does not document'] : [];
  if (mediaType !== documented.mediaType) return [`content type ${mediaType}, documented ${documented.mediaType}`];
  if (!documented.validate) return [];
  const body = await response.clone().text();
  const validate = documented.validate();
  return validate(parsed(body)) ? [] : [`response body ${body.slice(0, 300)}: ${describe(validate.errors)}`];
};

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const describe = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? [])
    .map((error) => `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`)
    .join('; ');
