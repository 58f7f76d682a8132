import { mdiCheckCircleOutline } from '@mdi/js';
import { type ReactNode, useId } from 'react';
import { ListBody, useList } from '../../engine/react';
import { Button } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { alertsShown } from './alerts-api';
import { alertsTexts as texts } from './alerts-texts';

/** What each alert item shows: its place's type and name. */
type PlacedItem = { placeType: 'store' | 'center'; placeName: string };

export type AlertListProps<TItem extends PlacedItem> = {
  title: string;
  intro: string;
  empty: string;
  icon: string;
  list: { items: readonly TItem[]; total: number };
  itemKey: (item: TItem) => string;
  /** What the item is: a lot ('Lote LT-1 Comirnaty') or a vaccine. */
  subject: (item: TItem) => ReactNode;
  /** Its figure at the right: days left, months of stock, reports. */
  figure: (item: TItem) => ReactNode;
  isExpanded: boolean;
  isRefreshing: boolean;
  onToggle: () => void;
  className?: string;
};

/**
 * One list of the stock alerts: its title with its total, its intro, each item's subject and
 * place with its figure, its first five items and 'Ver todos' while it has more (the list's
 * states are the list kit's).
 */
export const AlertList = <TItem extends PlacedItem>({
  title,
  intro,
  empty,
  icon,
  list,
  itemKey,
  subject,
  figure,
  isExpanded,
  isRefreshing,
  onToggle,
  className = '',
}: AlertListProps<TItem>) => {
  const headingId = useId();
  const listId = useId();
  const items = useList({
    data: isExpanded ? list.items : list.items.slice(0, alertsShown.first),
    rowId: itemKey,
    isBusy: isExpanded && isRefreshing,
  });
  const canExpand = list.total > alertsShown.first;
  return (
    <section aria-labelledby={headingId} className={`flex flex-col gap-3 ${className}`}>
      <div>
        <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold text-foreground">
          <Icon path={icon} size={20} className="text-brand" />
          {title}
          <span className="rounded-full bg-surface-muted px-2 py-0.5 text-xs font-semibold text-foreground tabular-nums">
            {list.total}
          </span>
        </h3>
        <p className="mt-0.5 text-sm text-muted">{intro}</p>
      </div>
      <ListBody
        list={items}
        texts={{ loading: texts.loading, empty, failure: texts.failure }}
        look="line"
        emptyIcon={mdiCheckCircleOutline}
      >
        {(rows) => (
          <ul id={listId} aria-busy={items.isBusy} className="divide-y divide-border rounded-xl border border-border">
            {rows.map((item) => (
              <li
                key={itemKey(item)}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm"
              >
                <span className="min-w-0">
                  {subject(item)}
                  <span className="block text-xs text-muted">{texts.place(item.placeType, item.placeName)}</span>
                </span>
                <span className="tabular-nums">{figure(item)}</span>
              </li>
            ))}
          </ul>
        )}
      </ListBody>
      {canExpand && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-xs text-muted">{texts.shown(items.rows.length, list.total)}</p>
          <Button variant="outline" aria-expanded={isExpanded} aria-controls={listId} onClick={onToggle}>
            {isExpanded ? texts.showFewer : texts.showAll}
          </Button>
        </div>
      )}
    </section>
  );
};
