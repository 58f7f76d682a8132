import {
  mdiAccountAlertOutline,
  mdiCloudAlertOutline,
  mdiCloudCheckOutline,
  mdiCloudOffOutline,
  mdiCloudSyncOutline,
  mdiCloudUploadOutline,
} from '@mdi/js';
import { Link } from 'react-router-dom';
import { outboxCounts } from '../outbox/outbox-counts';
import { useSyncStore } from '../outbox/sync-store';
import { useDeviceQuery } from '../outreach/useDeviceQuery';
import { Icon } from '../ui/Icon';
import { offlineEntriesPath } from './offline-path';
import { type StatusView, statusView } from './status-text';
import { offlineTexts } from './texts';

const looks: Readonly<Record<StatusView['tone'], { icon: string; className: string }>> = {
  offline: { icon: mdiCloudOffOutline, className: 'bg-warning text-on-warning' },
  sending: { icon: mdiCloudSyncOutline, className: 'bg-surface-muted text-foreground' },
  pending: { icon: mdiCloudUploadOutline, className: 'bg-surface-muted text-foreground' },
  synced: { icon: mdiCloudCheckOutline, className: 'bg-surface-muted text-foreground' },
  refused: { icon: mdiCloudAlertOutline, className: 'bg-error text-on-error' },
  signIn: { icon: mdiAccountAlertOutline, className: 'bg-error text-on-error' },
};

/**
 * The top bar's sync status ('Sin conexión · 12 pendientes', 'Sincronizando 3 de 12', 'Todo
 * sincronizado · 10:42', '1 rechazado'), a link to 'Registros sin conexión'. A polite live
 * region, so a screen reader hears the changes; under the sm breakpoint only its icon shows,
 * its words staying its name.
 */
export const SyncStatus = () => {
  const counts = useDeviceQuery(outboxCounts);
  const sync = useSyncStore();
  const view = counts ? statusView({ counts, sync }) : null;
  return (
    <span role="status" aria-label={offlineTexts.status.label} className="flex min-w-0">
      {view && (
        <Link
          to={offlineEntriesPath}
          title={view.text}
          className={
            'inline-flex h-9 min-w-0 items-center gap-1.5 rounded-full px-3 text-xs font-semibold ' +
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ' +
            looks[view.tone].className
          }
        >
          <Icon path={looks[view.tone].icon} size={18} className="shrink-0" />
          <span className="sr-only truncate md:not-sr-only">{view.text}</span>
        </Link>
      )}
    </span>
  );
};
