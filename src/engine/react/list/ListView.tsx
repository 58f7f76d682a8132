import type { RowData } from '@tanstack/react-table';
import { ListBody, type ListStateTexts } from './ListBody';
import { ListPager, type RowCountWords } from './ListPager';
import type { StateLook } from './ListStates';
import { ListTable, type ListTableProps } from './ListTable';

export type ListViewProps<TRow extends RowData> = Omit<ListTableProps<TRow>, 'states'> & {
  texts: ListStateTexts;
  /** The pager's name and how it counts the rows; a list that is not paged has none. */
  pager?: { label: string; count?: RowCountWords };
  stateLook?: StateLook;
  emptyIcon?: string;
};

/**
 * A whole list as most pages show one: its states in place of the table (failed, waiting, loading,
 * empty), else the table of the page's rows and, for a paged list, its pager.
 *
 * @example
 * <ListView
 *   list={dueList}
 *   columns={dueColumns}
 *   caption="Dosis atrasadas del centro"
 *   texts={{ loading: 'Cargando dosis...', empty: 'No hay dosis atrasadas.', failure: 'Ocurrió un error...' }}
 *   pager={{ label: 'Páginas de dosis atrasadas', count: { one: 'paciente', other: 'pacientes' } }}
 * />
 */
export function ListView<TRow extends RowData>({ texts, pager, stateLook, emptyIcon, ...table }: ListViewProps<TRow>) {
  const { list } = table;
  return (
    <ListBody list={list} texts={texts} look={stateLook} emptyIcon={emptyIcon}>
      {() => (
        <div className="flex flex-col gap-3">
          <ListTable {...table} />
          {pager && list.isPaged && <ListPager list={list} label={pager.label} count={pager.count} />}
        </div>
      )}
    </ListBody>
  );
}
