import { mdiAlertCircleOutline, mdiArrowLeft, mdiChevronLeft, mdiChevronRight, mdiPackageVariantClosed } from '@mdi/js';
import { Link, useParams } from 'react-router-dom';
import { buttonClass } from '../../engine/react';
import { Button, buttonVariants } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { MessagePage } from '../ui/MessagePage';
import { PageHeader } from '../ui/PageHeader';
import { PageTitle } from '../ui/PageTitle';
import { Spinner } from '../ui/Spinner';
import { BatchSummary } from './BatchSummary';
import { MovementsTable } from './MovementsTable';
import { batchTexts } from './texts';
import { type BatchMovementsPaging, useBatchMovements } from './useBatchMovements';

/**
 * A lot's ledger (/lotes/:id/movimientos, the admin's, opened from its row in /lotes): the lot's
 * facts, then its movements newest first, each with the balance it left, a page at a time.
 */
export const BatchMovementsPage = () => {
  const { id = '' } = useParams();
  const { state, paging } = useBatchMovements(id);
  if (state.kind === 'notFound') return <BatchNotFound />;
  const batchNumber = state.kind === 'ready' ? String(state.batch.batchNumber ?? '') : '';
  const title = batchNumber ? batchTexts.titleOf(batchNumber) : batchTexts.title;
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={title} />
      <div>
        <Link to="/lotes" className={`${buttonVariants.ghost} -ml-3`}>
          <Icon path={mdiArrowLeft} size={20} />
          {batchTexts.back}
        </Link>
      </div>
      <PageHeader title={title} subtitle={batchTexts.subtitle} />
      {state.kind === 'loading' && (
        <div role="status" className="flex items-center gap-3 py-10 text-sm text-muted">
          <Spinner size={24} className="text-brand" />
          {batchTexts.loading}
        </div>
      )}
      {state.kind === 'failed' && <BatchFailure message={state.message} onRetry={state.retry} />}
      {state.kind === 'ready' && (
        <>
          <BatchSummary batch={state.batch} />
          {state.movements.total === 0 ? (
            <p className="rounded-xl border border-dashed border-border bg-surface px-6 py-10 text-center text-sm text-muted">
              {batchTexts.empty}
            </p>
          ) : (
            <>
              <MovementsTable
                caption={batchTexts.caption(batchNumber)}
                movements={state.movements.items}
                userNames={state.userNames}
                isBusy={state.isBusy}
              />
              <Pager paging={paging} total={state.movements.total} isBusy={state.isBusy} />
            </>
          )}
        </>
      )}
    </div>
  );
};

const Pager = ({ paging, total, isBusy }: { paging: BatchMovementsPaging; total: number; isBusy: boolean }) => (
  <nav aria-label={batchTexts.pages} className="flex items-center justify-end gap-2 text-sm text-muted">
    <span aria-live="polite">
      {batchTexts.page(paging.page, paging.pages, paging.isCapped)} · {batchTexts.total(total, paging.isCapped)}
    </span>
    <button
      type="button"
      aria-label={batchTexts.previous}
      className={buttonClass.icon}
      onClick={paging.previous}
      disabled={paging.page <= 1}
    >
      <Icon path={mdiChevronLeft} />
    </button>
    <button
      type="button"
      aria-label={batchTexts.next}
      className={buttonClass.icon}
      onClick={paging.next}
      disabled={!paging.hasNext || isBusy}
    >
      <Icon path={mdiChevronRight} />
    </button>
  </nav>
);

const BatchFailure = ({ message, onRetry }: { message: string; onRetry: () => void }) => (
  <div
    role="alert"
    className="flex flex-wrap items-center gap-3 rounded-xl border border-error/40 bg-error/10 px-4 py-3 text-sm text-foreground"
  >
    <Icon path={mdiAlertCircleOutline} className="shrink-0 text-error" />
    <span className="flex-1">{message ? `${batchTexts.failure}: ${message}` : batchTexts.failureFallback}</span>
    <Button variant="outline" onClick={onRetry}>
      {batchTexts.retry}
    </Button>
  </div>
);

const BatchNotFound = () => (
  <MessagePage
    isFullPage={false}
    icon={mdiPackageVariantClosed}
    title={batchTexts.notFoundTitle}
    text={batchTexts.notFoundText}
  >
    <Link to="/lotes" className={buttonVariants.primary}>
      {batchTexts.back}
    </Link>
  </MessagePage>
);
