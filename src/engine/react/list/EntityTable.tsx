import { mdiArrowDown, mdiArrowUp, mdiDelete, mdiPencil, mdiSwapVertical } from '@mdi/js';
import { type Ref, useId } from 'react';
import type { EntityRow } from '../../entity';
import type { FormActionView } from '../../form-actions';
import type { RowLinkView } from '../../row-links';
import { uiTexts } from '../../ui-texts';
import { Icon } from '../Icon';
import type { RowButton } from '../rows/useRowFocus';
import { buttonClass, focusRing } from '../styles';
import type { EntityTable as Table } from './useEntityTable';

/** One of a row's buttons: its visible words and its name with the record ('Editar paciente María Peña'). */
export type RowButtonTexts = { label: string; name: string };

export type EntityTableProps = {
  table: Table;
  /** Names the table and its scrolling region for screen readers (the entity's plural). */
  caption: string;
  /** No page yet: a loading row and skeletons. */
  isLoading: boolean;
  /** The rows shown are the previous page or search while the next loads: dimmed and busy. */
  isBusy?: boolean;
  /** Shown in place of the rows when there are none to show. */
  emptyMessage: string;
  /** Absent when the signed-in role may not edit: no pencil. */
  onEdit?: (row: EntityRow) => void;
  /** Absent when the signed-in role may not delete: no trash. */
  onDelete?: (row: EntityRow) => void;
  /** The links the config declares for a row (`rowLinks`), before its buttons. */
  rowLinks?: (row: EntityRow) => readonly RowLinkView[];
  /** Opens a link's page without reloading the app; absent, the link loads it. */
  onNavigate?: (path: string) => void;
  /** The form actions a row offers (`formActions`), after its links; each button opens its dialog. */
  formActions?: (row: EntityRow) => readonly FormActionView[];
  onFormAction?: (row: EntityRow, view: FormActionView) => void;
  /** The words of a row's edit and delete buttons. */
  buttonTexts: (row: EntityRow) => Record<RowButton, RowButtonTexts>;
  /** The scrolling region, where the focus is put back on a row's button after a dialog. */
  regionRef?: Ref<HTMLElement>;
};

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;
const sortIcon = { asc: mdiArrowUp, desc: mdiArrowDown } as const;
const skeletonRows = [0, 1, 2, 3, 4];

/**
 * The actions column stays in view at the right edge however wide the table: opaque (the row's
 * own stripe drawn over the surface colour), with a line and a faint shadow on its left.
 */
const stickyEdge = [
  'sticky right-0 bg-surface',
  'before:pointer-events-none before:absolute before:inset-y-0 before:-left-2 before:w-2',
  'before:border-r before:border-border before:bg-linear-to-l before:from-black/10 before:to-transparent',
].join(' ');
const stickyRowCell = [
  stickyEdge,
  'z-[1] group-even:bg-linear-to-r group-even:from-surface-muted/50 group-even:to-surface-muted/50',
  'group-hover:bg-linear-to-r group-hover:from-surface-muted group-hover:to-surface-muted',
].join(' ');

/**
 * The rows of a manage table in a scrolling region a keyboard can scroll: a caption, sortable
 * headers (click or Enter) that say their order, the page's rows, and each row's links, form
 * actions and Editar / Eliminar buttons in a column that stays in view. A polite live region says when rows load
 * and when there are none.
 */
export function EntityTable({
  table,
  caption,
  isLoading,
  isBusy = false,
  emptyMessage,
  onEdit,
  onDelete,
  rowLinks,
  onNavigate,
  formActions,
  onFormAction,
  buttonTexts,
  regionRef,
}: EntityTableProps) {
  const captionId = useId();
  const hasActions =
    onEdit !== undefined || onDelete !== undefined || rowLinks !== undefined || formActions !== undefined;
  const columnCount = table.getAllLeafColumns().length + (hasActions ? 1 : 0);
  const rows = table.getRowModel().rows;
  const isEmpty = !isLoading && rows.length === 0;
  return (
    <>
      <section
        ref={regionRef}
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
            {caption}
          </caption>
          <thead className="sticky top-0 z-10 bg-surface shadow-[inset_0_-1px_0] shadow-border">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted ? ariaSort[sorted] : 'none'}
                      className="px-4 py-3"
                    >
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        className={`inline-flex items-center gap-1 rounded font-semibold whitespace-nowrap text-foreground hover:text-brand ${focusRing}`}
                      >
                        <table.FlexRender header={header} />
                        <Icon
                          path={sorted ? sortIcon[sorted] : mdiSwapVertical}
                          className={`size-4 ${sorted ? 'text-brand' : 'text-muted'}`}
                        />
                      </button>
                    </th>
                  );
                })}
                {hasActions && (
                  <th scope="col" className={`${stickyEdge} px-4 py-3 text-right font-semibold text-foreground`}>
                    {uiTexts.table.actions}
                  </th>
                )}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-border">
            {isLoading && (
              <tr>
                <td colSpan={columnCount} className="px-4 py-3 text-muted">
                  {uiTexts.table.loading}
                </td>
              </tr>
            )}
            {isLoading &&
              skeletonRows.map((index) => (
                <tr key={index}>
                  <td colSpan={columnCount} className="px-4 py-3">
                    <div aria-hidden="true" className="h-4 w-full animate-pulse rounded bg-border/60" />
                  </td>
                </tr>
              ))}
            {isEmpty && (
              <tr>
                <td colSpan={columnCount} className="px-4 py-10 text-center text-muted">
                  {emptyMessage}
                </td>
              </tr>
            )}
            {rows.map((row) => {
              const texts = hasActions ? buttonTexts(row.original) : undefined;
              const links = rowLinks?.(row.original) ?? [];
              const actions = formActions?.(row.original) ?? [];
              return (
                <tr
                  key={row.id}
                  data-row-id={row.original.id}
                  className="group transition-colors odd:bg-surface even:bg-surface-muted/50 hover:bg-surface-muted"
                >
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className="px-4 py-2.5 whitespace-nowrap text-foreground">
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                  {texts && (
                    <td className={`${stickyRowCell} px-2 py-1 text-right whitespace-nowrap`}>
                      {links.map((link) => (
                        <RowIconLink key={link.href} link={link} onNavigate={onNavigate} />
                      ))}
                      {actions.map((view) => (
                        <button
                          key={view.action.route}
                          type="button"
                          data-row-action={`form:${view.action.route}`}
                          aria-label={view.name}
                          title={view.label}
                          className={buttonClass.icon}
                          onClick={() => onFormAction?.(row.original, view)}
                        >
                          <Icon path={view.icon} />
                        </button>
                      ))}
                      {onEdit && <RowIconButton kind="edit" texts={texts.edit} onClick={() => onEdit(row.original)} />}
                      {onDelete && (
                        <RowIconButton kind="delete" texts={texts.delete} onClick={() => onDelete(row.original)} />
                      )}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      <p role="status" className="sr-only">
        {isLoading ? uiTexts.table.loading : isEmpty ? emptyMessage : ''}
      </p>
    </>
  );
}

const rowButtonLooks: Readonly<Record<RowButton, { icon: string; className: string }>> = {
  edit: { icon: mdiPencil, className: buttonClass.icon },
  delete: { icon: mdiDelete, className: `${buttonClass.icon} hover:text-error` },
};

/** A row's edit or delete icon button, named with the record; `data-row-action` finds it to give the focus back. */
const RowIconButton = ({ kind, texts, onClick }: { kind: RowButton; texts: RowButtonTexts; onClick: () => void }) => (
  <button
    type="button"
    data-row-action={kind}
    aria-label={texts.name}
    title={texts.label}
    className={rowButtonLooks[kind].className}
    onClick={onClick}
  >
    <Icon path={rowButtonLooks[kind].icon} />
  </button>
);

/** A row's link to another page: a plain click opens it in the app; a modified one (new tab) is the browser's. */
const RowIconLink = ({ link, onNavigate }: { link: RowLinkView; onNavigate?: (path: string) => void }) => (
  <a
    href={link.href}
    aria-label={link.name}
    title={link.label}
    className={buttonClass.icon}
    onClick={(event) => {
      const isPlainClick = event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
      if (!onNavigate || !isPlainClick || event.defaultPrevented) return;
      event.preventDefault();
      onNavigate(link.href);
    }}
  >
    <Icon path={link.icon} />
  </a>
);
