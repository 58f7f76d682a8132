import { mdiChevronLeft, mdiChevronRight } from '@mdi/js';
import { useId } from 'react';
import { uiTexts } from '../../ui-texts';
import { Icon } from '../Icon';
import { buttonClass, compactSelectClass } from '../styles';
import { type EntityTable, pageSizes } from './useEntityTable';

type TablePaginationProps = {
  table: EntityTable;
  /** The list's total as the server answered it. */
  total?: number;
  /** The server counted up to `total` rows, and the list has more: 'Página 1 de más de 40 (más de 1.000 registros)'. */
  isTotalCapped?: boolean;
};

/** 'Filas por página' with its selector, 'Página X de Y' (or 'de más de Y'), and previous / next page buttons. */
export function TablePagination({ table, total = 0, isTotalCapped = false }: TablePaginationProps) {
  const sizeId = useId();
  const { pageIndex, pageSize } = table.state.pagination;
  const pageCount = Math.max(table.getPageCount(), 1);
  const label = isTotalCapped
    ? uiTexts.table.pageOfMore(pageIndex + 1, Math.ceil(total / pageSize), total)
    : uiTexts.table.pageOf(Math.min(pageIndex + 1, pageCount), pageCount);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted">
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId}>{uiTexts.table.pageSize}</label>
        <select
          id={sizeId}
          value={pageSize}
          onChange={(event) => table.setPageSize(Number(event.target.value))}
          className={compactSelectClass}
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-2">
        <span aria-live="polite">{label}</span>
        <button
          type="button"
          aria-label={uiTexts.table.previous}
          className={buttonClass.icon}
          onClick={() => table.previousPage()}
          disabled={!table.getCanPreviousPage()}
        >
          <Icon path={mdiChevronLeft} />
        </button>
        <button
          type="button"
          aria-label={uiTexts.table.next}
          className={buttonClass.icon}
          onClick={() => table.nextPage()}
          disabled={!table.getCanNextPage()}
        >
          <Icon path={mdiChevronRight} />
        </button>
      </div>
    </div>
  );
}
