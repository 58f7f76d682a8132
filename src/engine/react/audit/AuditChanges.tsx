import { type AuditEntry, auditChanges, type ReferenceLabelOf } from '../../audit';
import type { AnyEntity } from '../../contract/entity';
import { auditTexts } from './audit-texts';
import { useReferenceLabels } from './useReferenceLabels';

/**
 * The fields one entry changed, by their Spanish labels: 'País: Peru → Perú'. A create lists
 * what it wrote after an em dash; a reference shows the row it points at by its label.
 */
export function AuditChanges({
  entity,
  entry,
  labels,
}: {
  entity: AnyEntity | undefined;
  entry: AuditEntry;
  /** The referenced rows' labels, when the caller asked for a whole list's at once. */
  labels?: ReferenceLabelOf;
}) {
  const own = useReferenceLabels(entity, labels ? [] : [entry]);
  const changes = auditChanges(entity, entry, labels ?? own);
  if (changes.length === 0) return <p className="text-sm text-muted">{auditTexts.noChanges}</p>;
  return (
    <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
      {changes.map((change) => (
        <div key={change.name} className="contents">
          <dt className="font-medium text-foreground">{change.label}</dt>
          <dd className="min-w-0 break-words text-muted">
            <span>{change.before}</span>
            <span aria-hidden="true"> → </span>
            <span className="sr-only"> cambió a </span>
            <span className="text-foreground">{change.after}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
