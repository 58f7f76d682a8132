import { afterEach, describe, expect, it, vi } from 'vitest';

const request = vi.fn<(method: string, path: string, options: unknown) => Promise<unknown>>();
vi.mock('../../../src/app/api/client', () => ({ http: { request } }));

// The shared jsdom keeps localStorage across files: each test leaves none behind.
afterEach(() => {
  localStorage.clear();
  request.mockReset();
  vi.useRealTimers();
});

/** The engine and the sync as a fresh page loads them, with nothing kept on the device. */
const freshPage = async () => {
  vi.resetModules();
  return {
    engine: await import('../../../src/engine'),
    sync: (await import('../../../src/app/settings/programme-time-zone')).syncProgrammeTimeZone,
  };
};

describe('the programme time zone in the browser', () => {
  it("should count today and show times on the server's zone once it answers, and keep it for the next start", async () => {
    // 22:00 in Lima on 31 December, 03:00 UTC on 1 January.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-01T03:00:00.000Z') });
    request.mockResolvedValue({ timeZone: 'America/Lima' });
    const { engine, sync } = await freshPage();

    expect(await sync()).toBe('America/Lima');

    expect(request).toHaveBeenCalledWith('GET', '/settings/programme', { isPublic: true });
    expect(engine.today()).toBe('2025-12-31');
    expect(engine.formatDateTime('2026-01-01T01:00:00.000Z')).toBe('31/12/2025 20:00');
    expect(localStorage.getItem(engine.programmeTimeZoneKey)).toBe('America/Lima');
    // The next start, offline: the engine counts in the zone kept before any answer.
    vi.resetModules();
    request.mockRejectedValue(new TypeError('Failed to fetch'));
    const next = await import('../../../src/engine');
    expect(next.programmeTimeZone()).toBe('America/Lima');
    expect(await (await import('../../../src/app/settings/programme-time-zone')).syncProgrammeTimeZone()).toBe(
      'America/Lima',
    );
  });
});
