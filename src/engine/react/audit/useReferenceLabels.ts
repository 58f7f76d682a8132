import { useQueries } from '@tanstack/react-query';
import { type AuditEntry, type ReferenceLabelOf, referencedIds } from '../../audit';
import type { AnyEntity, EntityRow } from '../../contract/entity';
import { referenceLabel } from '../../contract/reference-options';
import { useEngine } from '../EngineProvider';

/**
 * Names the rows the entries' reference fields point at ('Lote: LT-001 Comirnaty'), with one
 * `getMany` per target entity; an id whose row is deleted or cannot be read stays an id.
 *
 * @example
 * const labelOf = useReferenceLabels(manufacturers, entries);
 * auditChanges(manufacturers, entry, labelOf);
 */
export const useReferenceLabels = (
  entity: AnyEntity | undefined,
  entries: readonly Pick<AuditEntry, 'before' | 'after'>[],
): ReferenceLabelOf => {
  const { dataProvider, registry } = useEngine();
  const targets = [...referencedIds(entity, entries)].flatMap(([name, ids]) => {
    const target = registry.all.find((candidate) => candidate.name === name);
    return target ? [{ target, ids }] : [];
  });
  const answers = useQueries({
    queries: targets.map(({ target, ids }) => ({
      queryKey: ['entity', target.name, 'audit-labels', ids],
      queryFn: ({ signal }: { signal: AbortSignal }) => dataProvider.getMany(target, ids, { signal }),
      retry: false,
    })),
  });
  const rows = new Map<string, EntityRow>();
  targets.forEach(({ target }, index) => {
    for (const row of answers[index]?.data ?? []) rows.set(`${target.name}:${row.id}`, row);
  });
  return (field, id) => {
    const reference = field.reference;
    const row = reference ? rows.get(`${reference.entity}:${id}`) : undefined;
    return row && reference ? referenceLabel(row, reference) || undefined : undefined;
  };
};
