import { describe, expect, it } from 'vitest';
import { settleRequests } from '../../../src/server/programme/forecast-jobs';

describe('settleRequests', () => {
  it('should wait until the recompute requests stay unchanged for 3 seconds', () => {
    const isSettled = settleRequests();
    expect(isSettled('4:1', 0)).toBe(false);
    expect(isSettled('4:1', 2_999)).toBe(false);
    expect(isSettled('4:1', 3_000)).toBe(true);
  });

  it('should start waiting again when a write asks once more', () => {
    const isSettled = settleRequests();
    isSettled('4:1', 0);
    expect(isSettled('4:2', 2_000)).toBe(false);
    expect(isSettled('4:2', 4_999)).toBe(false);
    expect(isSettled('4:2', 5_000)).toBe(true);
  });

  it('should recompute after 5 minutes of requests that keep changing', () => {
    const isSettled = settleRequests();
    let settledAt: number | null = null;
    for (let now = 0; now <= 400_000 && settledAt === null; now += 1_000) {
      if (isSettled(`4:${now}`, now)) settledAt = now;
    }
    expect(settledAt).toBe(300_000);
  });

  it('should never settle on no request, and count afresh after one', () => {
    const isSettled = settleRequests();
    expect(isSettled('', 0)).toBe(false);
    expect(isSettled('', 60_000)).toBe(false);
    expect(isSettled('5:1', 60_000)).toBe(false);
    expect(isSettled('5:1', 63_000)).toBe(true);
  });
});
