import { mdiChevronLeft, mdiChevronRight } from '@mdi/js';
import { buttonClass, Icon } from '../../engine/react';
import { PageHeader } from '../ui/PageHeader';
import { PageTitle } from '../ui/PageTitle';
import { AuditFilters } from './AuditFilters';
import { AuditTable } from './AuditTable';
import { auditTexts } from './texts';
import { useAuditPage } from './useAuditPage';

/**
 * `/auditoria` (admin): the audit trail, newest first, a page at a time, filtered by user,
 * entity, action and date range; each row opens to its changes.
 */
export function AuditPage() {
  const audit = useAuditPage();
  const { data, isPending, isError, isPlaceholderData, refetch } = audit.query;
  return (
    <>
      <PageTitle title={auditTexts.title} />
      <PageHeader title={auditTexts.title} subtitle={auditTexts.subtitle} />
      <AuditFilters filters={audit.filters} onChange={audit.change} onClear={audit.clear} />
      {isError && (
        <div role="alert" className="mb-4 flex items-center gap-3 text-sm text-error">
          {auditTexts.failure}
          <button type="button" className={buttonClass.secondary} onClick={() => void refetch()}>
            {auditTexts.retry}
          </button>
        </div>
      )}
      <AuditTable entries={data?.items ?? []} isLoading={isPending} isBusy={isPlaceholderData} />
      <nav aria-label={auditTexts.caption} className="mt-4 flex items-center justify-end gap-2 text-sm text-muted">
        <span aria-live="polite">{auditTexts.page(audit.page)}</span>
        <button
          type="button"
          aria-label={auditTexts.previous}
          className={buttonClass.icon}
          onClick={audit.previous}
          disabled={audit.page <= 1}
        >
          <Icon path={mdiChevronLeft} />
        </button>
        <button
          type="button"
          aria-label={auditTexts.next}
          className={buttonClass.icon}
          onClick={audit.next}
          disabled={!data?.hasMore || isPlaceholderData}
        >
          <Icon path={mdiChevronRight} />
        </button>
      </nav>
    </>
  );
}
