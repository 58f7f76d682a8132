import { mdiChevronDown, mdiChevronUp } from '@mdi/js';
import { useId } from 'react';
import { type AuditEntry, auditActionLabel, auditTime, auditUserLabel } from '../../engine';
import { AuditChanges, buttonClass, Icon, type ListColumn, type ListController, ListView } from '../../engine/react';
import { entities } from '../registry';
import { entityLabel } from './audit-options';
import { auditTexts } from './texts';
import { useOpenEntries } from './useOpenEntries';

const entityOf = (entry: AuditEntry) => entities.find((candidate) => candidate.name === entry.entity);

/** What an entry did, in words: 'Cerrar Lote Lotes 4'. */
const entryName = (entry: AuditEntry) =>
  `${auditActionLabel(entityOf(entry), entry)} ${entityLabel(entities, entry.entity)} ${entry.rowId ?? ''}`.trim();

/**
 * A page of the trail through the list kit: when, who, the entity by its Spanish plural, the
 * record's id, the action in Spanish, and a button per row that shows its changes in a row below.
 */
export function AuditTrail({ list }: { list: ListController<AuditEntry> }) {
  const detailId = useId();
  const open = useOpenEntries();
  // Its toggles read which entries are open: made again on each render, like the rows.
  const columns: ListColumn<AuditEntry>[] = [
    { id: 'at', header: auditTexts.when, cell: (entry) => <time dateTime={entry.at}>{auditTime(entry.at)}</time> },
    { id: 'user', header: auditTexts.user, wraps: true, cell: (entry) => auditUserLabel(entry.user) },
    { id: 'entity', header: auditTexts.entity, cell: (entry) => entityLabel(entities, entry.entity) },
    { id: 'record', header: auditTexts.record, cell: (entry) => entry.rowId ?? '—' },
    { id: 'action', header: auditTexts.action, cell: (entry) => auditActionLabel(entityOf(entry), entry) },
    {
      id: 'changes',
      header: auditTexts.changes,
      className: () => 'text-right',
      cell: (entry) => {
        const isOpen = open.isOpen(entry.id);
        return (
          <button
            type="button"
            className={buttonClass.secondary}
            aria-expanded={isOpen}
            aria-controls={`${detailId}-${entry.id}`}
            aria-label={isOpen ? auditTexts.hideNamed(entryName(entry)) : auditTexts.showNamed(entryName(entry))}
            onClick={() => open.toggle(entry.id)}
          >
            <Icon path={isOpen ? mdiChevronUp : mdiChevronDown} />
            {isOpen ? auditTexts.hide : auditTexts.show}
          </button>
        );
      },
    },
  ];
  return (
    <ListView
      list={list}
      columns={columns}
      caption={auditTexts.caption}
      texts={{ loading: auditTexts.loading, empty: auditTexts.empty, failure: auditTexts.failure }}
      pager={{ label: auditTexts.pages }}
      rowDetail={(entry) => ({
        id: `${detailId}-${entry.id}`,
        isOpen: open.isOpen(entry.id),
        content: <AuditChanges entity={entityOf(entry)} entry={entry} />,
      })}
    />
  );
}
