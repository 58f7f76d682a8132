import { describe, expect, it } from 'vitest';
import { createRegistry } from '../../../src/engine/contract/registry';
import { listQuery } from '../../../src/engine/server/lists/list-query';
import { listParameters } from '../../../src/engine/server/openapi/list-parameters';
import { entities } from '../../../src/entities';
import { adverseEvents } from '../../../src/entities/adverse-events';

const withFilters = (filters: NonNullable<typeof adverseEvents.filters>) =>
  entities.map((entity) => (entity === adverseEvents ? { ...adverseEvents, filters } : entity));

describe("an entity's list filters through a reference", () => {
  it('should read each declared filter as an id, and describe it in OpenAPI', () => {
    const query = listQuery(adverseEvents, { vaccineBatchId: '4', orgUnitId: '2' }, { canSort: () => true });
    expect(query.list.related?.map(({ filter, id }) => [filter.name, id])).toEqual([
      ['vaccineBatchId', 4],
      ['orgUnitId', 2],
    ]);
    const names = listParameters(adverseEvents).map((parameter) => parameter.name);
    expect(names).toEqual(expect.arrayContaining(['vaccineBatchId', 'centerId', 'orgUnitId']));
  });

  it.each([
    ['a path through no reference', { name: 'lot', label: 'Lote', path: 'severity.vaccineBatchId' }, 'is no reference'],
    ['a field its target lacks', { name: 'lot', label: 'Lote', path: 'appliedDoseId.lot' }, 'is no reference'],
    [
      'a unit filter on no centre',
      { name: 'unit', label: 'Unidad', path: 'appliedDoseId.doseNumber', matches: 'unit' as const },
      'names no centre',
    ],
    ['the name of a field', { name: 'severity', label: 'Gravedad', path: 'appliedDoseId.vaccineBatchId' }, 'a field'],
  ])('should refuse %s at start', (_case, filter, problem) => {
    expect(() => createRegistry(withFilters([filter]))).toThrow(problem);
  });
});
