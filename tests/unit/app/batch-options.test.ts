import { describe, expect, it } from 'vitest';
import {
  batchLabel,
  batchOption,
  type DoseBatch,
  usableBatchesQuery,
} from '../../../src/app/doses/vaccine/batch-options';

const day = '2026-06-01';

const row = (overrides: Partial<DoseBatch> & { id: number }): DoseBatch => ({
  batchNumber: `LT-${overrides.id}`,
  vaccine: { id: 1, vaccineName: 'Comirnaty' },
  expirationDate: '2027-07-22',
  availableQuantity: 10,
  ...overrides,
});

describe('usableBatchesQuery', () => {
  it('should ask the server for open, unexpired batches with vials left, soonest expiry first, 50 at most', () => {
    expect(usableBatchesQuery('comirnaty 001', day)).toEqual({
      q: 'comirnaty 001',
      filter: { status: 1, expirationDate: { gte: day }, availableQuantity: { gt: 0 } },
      page: 1,
      pageSize: 50,
      sort: 'expirationDate',
      order: 'asc',
    });
  });
});

describe('batchLabel', () => {
  it('should show the number, vaccine, expiry and vials left', () => {
    const batch = row({ id: 1, batchNumber: 'PF-2026-001', availableQuantity: 118 });
    expect(batchLabel(batch)).toBe('PF-2026-001 · Comirnaty · vence 22/07/2027 · 118 viales');
    expect(batchOption(batch)).toEqual({ value: 1, label: 'PF-2026-001 · Comirnaty · vence 22/07/2027 · 118 viales' });
  });

  it('should say one vial in the singular', () => {
    const batch = row({ id: 1, availableQuantity: 1 });
    expect(batchLabel(batch)).toBe('LT-1 · Comirnaty · vence 22/07/2027 · 1 vial');
  });

  it("should say 'Retirado' of a recalled lot", () => {
    const batch = row({ id: 1, availableQuantity: 0, recalledAt: '2026-05-20T10:00:00.000Z' });
    expect(batchLabel(batch)).toBe('LT-1 · Comirnaty · vence 22/07/2027 · 0 viales · Retirado');
  });
});
