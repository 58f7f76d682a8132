import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStreamGate } from '../../../src/engine/server/lists/stream-gate';

/** Parts as a repository gives them, the last one the generator's return value; `failAt` throws there instead. */
async function* partsOf(parts: readonly string[], failAt?: number): AsyncGenerator<string, string> {
  for (const [index, part] of parts.slice(0, -1).entries()) {
    if (index === failAt) throw new Error('the query failed');
    yield part;
  }
  return parts.at(-1) ?? '';
}

/** Whether a promise has settled once the pending callbacks ran. */
const isSettled = async (promise: Promise<unknown>) => {
  let isDone = false;
  void promise.then(
    () => (isDone = true),
    () => (isDone = true),
  );
  await vi.advanceTimersByTimeAsync(0);
  return isDone;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('createStreamGate', () => {
  it('should pass the parts and the return value through unchanged', async () => {
    const gate = createStreamGate({ limit: 1, maxWaitMs: 10_000 });
    const stream = gate.through(partsOf(['[1', ',2', ']']));
    expect(await stream.next()).toEqual({ value: '[1', done: false });
    expect(await stream.next()).toEqual({ value: ',2', done: false });
    expect(await stream.next()).toEqual({ value: ']', done: true });
    expect(gate.state).toEqual({ running: 0, waiting: 0 });
  });

  it('should let `limit` streams run and the next wait until one ends, first come first served', async () => {
    vi.useFakeTimers();
    const gate = createStreamGate({ limit: 2, maxWaitMs: 10_000 });
    const [first, second, third, fourth] = [1, 2, 3, 4].map((n) => gate.through(partsOf([`[${n}`, ']'])));
    await first?.next();
    await second?.next();
    const thirdStarts = third?.next() as Promise<unknown>;
    const fourthStarts = fourth?.next() as Promise<unknown>;
    expect(await isSettled(thirdStarts)).toBe(false);
    expect(gate.state).toEqual({ running: 2, waiting: 2 });

    await second?.next();
    expect(await isSettled(thirdStarts)).toBe(true);
    expect(await isSettled(fourthStarts)).toBe(false);
    await first?.next();
    expect(await isSettled(fourthStarts)).toBe(true);
    await third?.next();
    await fourth?.next();
    expect(gate.state).toEqual({ running: 0, waiting: 0 });
  });

  it("should free a stream's place when its client goes away (return) or its query fails", async () => {
    vi.useFakeTimers();
    const gate = createStreamGate({ limit: 1, maxWaitMs: 10_000 });
    const cancelled = gate.through(partsOf(['[1', ',2', ']']));
    await cancelled.next();
    const failing = gate.through(partsOf(['[2', ',3', ']'], 1));
    const failingStarts = failing.next();
    expect(await isSettled(failingStarts)).toBe(false);

    await cancelled.return('');
    expect(await failingStarts).toEqual({ value: '[2', done: false });
    await expect(failing.next()).rejects.toThrow('the query failed');
    expect(gate.state).toEqual({ running: 0, waiting: 0 });
  });

  it('should let a stream go on over the limit once it waited maxWaitMs, behind a client that stopped reading', async () => {
    vi.useFakeTimers();
    const gate = createStreamGate({ limit: 1, maxWaitMs: 10_000 });
    const stalled = gate.through(partsOf(['[1', ',2', ']']));
    await stalled.next();
    const waiting = gate.through(partsOf(['[2', ']']));
    const starts = waiting.next();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(await isSettled(starts)).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(await starts).toEqual({ value: '[2', done: false });
    expect(gate.state).toEqual({ running: 2, waiting: 0 });
    await waiting.next();
    await stalled.return('');
    expect(gate.state).toEqual({ running: 0, waiting: 0 });
  });
});
