import { describe, expect, it } from 'vitest';
import { createRegistry } from '../../../src/engine/contract/registry';
import { rowLinksOf } from '../../../src/engine/contract/row-links';
import { entities } from '../../../src/entities';
import { appliedDoses } from '../../../src/entities/applied-doses';
import { patients } from '../../../src/entities/patients';
import { vaccineBatches } from '../../../src/entities/vaccine-batches';

const registry = createRegistry(entities);
const maria = { id: 7, isActive: true, firstName: 'María', lastname: 'Peña' };
const everyone = () => true;

describe('rowLinksOf', () => {
  it("should give each patient row the link to its card, the view's path filled and named with the record", () => {
    expect(rowLinksOf({ entity: patients, row: maria, registry, canOpen: everyone })).toEqual([
      {
        href: '/pacientes/7/carnet',
        label: 'Ver carnet',
        name: 'Ver carnet paciente María Peña',
        icon: expect.any(String),
      },
    ]);
  });

  it("should link a dose to its patient's card, its params and query from the row's fields", () => {
    const dose = { id: 31, isActive: true, patientId: 7, doseNumber: 1 };
    const [link] = rowLinksOf({ entity: appliedDoses, row: dose, registry, canOpen: everyone });
    expect(link?.href).toBe('/pacientes/7/carnet?reportar=31');
    expect(link?.label).toBe('Reportar ESAVI');
  });

  it("should link a lot's row to its page, and only for the roles that may open it", () => {
    const batch = { id: 4, isActive: true, batchNumber: 'LT-1' };
    const adminOnly = (roles: readonly string[]) => roles.includes('admin') && !roles.includes('health');
    expect(rowLinksOf({ entity: vaccineBatches, row: batch, registry, canOpen: everyone })).toEqual([
      { href: '/lotes/4', label: 'Ver lote', name: 'Ver lote LT-1', icon: expect.any(String) },
    ]);
    expect(rowLinksOf({ entity: vaccineBatches, row: batch, registry, canOpen: adminOnly })).toHaveLength(1);
    expect(
      rowLinksOf({ entity: vaccineBatches, row: batch, registry, canOpen: (roles) => roles.includes('health') }),
    ).toEqual([]);
  });

  it('should refuse a link whose view param the row lacks', () => {
    const doseWithoutPatient = { id: 31, isActive: true };
    expect(() => rowLinksOf({ entity: appliedDoses, row: doseWithoutPatient, registry, canOpen: everyone })).toThrow(
      'The view patients/card needs a value for :id',
    );
  });
});
