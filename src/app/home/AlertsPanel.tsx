import { mdiAlertOctagonOutline, mdiCalendarClock, mdiCheckCircleOutline, mdiTestTubeEmpty } from '@mdi/js';
import { type ReactNode, useId, useState } from 'react';
import { formatDate } from '../../engine';
import { ListBody, useList } from '../../engine/react';
import { Button } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { type AlertBatch, alertsShown, type StockAlerts } from './alerts-api';
import { alertsTexts as texts } from './alerts-texts';
import { Panel } from './Panel';
import { useStockAlerts } from './useStockAlerts';

type ListName = 'expiringSoon' | 'lowStock' | 'severeEvents';

/**
 * The home page's 'Alertas de lotes': open lots expiring within 30 days (days left) and open
 * lots with 10 % or less of their vials ('x de y viales'), each its first few lots, a count and
 * a 'Ver todos'; above them, only while there are some, the lots with 3 or more severe ESAVI
 * reports ('Revisar lote: eventos graves'). It loads by itself, as of the browser's day, and
 * takes no props.
 */
export const AlertsPanel = () => {
  const [expanded, setExpanded] = useState<ReadonlySet<ListName>>(new Set());
  const alerts = useStockAlerts(expanded.size > 0 ? alertsShown.all : alertsShown.first);
  const toggle = (name: ListName) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(name)) next.add(name);
      return next;
    });
  // One answer holds the three lists: the panel's states are its, each list says when it is empty.
  const answer = useList({
    data: alerts.data ? [alerts.data] : undefined,
    rowId: () => 'alerts',
    error: alerts.error,
    reload: alerts.retry,
  });
  return (
    <Panel title={texts.title} intro={texts.intro}>
      <ListBody list={answer} texts={{ loading: texts.loading, empty: texts.loading, failure: texts.failure }}>
        {([data]) =>
          data && <AlertLists alerts={data} expanded={expanded} isRefreshing={alerts.isRefreshing} onToggle={toggle} />
        }
      </ListBody>
    </Panel>
  );
};

type AlertListsProps = {
  alerts: StockAlerts;
  expanded: ReadonlySet<ListName>;
  isRefreshing: boolean;
  onToggle: (name: ListName) => void;
};

const AlertLists = ({ alerts, expanded, isRefreshing, onToggle }: AlertListsProps) => {
  const shared = (name: ListName) => ({
    isExpanded: expanded.has(name),
    isRefreshing,
    onToggle: () => onToggle(name),
  });
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {alerts.severeEvents.total > 0 && (
        <BatchList
          title={texts.severeEvents.title}
          intro={texts.severeEvents.intro(alerts.severeEventsThreshold)}
          empty=""
          icon={mdiAlertOctagonOutline}
          className="lg:col-span-2"
          figure={(batch) => (
            <span className="font-semibold text-foreground">{texts.severeEvents.count(batch.severeEventCount)}</span>
          )}
          list={alerts.severeEvents}
          {...shared('severeEvents')}
        />
      )}
      <BatchList
        title={texts.expiring.title}
        intro={texts.expiring.intro(alerts.soonDays)}
        empty={texts.expiring.empty(alerts.soonDays)}
        icon={mdiCalendarClock}
        figure={(batch) => (
          <>
            <span className="font-semibold text-foreground">{texts.daysLeft(batch.daysLeft)}</span>{' '}
            <span className="text-muted">{texts.expiresOn(formatDate(batch.expirationDate))}</span>
          </>
        )}
        list={alerts.expiringSoon}
        {...shared('expiringSoon')}
      />
      <BatchList
        title={texts.lowStock.title}
        intro={texts.lowStock.intro(alerts.lowStockPercent)}
        empty={texts.lowStock.empty(alerts.lowStockPercent)}
        icon={mdiTestTubeEmpty}
        figure={(batch) => <VialsLeft batch={batch} />}
        list={alerts.lowStock}
        {...shared('lowStock')}
      />
    </div>
  );
};

type BatchListProps<TBatch extends AlertBatch> = {
  title: string;
  intro: string;
  empty: string;
  icon: string;
  list: { items: TBatch[]; total: number };
  figure: (batch: TBatch) => ReactNode;
  isExpanded: boolean;
  isRefreshing: boolean;
  onToggle: () => void;
  className?: string;
};

const BatchList = <TBatch extends AlertBatch>({
  title,
  intro,
  empty,
  icon,
  list,
  figure,
  isExpanded,
  isRefreshing,
  onToggle,
  className = '',
}: BatchListProps<TBatch>) => {
  const headingId = useId();
  const listId = useId();
  const batches = useList({
    data: isExpanded ? list.items : list.items.slice(0, alertsShown.first),
    rowId: (batch) => String(batch.id),
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
        list={batches}
        texts={{ loading: texts.loading, empty, failure: texts.failure }}
        look="line"
        emptyIcon={mdiCheckCircleOutline}
      >
        {(rows) => (
          <ul id={listId} aria-busy={batches.isBusy} className="divide-y divide-border rounded-xl border border-border">
            {rows.map((batch) => (
              <li
                key={batch.id}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm"
              >
                <span className="min-w-0">
                  <span className="font-semibold text-foreground">{texts.batch(batch.batchNumber)}</span>{' '}
                  <span className="text-muted">{batch.vaccineName ?? texts.unknownVaccine}</span>
                </span>
                <span className="tabular-nums">{figure(batch)}</span>
              </li>
            ))}
          </ul>
        )}
      </ListBody>
      {canExpand && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-xs text-muted">{texts.shown(batches.rows.length, list.total)}</p>
          <Button variant="outline" aria-expanded={isExpanded} aria-controls={listId} onClick={onToggle}>
            {isExpanded ? texts.showFewer : texts.showAll}
          </Button>
        </div>
      )}
    </section>
  );
};

const VialsLeft = ({ batch }: { batch: AlertBatch }) => {
  const share = batch.initialQuantity > 0 ? batch.availableQuantity / batch.initialQuantity : 0;
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden="true" className="h-1.5 w-16 overflow-hidden rounded-full bg-surface-muted">
        <span className="block h-full rounded-full bg-warning" style={{ width: `${Math.round(share * 100)}%` }} />
      </span>
      <span className="font-semibold text-foreground">
        {texts.vials(batch.availableQuantity, batch.initialQuantity)}
      </span>
    </span>
  );
};
