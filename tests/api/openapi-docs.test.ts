import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../helpers/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('GET /api/docs', () => {
  it('should serve the reference page with only its own scripts and styles, under the strict policy', async () => {
    const response = await api.app.request('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain('<html lang="es">');
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(sources).toEqual(['/api/docs/swagger-ui.css', '/api/docs/swagger-ui-bundle.js', '/api/docs/init.js']);
    expect(html).not.toMatch(/<script>|<style>/);
  });

  it('should serve those files from the installed package, cacheable, and point at the document', async () => {
    const files = [
      ['/api/docs/swagger-ui.css', 'text/css'],
      ['/api/docs/swagger-ui-bundle.js', 'text/javascript'],
    ] as const;
    for (const [path, type] of files) {
      const response = await api.app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain(type);
      expect(response.headers.get('cache-control')).toContain('max-age=');
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
    }
    const init = await (await api.app.request('/api/docs/init.js')).text();
    expect(init).toContain("url: '/api/v1/openapi.json'");
    expect(init).toContain('validatorUrl: null');
  });
});
