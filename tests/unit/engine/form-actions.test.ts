import { describe, expect, it } from 'vitest';
import { formatterOf } from '../../../src/engine/cell-format';
import { formActionPath, formActionsOf } from '../../../src/engine/contract/form-actions';
import { variantFor } from '../../../src/engine/contract/row-actions';
import { vaccineBatches } from '../../../src/entities/vaccine-batches';

const batch = { id: 4, isActive: true, batchNumber: 'LT-001', status: 1, availableQuantity: 9, recalledAt: null };
const recalled = { ...batch, status: 2, availableQuantity: 0, recalledAt: '2026-11-26T10:00:00.000Z' };
const admin = () => true;

describe("the lots' form actions", () => {
  it('should offer a lot not recalled its discard, count and recall, named with the record', () => {
    expect(formActionsOf({ entity: vaccineBatches, row: batch, canCall: admin }).map((view) => view.name)).toEqual([
      'Dar de baja lote LT-001',
      'Conteo físico lote LT-001',
      'Retirar lote LT-001',
    ]);
  });

  it('should offer a recalled lot none, nor its status toggle', () => {
    expect(formActionsOf({ entity: vaccineBatches, row: recalled, canCall: admin })).toEqual([]);
    const [status] = vaccineBatches.actions ?? [];
    expect(status && variantFor(status, recalled)).toBeUndefined();
    expect(status && variantFor(status, batch)?.label).toBe('Cerrar Lote');
  });

  it('should offer none to a role that may not call their routes', () => {
    expect(formActionsOf({ entity: vaccineBatches, row: batch, canCall: (access) => access === 'read' })).toEqual([]);
  });

  it.each([
    ['discards', '/vaccine-batches/4/discards'],
    ['counts', '/vaccine-batches/4/counts'],
    ['recall', '/vaccine-batches/4/recall'],
  ])('should send %s to %s', (route, path) => {
    expect(formActionPath(vaccineBatches, { id: 4, route })).toBe(path);
  });
});

describe("a column's whenSet", () => {
  const status = vaccineBatches.columns.find((column) => column.key === 'status');

  it.each([
    [batch, 'Abierto'],
    [{ ...batch, status: 2 }, 'Cerrado'],
    [recalled, 'Retirado'],
  ])('should show the state of %o as %s', (row, text) => {
    expect(status && formatterOf(vaccineBatches, status)(row)).toBe(text);
  });
});
