import { describe, expect, it } from 'vitest';
import type { EntityRow } from '../../../src/engine/contract/entity';
import { recordLabel, rowActionName } from '../../../src/engine/contract/labels';
import { rowAfterRemoval } from '../../../src/engine/contract/row-actions';
import { appliedDoses } from '../../../src/entities/applied-doses';
import { patients } from '../../../src/entities/patients';
import { vaccinationCenters } from '../../../src/entities/vaccination-centers';
import { vaccineBatches } from '../../../src/entities/vaccine-batches';
import { vaccines } from '../../../src/entities/vaccines';

const row = (values: Record<string, unknown>): EntityRow => ({ id: 1, isActive: true, ...values });

const maria = row({ identityDocument: '40123987', firstName: 'María', lastname: 'Peña' });
const pfizer = row({ vaccineName: 'Pfizer', requiredDoses: 2 });
const batch = row({ batchNumber: 'PF-2026-001', vaccine: { id: 2, vaccineName: 'Comirnaty' } });
const center = row({ centerName: 'Posta Central' });
const dose = row({
  doseNumber: 2,
  patient: { id: 3, firstName: 'María', lastname: 'Peña' },
  vaccineBatch: { id: 4, batchNumber: 'PF-2026-001', vaccine: { id: 2, vaccineName: 'Comirnaty' } },
  vaccine: { id: 2, vaccineName: 'Comirnaty' },
});

describe('recordLabel', () => {
  it.each([
    ['its labelKeys', patients, maria, 'María Peña'],
    ['its first column when it sets no labelKeys', vaccines, pfizer, 'Pfizer'],
    ['nested paths', appliedDoses, dose, 'María Peña Comirnaty 2'],
    ['the values there are, leaving out empty ones', patients, row({ firstName: 'Mateo', lastname: '' }), 'Mateo'],
  ])('should name a row by %s', (_case, entity, record, expected) => {
    expect(recordLabel(entity, record)).toBe(expected);
  });
});

describe('rowActionName', () => {
  it.each([
    ['Editar paciente María Peña', 'Editar', patients, maria],
    ['Eliminar vacuna Pfizer', 'Eliminar', vaccines, pfizer],
    ['Eliminar centro de salud Posta Central', 'Eliminar', vaccinationCenters, center],
    ['Eliminar dosis María Peña Comirnaty 2', 'Eliminar', appliedDoses, dose],
    ['Cerrar Lote PF-2026-001', 'Cerrar Lote', vaccineBatches, batch],
    ['Editar paciente', 'Editar', patients, row({})],
  ])('should name the button "%s"', (expected, verb, entity, record) => {
    expect(rowActionName({ verb, entity, row: record })).toBe(expected);
  });
});

describe('rowAfterRemoval', () => {
  it.each([
    ['the next row, moved up into its place', 1, [4, 9, 12], 9],
    ['the previous row when the last one left', 2, [4, 9], 9],
    ['the row that moved in from the next page', 2, [4, 9, 30], 30],
    ['nothing when the page is empty', 0, [], undefined],
  ])('should pick %s', (_case, index, rowIds, expected) => {
    expect(rowAfterRemoval({ index, rowIds })).toBe(expected);
  });
});
