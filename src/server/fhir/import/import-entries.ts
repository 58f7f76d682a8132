import type { Immunization, Patient } from '@medplum/fhirtypes';
import { FhirFailure } from '../fhir-failure';
import { type EntryPlace, entryFailure } from './entry-failure';

/** An entry of the Bundle to import: a Patient or an Immunization, created with POST. */
export type ImportEntry = { place: EntryPlace; fullUrl?: string; ifNoneExist?: string } & (
  | { resourceType: 'Patient'; resource: Patient }
  | { resourceType: 'Immunization'; resource: Immunization }
);

const importable = ['Patient', 'Immunization'];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The entries of a transaction Bundle, each a Patient or an Immunization to create (`POST`,
 * conditionally with `ifNoneExist`); a 400 `OperationOutcome` for anything else, naming the
 * entry: another kind of Bundle, another resource type, another method.
 *
 * @example
 * importEntries({ resourceType: 'Bundle', type: 'transaction', entry: [{ resource: patient, request: { method: 'POST', url: 'Patient' } }] })
 */
export const importEntries = (body: unknown): ImportEntry[] => {
  if (!isObject(body) || body.resourceType !== 'Bundle') {
    throw new FhirFailure({
      status: 400,
      code: 'structure',
      diagnostics: 'El cuerpo debe ser un Bundle FHIR',
      expression: 'Bundle',
    });
  }
  if (body.type !== 'transaction') {
    throw new FhirFailure({
      status: 400,
      code: 'value',
      diagnostics: 'Solo se importan Bundle de tipo transaction',
      expression: 'Bundle.type',
    });
  }
  const entries = body.entry ?? [];
  if (!Array.isArray(entries)) {
    throw new FhirFailure({
      status: 400,
      code: 'structure',
      diagnostics: 'Bundle.entry debe ser una lista',
      expression: 'Bundle.entry',
    });
  }
  return entries.map((entry: unknown, index) => entryOf(entry, index));
};

const entryOf = (entry: unknown, index: number): ImportEntry => {
  const resource = isObject(entry) ? entry.resource : undefined;
  const resourceType =
    isObject(resource) && typeof resource.resourceType === 'string' ? resource.resourceType : 'recurso';
  const place = { index, resourceType };
  if (!isObject(entry) || !isObject(resource) || !importable.includes(resourceType)) {
    throw entryFailure(place, { code: 'not-supported', diagnostics: 'solo se importan Patient e Immunization' });
  }
  const request = isObject(entry.request) ? entry.request : {};
  if (request.method !== 'POST' || String(request.url ?? '').split(/[/?]/)[0] !== resourceType) {
    throw entryFailure(place, {
      code: 'not-supported',
      diagnostics: `solo se admite crear (request POST ${resourceType})`,
      path: 'request',
    });
  }
  const fullUrl = typeof entry.fullUrl === 'string' && entry.fullUrl !== '' ? entry.fullUrl : undefined;
  const ifNoneExist = typeof request.ifNoneExist === 'string' ? request.ifNoneExist : undefined;
  const common = { place, ...(fullUrl ? { fullUrl } : {}), ...(ifNoneExist ? { ifNoneExist } : {}) };
  return resourceType === 'Patient'
    ? { ...common, resourceType, resource: resource as unknown as Patient }
    : { ...common, resourceType: 'Immunization', resource: resource as unknown as Immunization };
};
