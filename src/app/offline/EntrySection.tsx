import { useId } from 'react';
import { ListBody, useList } from '../../engine/react';
import type { OutboxEntry } from '../outbox/outbox-entry';
import { EntryItem, type EntryItemProps } from './EntryItem';
import { offlineTexts } from './texts';

export type EntrySectionProps = Omit<EntryItemProps, 'entry' | 'isWaiting'> & {
  title: string;
  empty: string;
  entries: readonly OutboxEntry[];
  waiting: ReadonlySet<string>;
};

/**
 * A titled list of entries (refused, pending or sent), kept on the device: a list from data of the
 * list kit, its items drawn as articles, or a line saying there are none.
 */
export const EntrySection = ({ title, empty, entries, waiting, ...actions }: EntrySectionProps) => {
  const headingId = useId();
  const list = useList({ data: entries, rowId: (entry) => entry.clientId });
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold tracking-tight text-foreground">
        {title} ({entries.length})
      </h2>
      <ListBody list={list} texts={{ ...offlineTexts.sections.states, empty }} look="line">
        {(rows) => (
          <ul className="flex flex-col gap-2">
            {rows.map((entry) => (
              <li key={entry.clientId}>
                <EntryItem entry={entry} isWaiting={waiting.has(entry.clientId)} {...actions} />
              </li>
            ))}
          </ul>
        )}
      </ListBody>
    </section>
  );
};
