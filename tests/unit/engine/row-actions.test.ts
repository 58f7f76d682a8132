import { describe, expect, it } from 'vitest';
import { actionsAt, rowActionPath, variantFor } from '../../../src/engine/contract/row-actions';
import { appliedDoses } from '../../../src/entities/applied-doses';
import { batchStatus, vaccineBatches } from '../../../src/entities/vaccine-batches';

const statusAction = actionsAt(vaccineBatches, 'edit')[0]!;
const batch = (status: number) => ({ id: 4, isActive: true, status });

describe('rowActionPath', () => {
  it.each([
    [
      'the batch status toggle',
      () => rowActionPath(vaccineBatches, { id: 4, action: 'status', params: { status: 2 } }),
      '/vaccine-batches/4/status/2',
    ],
    [
      'the dose cancel, its id last',
      () => rowActionPath(appliedDoses, { id: 7, action: 'cancel' }),
      '/applied-doses/cancel/7',
    ],
  ])('should build the path of %s from its declared route', (_case, build, expected) => {
    expect(build()).toBe(expected);
  });

  it('should refuse an action the entity does not declare', () => {
    expect(() => rowActionPath(vaccineBatches, { id: 4, action: 'cancel' })).toThrow(
      'vaccine-batches declares no action cancel',
    );
  });

  it('should refuse a call missing a param of the route', () => {
    expect(() => rowActionPath(vaccineBatches, { id: 4, action: 'status' })).toThrow('needs the param status');
  });
});

describe('variantFor', () => {
  it.each([
    [batchStatus.open, 'Cerrar Lote', { status: batchStatus.closed }],
    [batchStatus.closed, 'Abrir Lote', { status: batchStatus.open }],
  ])('should give a batch of status %s the variant %s', (status, label, params) => {
    expect(variantFor(statusAction, batch(status))).toEqual(expect.objectContaining({ label, params }));
  });

  it('should give no variant when no condition holds', () => {
    expect(variantFor(statusAction, batch(9))).toBeUndefined();
  });

  it('should place the dose cancel instead of the delete', () => {
    expect(actionsAt(appliedDoses, 'delete').map(({ name }) => name)).toEqual(['cancel']);
    expect(actionsAt(appliedDoses, 'edit')).toEqual([]);
  });
});
