import { mdiCloudSyncOutline } from '@mdi/js';
import { Link } from 'react-router-dom';
import { PrepareSessionPanel } from '../outreach/PrepareSessionPanel';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Icon } from '../ui/Icon';
import { PageHeader } from '../ui/PageHeader';
import { EntrySection } from './EntrySection';
import { offlineTexts } from './texts';
import { useOfflineEntries } from './useOfflineEntries';

const texts = offlineTexts;

/**
 * 'Registros sin conexión': the outreach session kept on this device, and what the outbox holds:
 * the refused entries with the server's reason ('Corregir', 'Descartar'), the pending ones (and
 * which wait on a refusal), and those the server confirmed in the last day. 'Sincronizar ahora'
 * sends at once.
 */
export const OfflineEntriesPage = () => {
  const page = useOfflineEntries();
  const { discard } = page;
  const actions = { onCorrect: page.correct, onDiscard: discard.ask };
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-8">
      <PageHeader title={texts.pageTitle} subtitle={texts.pageSubtitle}>
        <div className="flex flex-wrap gap-2">
          <Link
            to="/formulario-dosis"
            className="inline-flex h-10 items-center rounded-xl px-4 text-sm font-semibold text-foreground underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-focus"
          >
            {texts.session.formLink}
          </Link>
          {page.sync.phase === 'signInNeeded' && <Button onClick={page.signIn}>{texts.status.signIn}</Button>}
          <Button
            variant="outline"
            onClick={page.syncNow}
            disabled={!page.sync.isOnline}
            isBusy={page.sync.phase === 'sending'}
          >
            <Icon path={mdiCloudSyncOutline} size={18} />
            {texts.syncNow}
          </Button>
        </div>
      </PageHeader>
      <PrepareSessionPanel />
      <EntrySection
        title={texts.sections.refused}
        empty={texts.sections.emptyRefused}
        entries={page.refused}
        waiting={page.waiting}
        {...actions}
      />
      <EntrySection
        title={texts.sections.pending}
        empty={texts.sections.emptyPending}
        entries={page.pending}
        waiting={page.waiting}
        {...actions}
      />
      <EntrySection
        title={texts.sections.sent}
        empty={texts.sections.emptySent}
        entries={page.sent}
        waiting={page.waiting}
        {...actions}
      />
      <ConfirmDialog
        isOpen={discard.entry !== null}
        title={texts.discardDialog.title}
        body={texts.discardDialog.body(discard.entry?.summary ?? '')}
        confirm={texts.discardDialog.confirm}
        cancel={texts.discardDialog.cancel}
        onCancel={discard.cancel}
        onConfirm={() => void discard.confirm()}
      />
    </div>
  );
};
