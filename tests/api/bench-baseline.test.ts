import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../src/entities';
import { createApp } from '../../src/server/app';
import { behaviours } from '../../src/server/behaviours';
import { benchBaseline } from '../../src/server/bench-baseline';
import { createReferenceData, idOf, payloads, registerDose } from '../helpers/sample-data';
import { createTestApi, type TestApi } from '../helpers/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  const ids = await createReferenceData(api);
  const child = { ...payloads.child(ids.patientId), vaccinationCenterId: ids.centerId };
  idOf(await api.admin('POST', '/patients', child));
  idOf(await registerDose(api, ids));
});
afterAll(() => api.close());

/** A baseline list as main.ts mounts it with BENCH_BASELINE=1, parsed. */
const baselineList = async (path: string) => {
  const app = createApp({ store: api.store, entities, behaviours, secret: api.secret, isLogged: false });
  app.route('/bench/baseline', benchBaseline(api.store, api.secret));
  const response = await app.request(`/bench/baseline/${path}`, {
    headers: { authorization: `Bearer ${api.tokens.admin}` },
  });
  return response.json();
};

// `npm run bench` compares each list with its baseline: one that sends less than the API would
// make the API look slower than it is (the doses' lacked four fields and a join, the patients' the
// catchment centre, for days).
describe("the bench's baseline lists", () => {
  it.each(['patients', 'applied-doses'])('should send exactly what GET /%s sends', async (path) => {
    const ours = await api.admin('GET', `/${path}`);
    expect(ours.status).toBe(200);
    expect((ours.json as unknown[]).length).toBeGreaterThan(0);
    expect(await baselineList(path)).toEqual(ours.json);
  });
});
