import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The component files share their worker's jsdom and packages (React, Testing Library: loaded once), but not the
// app's modules: each file loads them afresh, with its own module mocks and its own stores.
vi.resetModules();

// A `findBy…` waits up to 5 s, not 1: beside the browser suite on a busy 2-core machine, jsdom's first render of
// a table can take longer than a second, and a slow render is not a failure (the project's test timeout is 20 s).
configure({ asyncUtilTimeout: 5_000 });

afterEach(cleanup);

// The dose form reads its centre's stock with the app's HTTP client (GET /stock): unknown here, so it offers every
// usable lot of the fake data provider, as offline; a test of the centre's lots answers it with its own.
vi.mock('../../src/app/doses/vaccine/center-stock', () => ({ fetchCenterBatchIds: vi.fn(async () => null) }));

// The dose form's CDSi check reads the patient's data and the schedule with the app's HTTP client: unknown here, so
// it checks nothing, as offline; a test of the check answers them with its own.
vi.mock('../../src/app/doses/checks/assessment-api', () => ({
  fetchAssessmentData: vi.fn(async () => null),
  fetchSchedule: vi.fn(async () => {
    throw new Error('No schedule in this test');
  }),
}));
