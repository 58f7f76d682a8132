import { describe, expect, it } from 'vitest';
import { isExpiringSoon } from '../../../src/domain/batch-expiry';

describe('isExpiringSoon', () => {
  it.each([
    ['2026-06-01', true],
    ['2026-07-01', true],
    ['2026-07-02', false],
    ['2026-05-31', false],
  ])('should mark a lot expiring on %s, seen on 2026-06-01: %s', (expirationDate, expected) => {
    expect(isExpiringSoon(expirationDate, '2026-06-01')).toBe(expected);
  });
});
