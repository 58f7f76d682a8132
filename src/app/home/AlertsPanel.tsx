import { mdiAlertOctagonOutline, mdiCalendarClock, mdiPackageVariantRemove, mdiTestTubeEmpty } from '@mdi/js';
import { useState } from 'react';
import { formatDate } from '../../engine';
import { ListBody, useList } from '../../engine/react';
import { AlertList } from './AlertList';
import { alertsShown, type StockAlerts } from './alerts-api';
import { alertsTexts as texts } from './alerts-texts';
import { Panel } from './Panel';
import { useStockAlerts } from './useStockAlerts';

type ListName = 'expiringSoon' | 'lowStock' | 'stockOuts' | 'severeEvents';

/**
 * The home page's 'Alertas de stock', per place of the account's scope: the vaccines a centre
 * ran out of ('Vacunas sin stock', with its monthly use), those under a month of stock ('Stock
 * bajo', its months and doses), the lots expiring within 30 days (days left, and the months of
 * stock of their vaccine there), each its first few items, a count and a 'Ver todos'; above them,
 * only while there are some, the lots with 3 or more severe ESAVI reports ('Revisar lote: eventos
 * graves'). It loads by itself, as of the browser's day, and takes no props.
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
  // One answer holds the lists: the panel's states are its, each list says when it is empty.
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

const batchKey = (item: { vaccineBatchId: number; placeType: string; placeId: number }) =>
  `${item.vaccineBatchId}-${item.placeType}-${item.placeId}`;
const vaccineKey = (item: { vaccineId: number; placeType: string; placeId: number }) =>
  `${item.vaccineId}-${item.placeType}-${item.placeId}`;

const Batch = ({ item }: { item: { batchNumber: string; vaccineName: string } }) => (
  <>
    <span className="font-semibold text-foreground">{texts.batch(item.batchNumber)}</span>{' '}
    <span className="text-muted">{item.vaccineName}</span>
  </>
);
const Vaccine = ({ item }: { item: { vaccineName: string } }) => (
  <span className="font-semibold text-foreground">{item.vaccineName}</span>
);

const AlertLists = ({ alerts, expanded, isRefreshing, onToggle }: AlertListsProps) => {
  const shared = (name: ListName) => ({
    isExpanded: expanded.has(name),
    isRefreshing,
    onToggle: () => onToggle(name),
  });
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {alerts.severeEvents.total > 0 && (
        <AlertList
          title={texts.severeEvents.title}
          intro={texts.severeEvents.intro(alerts.severeEventsThreshold)}
          empty=""
          icon={mdiAlertOctagonOutline}
          className="lg:col-span-2"
          list={alerts.severeEvents}
          itemKey={batchKey}
          subject={(item) => <Batch item={item} />}
          figure={(item) => (
            <span className="font-semibold text-foreground">{texts.severeEvents.count(item.severeEventCount)}</span>
          )}
          {...shared('severeEvents')}
        />
      )}
      <AlertList
        title={texts.stockOuts.title}
        intro={texts.stockOuts.intro}
        empty={texts.stockOuts.empty}
        icon={mdiPackageVariantRemove}
        list={alerts.stockOuts}
        itemKey={vaccineKey}
        subject={(item) => <Vaccine item={item} />}
        figure={(item) => <span className="text-muted">{texts.monthlyUse(item.monthlyUse)}</span>}
        {...shared('stockOuts')}
      />
      <AlertList
        title={texts.lowStock.title}
        intro={texts.lowStock.intro(alerts.lowStockMonths)}
        empty={texts.lowStock.empty}
        icon={mdiTestTubeEmpty}
        list={alerts.lowStock}
        itemKey={vaccineKey}
        subject={(item) => <Vaccine item={item} />}
        figure={(item) => (
          <>
            <span className="font-semibold text-foreground">{texts.monthsOfStock(item.monthsOfStock)}</span>{' '}
            <span className="text-muted">{texts.doses(item.doses)}</span>
          </>
        )}
        {...shared('lowStock')}
      />
      <AlertList
        title={texts.expiring.title}
        intro={texts.expiring.intro(alerts.soonDays)}
        empty={texts.expiring.empty(alerts.soonDays)}
        icon={mdiCalendarClock}
        className="lg:col-span-2"
        list={alerts.expiringSoon}
        itemKey={batchKey}
        subject={(item) => <Batch item={item} />}
        figure={(item) => (
          <>
            <span className="font-semibold text-foreground">{texts.daysLeft(item.daysLeft)}</span>{' '}
            <span className="text-muted">
              {texts.expiresOn(formatDate(item.expirationDate))} · {texts.doses(item.doses)}
              {item.monthsOfStock === null ? '' : ` · ${texts.monthsOfStock(item.monthsOfStock)}`}
            </span>
          </>
        )}
        {...shared('expiringSoon')}
      />
    </div>
  );
};
