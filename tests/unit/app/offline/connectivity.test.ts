import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConnectivity } from '../../../../src/app/connectivity/connectivity';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A connectivity whose probe answers as `network.answers` says, started. */
const setUp = ({ isBrowserOnline = true, answers = true } = {}) => {
  const network = { answers, isBrowserOnline };
  const probe = vi.fn(async () => network.answers);
  const connectivity = createConnectivity({
    probe,
    isBrowserOnline: () => network.isBrowserOnline,
    probeDelaysMs: { first: 1_000, next: 5_000 },
  });
  const changes: boolean[] = [];
  connectivity.subscribe((isOnline) => changes.push(isOnline));
  const stop = connectivity.start();
  return { network, probe, connectivity, changes, stop };
};

describe('createConnectivity', () => {
  it('should read offline a browser that says online when the API gives no answer at start', async () => {
    const { connectivity, changes } = setUp({ answers: false });
    await vi.advanceTimersByTimeAsync(0);

    expect(connectivity.isOnline()).toBe(false);
    expect(changes).toEqual([false]);
  });

  it('should go offline on a request without an answer, probe after 1 s then every 5 s, and come back when the API answers', async () => {
    const { network, connectivity, changes, probe } = setUp();
    await vi.advanceTimersByTimeAsync(0);
    probe.mockClear();
    network.answers = false;

    connectivity.report(false);
    expect(connectivity.isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(999);
    expect(probe).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(probe).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(probe).toHaveBeenCalledTimes(2);
    network.answers = true;
    await vi.advanceTimersByTimeAsync(5_000);

    expect(connectivity.isOnline()).toBe(true);
    expect(changes).toEqual([false, true]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probe).toHaveBeenCalledTimes(3);
  });

  it('should go offline when the browser says so, without probing, and probe at once when it says online again', async () => {
    const { connectivity, changes, probe } = setUp();
    await vi.advanceTimersByTimeAsync(0);
    probe.mockClear();

    connectivity.browserWent(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(connectivity.isOnline()).toBe(false);
    expect(probe).not.toHaveBeenCalled();
    connectivity.browserWent(true);
    await vi.advanceTimersByTimeAsync(0);

    expect(probe).toHaveBeenCalledTimes(1);
    expect(changes).toEqual([false, true]);
  });

  it('should settle whenOffline at once when offline, when the device goes offline, and never after its cancel', async () => {
    const { network, connectivity } = setUp();
    await vi.advanceTimersByTimeAsync(0);
    network.answers = false;
    const settled: string[] = [];
    const first = connectivity.whenOffline();
    const cancelled = connectivity.whenOffline();
    void first.promise.then(() => settled.push('first'));
    void cancelled.promise.then(() => settled.push('cancelled'));
    cancelled.cancel();

    connectivity.report(false);
    await vi.advanceTimersByTimeAsync(0);
    const atOnce = connectivity.whenOffline();
    void atOnce.promise.then(() => settled.push('at once'));
    await vi.advanceTimersByTimeAsync(0);

    expect(settled).toEqual(['first', 'at once']);
  });

  it('should stop probing once stopped', async () => {
    const { network, connectivity, probe, stop } = setUp();
    await vi.advanceTimersByTimeAsync(0);
    probe.mockClear();
    network.answers = false;
    connectivity.report(false);

    stop();
    await vi.advanceTimersByTimeAsync(60_000);

    expect(probe).not.toHaveBeenCalled();
  });
});
