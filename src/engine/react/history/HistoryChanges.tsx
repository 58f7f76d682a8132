import type { AnyEntity } from '../../entity';
import { type HistoryEntry, historyChanges } from '../../history';
import { historyTexts } from './history-texts';

/**
 * The fields one entry changed, by their Spanish labels: 'País: Peru → Perú'. A create lists
 * what it wrote after an em dash.
 */
export function HistoryChanges({ entity, entry }: { entity: AnyEntity | undefined; entry: HistoryEntry }) {
  const changes = historyChanges(entity, entry);
  if (changes.length === 0) return <p className="text-sm text-muted">{historyTexts.noChanges}</p>;
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
