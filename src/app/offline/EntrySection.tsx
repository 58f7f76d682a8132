import { useId } from 'react';
import type { OutboxEntry } from '../outbox/outbox-entry';
import { EntryItem, type EntryItemProps } from './EntryItem';

export type EntrySectionProps = Omit<EntryItemProps, 'entry' | 'isWaiting'> & {
  title: string;
  empty: string;
  entries: readonly OutboxEntry[];
  waiting: ReadonlySet<string>;
};

/** A titled list of entries (refused, pending or sent), or a line saying there are none. */
export const EntrySection = ({ title, empty, entries, waiting, ...actions }: EntrySectionProps) => {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold tracking-tight text-foreground">
        {title} ({entries.length})
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {entries.map((entry) => (
            <li key={entry.clientId}>
              <EntryItem entry={entry} isWaiting={waiting.has(entry.clientId)} {...actions} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
