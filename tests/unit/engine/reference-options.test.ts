import { describe, expect, it } from 'vitest';
import { referenceOptionsOf } from '../../../src/engine/contract/reference-options';
import { appliedDoses } from '../../../src/entities/applied-doses';
import { patients } from '../../../src/entities/patients';

const representative = patients.fields.find((field) => field.name === 'representativeId')?.reference;

describe('referenceOptionsOf', () => {
  it('should offer the active rows meeting where, labelled by labelKeys joined with spaces', () => {
    if (!representative) throw new Error('patients.representativeId has no reference');
    const rows = [
      { id: 1, isActive: true, isChild: false, firstName: 'José', lastname: 'Pérez', identityDocument: '12345678' },
      { id: 2, isActive: true, isChild: true, firstName: 'Lucía', lastname: 'Pérez', identityDocument: '999123' },
      { id: 3, isActive: false, isChild: false, firstName: 'Ana', lastname: 'Peña', identityDocument: '87654321' },
      { id: 4, isActive: true, isChild: false, firstName: 'Luis', lastname: null, identityDocument: '11223344' },
    ];
    expect(referenceOptionsOf(rows, representative)).toEqual([
      { value: 1, label: 'José Pérez 12345678' },
      { value: 4, label: 'Luis 11223344' },
    ]);
  });

  it('should read nested label keys', () => {
    const rows = [{ id: 7, isActive: true, batchNumber: 'L-1', vaccine: { id: 2, vaccineName: 'Sinovac' } }];
    const reference = {
      entity: 'vaccine-batches',
      as: 'vaccineBatch',
      pick: [],
      labelKeys: ['batchNumber', 'vaccine.vaccineName'],
    };
    expect(referenceOptionsOf(rows, reference)).toEqual([{ value: 7, label: 'L-1 Sinovac' }]);
  });

  it("should end a dose's lot option in ' · Retirado' while the lot has been recalled, and only then", () => {
    const batch = appliedDoses.fields.find((field) => field.name === 'vaccineBatchId')?.reference;
    if (!batch) throw new Error('applied-doses.vaccineBatchId has no reference');
    const vaccine = { id: 1, vaccineName: 'Comirnaty' };
    const rows = [
      { id: 1, isActive: true, batchNumber: 'PF-1', vaccine, recalledAt: '2026-11-26T10:00:00.000Z' },
      { id: 2, isActive: true, batchNumber: 'PF-2', vaccine, recalledAt: null },
      { id: 3, isActive: true, batchNumber: 'PF-3', vaccine, recalledAt: '' },
    ];
    expect(referenceOptionsOf(rows, batch)).toEqual([
      { value: 1, label: 'PF-1 Comirnaty · Retirado' },
      { value: 2, label: 'PF-2 Comirnaty' },
      { value: 3, label: 'PF-3 Comirnaty' },
    ]);
  });
});
