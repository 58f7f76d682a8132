import type { Resource } from '@medplum/fhirtypes';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The media type of every FHIR answer in JSON, and of the import's body. */
export const fhirJsonType = 'application/fhir+json';

/** The media type of a bulk export: one resource per line. */
export const fhirNdjsonType = 'application/fhir+ndjson';

/**
 * A FHIR resource as the answer, `Content-Type: application/fhir+json`, never cached.
 *
 * @example
 * return fhirJson(c, patientResource(row));
 */
export const fhirJson = (c: Context, resource: Resource, status: ContentfulStatusCode = 200) =>
  c.body(JSON.stringify(resource), status, { 'content-type': fhirJsonType, 'cache-control': 'no-store' });

/** Where src/server/app.ts mounts the FHIR API. */
export const fhirPath = '/fhir/r4';

/** The FHIR base the request came to (`https://host/fhir/r4`): the root of fullUrls and links. */
export const fhirBaseOf = (c: Context) => `${new URL(c.req.url).origin}${fhirPath}`;
