import { afterAll, expect } from 'vitest';
import { openApiMismatches } from './openapi-conformance';

// Every request an API test file sent through createTestApi's app was checked against
// /api/v1/openapi.json (openapi-conformance.ts): the file fails on any disagreement.
afterAll(() => {
  expect(openApiMismatches, 'the OpenAPI document disagrees with the API').toEqual([]);
});
