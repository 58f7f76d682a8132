import { suiteServerURL } from './server';

/**
 * The address of this worker's server: each worker of the browser suite has one of its own (playwright.config.ts),
 * and Playwright numbers its workers 0, 1, … in TEST_PARALLEL_INDEX.
 */
export const baseURL = suiteServerURL(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
