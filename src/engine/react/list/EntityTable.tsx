import { mdiDelete, mdiPencil } from '@mdi/js';
import type { Ref } from 'react';
import type { AnyEntity, EntityRow } from '../../contract/entity';
import type { RowLinkView } from '../../contract/row-links';
import { Icon } from '../Icon';
import { inAppClick } from '../links/in-app-click';
import type { RowButton } from '../rows/useRowFocus';
import { buttonClass } from '../styles';
import { ListTable } from './ListTable';
import { useEntityColumns } from './useEntityTable';
import type { ListController } from './useListController';

/** One of a row's buttons: its visible words and its name with the record ('Editar paciente María Peña'). */
export type RowButtonTexts = { label: string; name: string };

export type EntityTableProps = {
  entity: AnyEntity;
  list: ListController<EntityRow>;
  /** Names the table and its scrolling region for screen readers (the entity's plural). */
  caption: string;
  /** Said while the first page loads. */
  loadingMessage: string;
  /** Shown in place of the rows when there are none to show. */
  emptyMessage: string;
  /** Absent when the signed-in role may not edit: no pencil. */
  onEdit?: (row: EntityRow) => void;
  /** Absent when the signed-in role may not delete: no trash. */
  onDelete?: (row: EntityRow) => void;
  /** The links of a row (its views, `rowLinks`), before its buttons. */
  rowLinks?: (row: EntityRow) => readonly RowLinkView[];
  /** Opens a link's page without reloading the app; absent, the link loads it. */
  onNavigate?: (path: string) => void;
  /** The words of a row's edit and delete buttons. */
  buttonTexts: (row: EntityRow) => Record<RowButton, RowButtonTexts>;
  /** The scrolling region, where the focus is put back on a row's button after a dialog. */
  regionRef?: Ref<HTMLElement>;
};

/**
 * The rows of a manage table: the list kit's table over the entity's columns, each row's links
 * (its views) and Editar / Eliminar buttons in the column that stays in view. A row has at most
 * three of them: the entity's other actions are on its record view.
 */
export function EntityTable({
  entity,
  list,
  caption,
  loadingMessage,
  emptyMessage,
  onEdit,
  onDelete,
  rowLinks,
  onNavigate,
  buttonTexts,
  regionRef,
}: EntityTableProps) {
  const columns = useEntityColumns(entity);
  const hasActions = onEdit !== undefined || onDelete !== undefined || rowLinks !== undefined;
  return (
    <ListTable
      list={list}
      columns={columns}
      caption={caption}
      states={{ loading: loadingMessage, empty: emptyMessage }}
      regionRef={regionRef}
      rowActions={
        hasActions
          ? (row) => {
              const texts = buttonTexts(row);
              return (
                <>
                  {(rowLinks?.(row) ?? []).map((link) => (
                    <RowIconLink key={link.href} link={link} onNavigate={onNavigate} />
                  ))}
                  {onEdit && <RowIconButton kind="edit" texts={texts.edit} onClick={() => onEdit(row)} />}
                  {onDelete && <RowIconButton kind="delete" texts={texts.delete} onClick={() => onDelete(row)} />}
                </>
              );
            }
          : undefined
      }
    />
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
    onClick={inAppClick(link.href, onNavigate)}
  >
    <Icon path={link.icon} />
  </a>
);
