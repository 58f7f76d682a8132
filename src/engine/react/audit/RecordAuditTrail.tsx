import { mdiChevronDown, mdiChevronUp } from '@mdi/js';
import { useId, useState } from 'react';
import { auditActionLabel, auditTime, auditUserLabel } from '../../audit';
import type { AnyEntity } from '../../contract/entity';
import { useEngine } from '../EngineProvider';
import { Icon } from '../Icon';
import { buttonClass } from '../styles';
import { AuditChanges } from './AuditChanges';
import { auditTexts } from './audit-texts';
import { useRecordAuditTrail } from './useRecordAuditTrail';
import { useReferenceLabels } from './useReferenceLabels';

/**
 * The 'Historial' of a record in its edit dialog, for the roles that may read the audit
 * trail: a button that shows (and loads) its entries, newest first, each with when, who, the
 * action in Spanish and the changed fields before → after; 'Ver más' loads older ones.
 *
 * @example
 * <RecordAuditTrail entity={countries} rowId={row.id} />
 */
export function RecordAuditTrail({ entity, rowId }: { entity: AnyEntity; rowId: number }) {
  const { canReadAudit } = useEngine();
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const trail = useRecordAuditTrail({ entity, rowId, isEnabled: isOpen && canReadAudit });
  const labels = useReferenceLabels(entity, trail.entries);
  if (!canReadAudit) return null;
  return (
    <section aria-label={auditTexts.title} className="mt-6 border-t border-border pt-4">
      <button
        type="button"
        className={buttonClass.secondary}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <Icon path={isOpen ? mdiChevronUp : mdiChevronDown} className="size-5" />
        {auditTexts.title}
      </button>
      <div id={panelId} hidden={!isOpen} className="mt-3">
        {isOpen && trail.isPending && (
          <p role="status" className="text-sm text-muted">
            {auditTexts.loading}
          </p>
        )}
        {isOpen && trail.isError && (
          <div role="alert" className="flex items-center gap-3 text-sm text-error">
            {auditTexts.failure}
            <button type="button" className={buttonClass.secondary} onClick={() => void trail.refetch()}>
              {auditTexts.retry}
            </button>
          </div>
        )}
        {isOpen && trail.isSuccess && trail.entries.length === 0 && (
          <p className="text-sm text-muted">{auditTexts.empty}</p>
        )}
        {trail.entries.length > 0 && (
          <ol className="flex flex-col gap-3">
            {trail.entries.map((entry) => (
              <li key={entry.id} className="rounded-lg border border-border p-3">
                <p className="mb-2 text-sm text-foreground">
                  <span className="font-semibold">{auditActionLabel(entity, entry)}</span>{' '}
                  <time dateTime={entry.at}>{auditTime(entry.at)}</time> {auditTexts.by} {auditUserLabel(entry.user)}
                </p>
                <AuditChanges entity={entity} entry={entry} labels={labels} />
              </li>
            ))}
          </ol>
        )}
        {trail.hasNextPage && (
          <button
            type="button"
            className={`${buttonClass.secondary} mt-3`}
            aria-disabled={trail.isFetchingNextPage}
            onClick={() => {
              if (!trail.isFetchingNextPage) void trail.fetchNextPage();
            }}
          >
            {trail.isFetchingNextPage ? auditTexts.loading : auditTexts.more}
          </button>
        )}
      </div>
    </section>
  );
}
