import { mdiAlertCircleOutline, mdiCalendarClock, mdiCheckCircleOutline, mdiTestTubeEmpty } from '@mdi/js';
import { type ReactNode, useId } from 'react';
import { formatDate } from '../../engine/cell-format';
import { Button } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { Spinner } from '../ui/Spinner';
import type { AlertList, AlertLot, StockAlerts } from './alerts-api';
import { useStockAlerts } from './alerts-query';
import { alertsTexts as texts } from './alerts-texts';
import { Panel } from './Panel';

/**
 * The home page's 'Alertas de lotes': open lots expiring within 30 days (days left) and open
 * lots with 10 % or less of their vials ('x de y viales'), each the first few and a count. It
 * loads by itself, as of the browser's day, and takes no props.
 */
export const AlertsPanel = () => {
  const alerts = useStockAlerts();
  return (
    <Panel title={texts.title} intro={texts.intro}>
      {alerts.data ? (
        <AlertLists alerts={alerts.data} />
      ) : alerts.hasFailed ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl border border-error/40 bg-error/10 px-4 py-3 text-sm text-foreground"
        >
          <Icon path={mdiAlertCircleOutline} className="shrink-0 text-error" />
          <span className="grow">{texts.failure}</span>
          <Button variant="outline" onClick={alerts.retry}>
            {texts.retry}
          </Button>
        </div>
      ) : (
        <div role="status" className="flex items-center gap-3 py-6 text-sm text-muted">
          <Spinner className="text-brand" />
          {texts.loading}
        </div>
      )}
    </Panel>
  );
};

const AlertLists = ({ alerts }: { alerts: StockAlerts }) => (
  <div className="grid gap-6 lg:grid-cols-2">
    <LotList
      title={texts.expiring.title}
      intro={texts.expiring.intro(alerts.soonDays)}
      empty={texts.expiring.empty(alerts.soonDays)}
      icon={mdiCalendarClock}
      list={alerts.expiringSoon}
      figure={(lot) => (
        <>
          <span className="font-semibold text-foreground">{texts.daysLeft(lot.daysLeft)}</span>{' '}
          <span className="text-muted">{texts.expiresOn(formatDate(lot.expirationDate))}</span>
        </>
      )}
    />
    <LotList
      title={texts.lowStock.title}
      intro={texts.lowStock.intro(alerts.lowStockPercent)}
      empty={texts.lowStock.empty(alerts.lowStockPercent)}
      icon={mdiTestTubeEmpty}
      list={alerts.lowStock}
      figure={(lot) => <VialsLeft lot={lot} />}
    />
  </div>
);

type LotListProps = {
  title: string;
  intro: string;
  empty: string;
  icon: string;
  list: AlertList;
  figure: (lot: AlertLot) => ReactNode;
};

const LotList = ({ title, intro, empty, icon, list, figure }: LotListProps) => {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
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
      {list.items.length === 0 ? (
        <p className="flex items-center gap-2 rounded-xl border border-dashed border-border bg-surface-muted/50 px-4 py-3 text-sm text-muted">
          <Icon path={mdiCheckCircleOutline} size={20} className="shrink-0 text-brand" />
          {empty}
        </p>
      ) : (
        <ul className="divide-y divide-border rounded-xl border border-border">
          {list.items.map((lot) => (
            <li
              key={lot.id}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm"
            >
              <span className="min-w-0">
                <span className="font-semibold text-foreground">{texts.batch(lot.batchNumber)}</span>{' '}
                <span className="text-muted">{lot.vaccineName ?? texts.unknownVaccine}</span>
              </span>
              <span className="tabular-nums">{figure(lot)}</span>
            </li>
          ))}
        </ul>
      )}
      {list.total > list.items.length && (
        <p className="text-xs text-muted">{texts.more(list.items.length, list.total)}</p>
      )}
    </section>
  );
};

const VialsLeft = ({ lot }: { lot: AlertLot }) => {
  const share = lot.initialQuantity > 0 ? lot.availableQuantity / lot.initialQuantity : 0;
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden="true" className="h-1.5 w-16 overflow-hidden rounded-full bg-surface-muted">
        <span className="block h-full rounded-full bg-warning" style={{ width: `${Math.round(share * 100)}%` }} />
      </span>
      <span className="font-semibold text-foreground">{texts.vials(lot.availableQuantity, lot.initialQuantity)}</span>
    </span>
  );
};
