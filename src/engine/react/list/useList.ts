import { type PageRange, pageRangeOf } from './list-page';
import type { ListController } from './useListController';
import { useListParams } from './useListParams';

export type ListData<TRow> = {
  /** The rows, all of them; undefined while they are read. */
  data: readonly TRow[] | undefined;
  rowId: (row: TRow) => string;
  /** Why they could not be read, or null. */
  error?: Error | null;
  /** Reads them again ('Reintentar'). */
  reload?: () => void;
  /** Newer rows are on their way while these stay on screen. */
  isBusy?: boolean;
  /** False while the list waits for a choice (a vaccine): its idle state, nothing read. */
  isEnabled?: boolean;
};

const noRows: readonly never[] = [];
const wholeList: PageRange = { pages: 1, isAtLeast: false, hasNext: false };

/**
 * A list from rows already in hand (kept on the device, or one answer holding several lists),
 * after ra-core's `useList`: the same controller the tables, pagers and states read, not paged.
 *
 * @example
 * const refused = useList({ data: entries?.filter(isRefused), rowId: (entry) => entry.clientId });
 * <ListBody list={refused} texts={texts}>{(rows) => ...}</ListBody>
 */
export const useList = <TRow>({
  data,
  rowId,
  error = null,
  reload = () => undefined,
  isBusy = false,
  isEnabled = true,
}: ListData<TRow>): ListController<TRow> => {
  const tableParams = useListParams({ listKey: 'data', pageSize: data?.length ?? 0, isLarge: false });
  const rows = data ?? noRows;
  return {
    tableParams,
    rows,
    rowId,
    total: data === undefined ? null : rows.length,
    isTotalCapped: false,
    range: data === undefined ? pageRangeOf(undefined, tableParams.pagination) : wholeList,
    isPaged: false,
    pageSizes: null,
    isEnabled,
    isPending: isEnabled && data === undefined && error === null,
    isBusy,
    isSettled: data !== undefined && !isBusy,
    error,
    reload,
  };
};
