import { describe, expect, it } from 'vitest';
import { batchLabel, batchOption, batchSearch, usableBatches } from '../../../src/app/doses/batch-options';
import type { EntityRow } from '../../../src/engine/entity';

const day = '2026-06-01';

const row = (overrides: Partial<EntityRow> & { id: number }): EntityRow => ({
  isActive: true,
  batchNumber: `LT-${overrides.id}`,
  vaccine: { id: 1, vaccineName: 'Comirnaty' },
  expirationDate: '2027-07-22',
  availableQuantity: 10,
  status: 1,
  ...overrides,
});

describe('usableBatches', () => {
  it.each([
    ['an open batch with vials', row({ id: 1 }), true],
    ['a batch expiring today', row({ id: 2, expirationDate: day }), true],
    ['an expired batch', row({ id: 3, expirationDate: '2026-05-31' }), false],
    ['a closed batch', row({ id: 4, status: 2 }), false],
    ['a batch with no vials', row({ id: 5, availableQuantity: 0 }), false],
    ['a deleted batch', row({ id: 6, isActive: false }), false],
  ])('should decide on %s', (_case, batch, isUsable) => {
    expect(usableBatches([batch], day).length).toBe(isUsable ? 1 : 0);
  });

  it('should read the vaccine name from the nested vaccine', () => {
    expect(usableBatches([row({ id: 1, vaccine: null })], day)[0].vaccineName).toBe('');
    expect(usableBatches([row({ id: 1 })], day)[0].vaccineName).toBe('Comirnaty');
  });
});

describe('batchSearch', () => {
  const batches = usableBatches(
    [
      row({ id: 1, batchNumber: 'PF-2026-001' }),
      row({ id: 2, batchNumber: 'SV-2026-001', vaccine: { id: 2, vaccineName: 'Vacuna Niño' } }),
    ],
    day,
  );

  it.each([
    ['pf-2026', [1]],
    ['COMIR', [1]],
    ['nino', [2]],
    ['Niño', [2]],
    ['2026-001', [1, 2]],
    ['  sv ', [2]],
    ['moderna', []],
    ['comirnaty 001', [1]],
  ])('should match %j to the batches %j', (query, ids) => {
    expect(batchSearch(batches)(query).map((batch) => batch.id)).toEqual(ids);
  });
});

describe('batchLabel', () => {
  it('should show the number, vaccine, expiry and vials left', () => {
    const [batch] = usableBatches([row({ id: 1, batchNumber: 'PF-2026-001', availableQuantity: 118 })], day);
    expect(batchLabel(batch)).toBe('PF-2026-001 · Comirnaty · vence 22/07/2027 · 118 viales');
    expect(batchOption(batch)).toEqual({ value: 1, label: 'PF-2026-001 · Comirnaty · vence 22/07/2027 · 118 viales' });
  });

  it('should say one vial in the singular', () => {
    const [batch] = usableBatches([row({ id: 1, availableQuantity: 1 })], day);
    expect(batchLabel(batch)).toBe('LT-1 · Comirnaty · vence 22/07/2027 · 1 vial');
  });
});
