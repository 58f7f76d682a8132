import { mdiCloudOffOutline, mdiPencilOutline } from '@mdi/js';
import { Link } from 'react-router-dom';
import { offlineEntriesPath } from '../offline/offline-path';
import { offlineTexts } from '../offline/texts';
import { useSyncStore } from '../outbox/sync-store';
import { Icon } from '../ui/Icon';

/**
 * Above the dose form: the refused entry being corrected, and, without a network, that the form
 * reads the session kept on the device (its vials an estimate, the server deciding at sync); a
 * link to 'Registros sin conexión' ('Preparar jornada sin conexión') either way.
 */
export const OfflineNotice = ({ correcting }: { correcting: string | null }) => {
  const isOnline = useSyncStore((state) => state.isOnline);
  return (
    <div className="mb-4 flex flex-col gap-2">
      {correcting && (
        <p className="flex items-start gap-2 rounded-xl border border-border bg-surface-muted px-3 py-2 text-sm text-foreground">
          <Icon path={mdiPencilOutline} size={18} className="mt-0.5 shrink-0" />
          {offlineTexts.correcting(correcting)}
        </p>
      )}
      {!isOnline && (
        <p className="flex items-start gap-2 rounded-xl bg-warning px-3 py-2 text-sm text-on-warning">
          <Icon path={mdiCloudOffOutline} size={18} className="mt-0.5 shrink-0" />
          {offlineTexts.offlineWarning}
        </p>
      )}
      <Link
        to={offlineEntriesPath}
        className="w-fit text-sm font-medium text-foreground underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-focus"
      >
        {offlineTexts.session.prepare}
      </Link>
    </div>
  );
};
