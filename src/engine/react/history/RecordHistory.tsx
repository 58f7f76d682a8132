import { mdiChevronDown, mdiChevronUp } from '@mdi/js';
import { useId, useState } from 'react';
import type { AnyEntity } from '../../entity';
import { historyActionLabel, historyTime, historyUserLabel } from '../../history';
import { useEngine } from '../EngineProvider';
import { Icon } from '../Icon';
import { buttonClass } from '../styles';
import { HistoryChanges } from './HistoryChanges';
import { historyTexts } from './history-texts';
import { useRecordHistory } from './useRecordHistory';
import { useReferenceLabels } from './useReferenceLabels';

/**
 * The 'Historial' of a record in its edit dialog, for the roles that may read the audit
 * trail: a button that shows (and loads) its entries, newest first, each with when, who, the
 * action in Spanish and the changed fields before → after; 'Ver más' loads older ones.
 *
 * @example
 * <RecordHistory entity={countries} rowId={row.id} />
 */
export function RecordHistory({ entity, rowId }: { entity: AnyEntity; rowId: number }) {
  const { canReadHistory } = useEngine();
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const history = useRecordHistory({ entity, rowId, isEnabled: isOpen && canReadHistory });
  const labels = useReferenceLabels(entity, history.entries);
  if (!canReadHistory) return null;
  return (
    <section aria-label={historyTexts.title} className="mt-6 border-t border-border pt-4">
      <button
        type="button"
        className={buttonClass.secondary}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <Icon path={isOpen ? mdiChevronUp : mdiChevronDown} className="size-5" />
        {historyTexts.title}
      </button>
      <div id={panelId} hidden={!isOpen} className="mt-3">
        {isOpen && history.isPending && (
          <p role="status" className="text-sm text-muted">
            {historyTexts.loading}
          </p>
        )}
        {isOpen && history.isError && (
          <div role="alert" className="flex items-center gap-3 text-sm text-error">
            {historyTexts.failure}
            <button type="button" className={buttonClass.secondary} onClick={() => void history.refetch()}>
              {historyTexts.retry}
            </button>
          </div>
        )}
        {isOpen && history.isSuccess && history.entries.length === 0 && (
          <p className="text-sm text-muted">{historyTexts.empty}</p>
        )}
        {history.entries.length > 0 && (
          <ol className="flex flex-col gap-3">
            {history.entries.map((entry) => (
              <li key={entry.id} className="rounded-lg border border-border p-3">
                <p className="mb-2 text-sm text-foreground">
                  <span className="font-semibold">{historyActionLabel(entity, entry)}</span>{' '}
                  <time dateTime={entry.at}>{historyTime(entry.at)}</time> {historyTexts.by}{' '}
                  {historyUserLabel(entry.user)}
                </p>
                <HistoryChanges entity={entity} entry={entry} labels={labels} />
              </li>
            ))}
          </ol>
        )}
        {history.hasNextPage && (
          <button
            type="button"
            className={`${buttonClass.secondary} mt-3`}
            aria-disabled={history.isFetchingNextPage}
            onClick={() => {
              if (!history.isFetchingNextPage) void history.fetchNextPage();
            }}
          >
            {history.isFetchingNextPage ? historyTexts.loading : historyTexts.more}
          </button>
        )}
      </div>
    </section>
  );
}
