import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../src/entities';
import { countries } from '../../src/entities/countries';
import { createApp } from '../../src/server/app';
import { behaviours } from '../../src/server/behaviours';
import { benchBaseline } from '../../src/server/bench-baseline';
import { createTestApi, type TestApi } from '../helpers/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('API hardening', () => {
  it('should answer 413 for a body over 1 MB and write nothing', async () => {
    const response = await api.request('POST', '/countries', {
      token: api.tokens.admin,
      rawBody: JSON.stringify({ nameCountry: 'a'.repeat(1_100_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(413);
    expect(await api.rowsOf(countries)).toEqual([]);
  });

  it.each([
    ['invalid JSON', '{"nameCountry":', 'application/json', 400],
    ['a JSON array', '[1,2]', 'application/json', 400],
    ['a wrong content type', 'nameCountry=Peru', 'application/x-www-form-urlencoded', 415],
  ])('should refuse %s with a Spanish message', async (_name, rawBody, type, status) => {
    const response = await api.request('POST', '/countries', {
      token: api.tokens.admin,
      rawBody,
      headers: { 'content-type': type },
    });
    expect(response.status).toBe(status);
    expect((response.json as { message: string }).message).toMatch(/[áéíóúñ]|JSON/);
    expect(await api.rowsOf(countries)).toEqual([]);
  });

  it('should send security headers and no-store on API answers', async () => {
    const response = await api.request('GET', '/countries', { token: api.tokens.admin });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('should answer an unexpected failure with a generic 500 and no detail', async () => {
    // PostgreSQL refuses to drop a table others refer to (the adverse events) unless told to drop those links too.
    const drop = api.store.db.schema.dropTable('applied_doses');
    await (api.store.dialect.name === 'postgres' ? drop.cascade() : drop).execute();
    const response = await api.request('GET', '/applied-doses', { token: api.tokens.admin });
    expect(response.status).toBe(500);
    expect(response.json).toEqual({ message: 'Error interno del servidor' });
  });

  it("should keep the bench's baseline lists, which carry patient data, behind an admin token", async () => {
    // Mounted as main.ts mounts it with BENCH_BASELINE=1.
    const app = createApp({ store: api.store, entities, behaviours, secret: api.secret, isLogged: false });
    app.route('/bench/baseline', benchBaseline(api.store, api.secret));
    const statusAs = async (token?: string) =>
      (
        await app.request('/bench/baseline/patients', {
          headers: token ? { authorization: `Bearer ${token}` } : {},
        })
      ).status;
    expect(await statusAs()).toBe(401);
    expect(await statusAs(api.tokens.health)).toBe(403);
    expect(await statusAs(api.tokens.admin)).toBe(200);
  });
});
