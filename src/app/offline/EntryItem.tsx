import { formatDateTime } from '../../engine';
import type { OutboxEntry } from '../outbox/outbox-entry';
import { Button } from '../ui/Button';
import { offlineTexts } from './texts';

const texts = offlineTexts;

const badges: Readonly<Record<OutboxEntry['status'] | 'waiting', string>> = {
  pending: 'bg-surface-muted text-foreground',
  waiting: 'bg-warning text-on-warning',
  sent: 'bg-surface-muted text-foreground',
  refused: 'bg-error text-on-error',
};

export type EntryItemProps = {
  entry: OutboxEntry;
  isWaiting: boolean;
  onCorrect: (entry: OutboxEntry) => void;
  onDiscard: (entry: OutboxEntry) => void;
};

/**
 * One entry of 'Registros sin conexión': what it registers, its state and when; a refused one
 * with the server's reason, 'Corregir' and 'Descartar'.
 */
export const EntryItem = ({ entry, isWaiting, onCorrect, onDiscard }: EntryItemProps) => {
  const state = isWaiting ? 'waiting' : entry.status;
  return (
    <article
      aria-label={entry.summary}
      className="flex flex-col gap-2 rounded-xl border border-border bg-surface px-4 py-3 text-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${badges[state]}`}>
          {texts.entryStatus[state]}
        </span>
        <span className="text-xs font-medium text-muted">{texts.kinds[entry.kind]}</span>
        <span className="font-semibold text-foreground">{entry.summary}</span>
      </div>
      <p className="text-xs text-muted">
        {texts.entry.createdAt(formatDateTime(entry.createdAt))}
        {entry.sentAt && ` · ${texts.entry.sentAt(formatDateTime(entry.sentAt))}`}
      </p>
      {isWaiting && <p className="text-foreground">{texts.entry.waiting}</p>}
      {entry.status === 'pending' && entry.attempts > 0 && (
        <p className="text-foreground">{texts.entry.retry(entry.attempts)}</p>
      )}
      {entry.status === 'refused' && (
        <>
          <p className="text-foreground">
            <span className="font-semibold">{texts.entry.reason}: </span>
            {entry.message}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => onCorrect(entry)}>{texts.correct}</Button>
            <Button variant="outline" onClick={() => onDiscard(entry)}>
              {texts.discard}
            </Button>
          </div>
        </>
      )}
    </article>
  );
};
