import { afterEach, describe, expect, it, vi } from 'vitest';
import { probeHealth } from '../../../../src/app/connectivity/app-connectivity';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('probeHealth', () => {
  it('should read the answer to its end, so that the request does not stay open until its timeout', async () => {
    const answer = new Response('{"status":"ok","demo":false}', { status: 200 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer),
    );
    expect(await probeHealth()).toBe(true);
    expect(answer.bodyUsed).toBe(true);
  });

  it('should count any status as an answer, and no answer as none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    expect(await probeHealth()).toBe(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await probeHealth()).toBe(false);
  });
});
