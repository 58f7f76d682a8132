import { mdiChevronDown, mdiChevronUp } from '@mdi/js';
import { Fragment, useId, useState } from 'react';
import { type AuditEntry, auditActionLabel, auditTime, auditUserLabel } from '../../engine';
import { AuditChanges, buttonClass, focusRing, Icon } from '../../engine/react';
import { entities } from '../registry';
import { entityLabel } from './audit-options';
import { auditTexts } from './texts';

const headers = [auditTexts.when, auditTexts.user, auditTexts.entity, auditTexts.record, auditTexts.action];

/**
 * A page of the trail as a table: when, who, the entity by its Spanish plural, the record's
 * id, the action in Spanish, and a button per row that shows its changes in a row below.
 */
export function AuditTable({
  entries,
  isLoading,
  isBusy,
}: {
  entries: readonly AuditEntry[];
  isLoading: boolean;
  isBusy: boolean;
}) {
  const captionId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const columns = headers.length + 1;
  return (
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard scrolls the region only once it has the focus (axe scrollable-region-focusable)
      tabIndex={0}
      className={`max-h-[70vh] overflow-auto rounded-lg border border-border ${focusRing}`}
    >
      <table
        className={`min-w-full border-collapse text-left text-sm transition-opacity ${isBusy ? 'opacity-60' : ''}`}
        aria-busy={isLoading || isBusy}
      >
        <caption id={captionId} className="sr-only">
          {auditTexts.caption}
        </caption>
        <thead className="sticky top-0 z-10 bg-surface shadow-[inset_0_-1px_0] shadow-border">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap text-foreground">
                {header}
              </th>
            ))}
            <th scope="col" className="px-4 py-3 text-right font-semibold text-foreground">
              {auditTexts.changes}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {isLoading && (
            <tr>
              <td colSpan={columns} className="px-4 py-3 text-muted">
                {auditTexts.loading}
              </td>
            </tr>
          )}
          {!isLoading && entries.length === 0 && (
            <tr>
              <td colSpan={columns} className="px-4 py-3 text-muted">
                {auditTexts.empty}
              </td>
            </tr>
          )}
          {entries.map((entry) => {
            const entity = entities.find((candidate) => candidate.name === entry.entity);
            const action = auditActionLabel(entity, entry);
            const isOpen = open.has(entry.id);
            const what = `${action} ${entityLabel(entities, entry.entity)} ${entry.rowId ?? ''}`.trim();
            return (
              <Fragment key={entry.id}>
                <tr className="text-foreground even:bg-surface-muted/50">
                  <td className="px-4 py-3 whitespace-nowrap">
                    <time dateTime={entry.at}>{auditTime(entry.at)}</time>
                  </td>
                  <td className="px-4 py-3">{auditUserLabel(entry.user)}</td>
                  <td className="px-4 py-3">{entityLabel(entities, entry.entity)}</td>
                  <td className="px-4 py-3">{entry.rowId ?? '—'}</td>
                  <td className="px-4 py-3">{action}</td>
                  <td className="px-4 py-2 text-right">
                    <button
                      type="button"
                      className={buttonClass.secondary}
                      aria-expanded={isOpen}
                      aria-controls={`${captionId}-${entry.id}`}
                      aria-label={isOpen ? auditTexts.hideNamed(what) : auditTexts.showNamed(what)}
                      onClick={() => toggle(entry.id)}
                    >
                      <Icon path={isOpen ? mdiChevronUp : mdiChevronDown} />
                      {isOpen ? auditTexts.hide : auditTexts.show}
                    </button>
                  </td>
                </tr>
                <tr id={`${captionId}-${entry.id}`} hidden={!isOpen}>
                  <td colSpan={columns} className="bg-background px-6 py-3">
                    {isOpen && <AuditChanges entity={entity} entry={entry} />}
                  </td>
                </tr>
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
