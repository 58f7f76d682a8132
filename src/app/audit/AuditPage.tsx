import { PageHeader } from '../ui/PageHeader';
import { PageTitle } from '../ui/PageTitle';
import { AuditFilters } from './AuditFilters';
import { AuditTrail } from './AuditTrail';
import { auditTexts } from './texts';
import { useAuditPage } from './useAuditPage';

/**
 * `/auditoria` (admin): the audit trail, newest first, a page at a time, filtered by user,
 * entity, action and date range; each row opens to its changes.
 */
export function AuditPage() {
  const audit = useAuditPage();
  return (
    <>
      <PageTitle title={auditTexts.title} />
      <PageHeader title={auditTexts.title} subtitle={auditTexts.subtitle} />
      <AuditFilters filters={audit.filters} onChange={audit.change} onClear={audit.clear} />
      <AuditTrail list={audit.list} />
    </>
  );
}
