import { afterAll, beforeAll } from 'vitest';
import { createReferenceData } from './sample-data';
import { createTestApi, type TestApi } from './test-api';

export type ApiFixture = { api: TestApi; ids: Awaited<ReturnType<typeof createReferenceData>> };

/**
 * A fresh API and database for one test file, with a country, manufacturer, vaccine, batch,
 * centre and patient already created; closed after the file's tests.
 */
export const setUpApiFixture = (): ApiFixture => {
  const fixture = {} as ApiFixture;
  beforeAll(async () => {
    fixture.api = await createTestApi();
    fixture.ids = await createReferenceData(fixture.api);
  });
  afterAll(() => fixture.api.close());
  return fixture;
};
