import type { Bundle, Resource } from '@medplum/fhirtypes';
import type { TestApi } from '../../helpers/test-api';

export type FhirAnswer<T extends Resource = Resource> = {
  status: number;
  contentType: string | null;
  resource: T;
  text: string;
};

/**
 * Calls the FHIR API of a test API in-process, as the admin, the health staff or nobody,
 * with a JSON body when given.
 *
 * @example
 * const { status, resource } = await fhir(api, 'GET', '/Patient/7', { as: 'health' });
 */
export const fhir = async <T extends Resource = Resource>(
  api: TestApi,
  method: string,
  path: string,
  options: { as?: 'admin' | 'health'; body?: unknown; headers?: Record<string, string> } = {},
): Promise<FhirAnswer<T>> => {
  const headers: Record<string, string> = { ...options.headers };
  if (options.as) headers.authorization = `Bearer ${api.tokens[options.as]}`;
  if (options.body !== undefined) headers['content-type'] ??= 'application/fhir+json';
  const response = await api.app.request(`/fhir/r4${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    resource: (response.headers.get('content-type') === 'application/fhir+json' ? JSON.parse(text) : undefined) as T,
    text,
  };
};

/** The resources of a searchset, in order. */
export const resourcesOf = <T extends Resource>(bundle: Bundle) =>
  (bundle.entry ?? []).map((entry) => entry.resource as T);
