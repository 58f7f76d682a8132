import { mdiChevronLeft, mdiChevronRight } from '@mdi/js';
import { useId } from 'react';
import { grouped, uiTexts } from '../../ui-texts';
import { Icon } from '../Icon';
import { buttonClass, compactSelectClass } from '../styles';
import type { ListController } from './useListController';

/** The words that count a list's rows: '1 movimiento', '26 movimientos'. */
export type RowCountWords = { one: string; other: string };

export type ListPagerProps = {
  list: Pick<ListController<unknown>, 'tableParams' | 'range' | 'total' | 'isTotalCapped' | 'pageSizes'>;
  /** Names the pager's navigation region ('Páginas de movimientos'). */
  label: string;
  /** How the list counts its rows, said after the page ('Página 1 de 2 · 26 movimientos'); none, no count. */
  count?: RowCountWords;
};

/**
 * The pager of every list: 'Filas por página' when the list offers sizes, 'Página X de Y' ('de
 * más de Y' past a capped count; 'Página X' alone when the list tells no total), how many rows
 * the list has, and the previous / next page buttons. The page said is announced politely.
 *
 * @example
 * <ListPager list={ledger} label="Páginas de movimientos" count={{ one: 'movimiento', other: 'movimientos' }} />
 */
export function ListPager({ list, label, count }: ListPagerProps) {
  const sizeId = useId();
  const { pagination, setPagination } = list.tableParams;
  const { pageIndex, pageSize } = pagination;
  const { pages, isAtLeast, hasNext } = list.range;
  const page = pageIndex + 1;
  const pageText =
    pages === null
      ? uiTexts.table.page(page)
      : isAtLeast
        ? uiTexts.table.pageOfMore(page, Math.max(pages, page))
        : uiTexts.table.pageOf(Math.min(page, pages), pages);
  const countText = count && list.total !== null ? rowCount(list.total, list.isTotalCapped, count) : null;
  const goTo = (index: number) => setPagination({ pageIndex: index, pageSize });
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted">
      {list.pageSizes ? (
        <div className="flex items-center gap-2">
          <label htmlFor={sizeId}>{uiTexts.table.pageSize}</label>
          <select
            id={sizeId}
            value={pageSize}
            onChange={(event) => setPagination({ pageIndex: 0, pageSize: Number(event.target.value) })}
            className={compactSelectClass}
          >
            {list.pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <span />
      )}
      <div className="flex items-center gap-2">
        <p>
          <span aria-live="polite">{pageText}</span>
          {countText && (
            <>
              {' · '}
              <span>{countText}</span>
            </>
          )}
        </p>
        <button
          type="button"
          aria-label={uiTexts.table.previous}
          className={buttonClass.icon}
          onClick={() => goTo(pageIndex - 1)}
          disabled={pageIndex === 0}
        >
          <Icon path={mdiChevronLeft} />
        </button>
        <button
          type="button"
          aria-label={uiTexts.table.next}
          className={buttonClass.icon}
          onClick={() => goTo(pageIndex + 1)}
          disabled={!hasNext}
        >
          <Icon path={mdiChevronRight} />
        </button>
      </div>
    </nav>
  );
}

/** '1 movimiento', '26 movimientos', 'más de 1.000 movimientos'. */
const rowCount = (total: number, isCapped: boolean, words: RowCountWords) => {
  if (isCapped) return `${uiTexts.table.moreThan} ${grouped(total)} ${words.other}`;
  return `${grouped(total)} ${total === 1 ? words.one : words.other}`;
};
