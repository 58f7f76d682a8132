import { useId, useMemo } from 'react';
import { formatValue } from '../../cell-format';
import type { EntityRow, ViewTable } from '../../contract/entity';
import { readPath } from '../../contract/paths';
import { uiTexts } from '../../ui-texts';
import { ListBody } from '../list/ListBody';
import { ListTable } from '../list/ListTable';
import { useList } from '../list/useList';
import type { ListColumn } from '../list/useListTable';
import { cardClass } from '../styles';

type Item = Readonly<Record<string, unknown>>;

/**
 * A record view's tables of the lists its record holds (`tables` of its view: a transfer's lines
 * and what was received), each in a section titled by its label, or its `emptyText` while empty.
 *
 * @example
 * <RecordTables tables={detail.tables} row={transfer} />
 */
export function RecordTables({ tables, row }: { tables: readonly ViewTable[]; row: EntityRow }) {
  return (
    <>
      {tables.map((table) => (
        <RecordTable key={table.key} table={table} row={row} />
      ))}
    </>
  );
}

function RecordTable({ table, row }: { table: ViewTable; row: EntityRow }) {
  const headingId = useId();
  const value = readPath(row, table.key);
  const items = useMemo(() => (Array.isArray(value) ? (value as Item[]) : []), [value]);
  const list = useList({ data: items, rowId: (item) => String(items.indexOf(item)) });
  const columns = useMemo(
    (): ListColumn<Item>[] =>
      table.columns.map((column) => ({
        id: column.key,
        header: column.label,
        cell: (item) => {
          const cell = readPath(item as EntityRow, column.key);
          const option = column.options?.find((candidate) => String(candidate.value) === String(cell));
          return option?.label ?? (formatValue(cell) || uiTexts.record.none);
        },
      })),
    [table],
  );
  return (
    <section aria-labelledby={headingId} className={`${cardClass} p-5`}>
      <h2 id={headingId} className="mb-3 text-lg font-semibold tracking-tight text-foreground">
        {table.label}
      </h2>
      <ListBody
        list={list}
        texts={{
          loading: uiTexts.table.loading,
          empty: table.emptyText ?? uiTexts.table.empty,
          failure: uiTexts.failures.load,
        }}
        look="line"
      >
        {() => <ListTable list={list} columns={columns} caption={table.label} look="plain" />}
      </ListBody>
    </section>
  );
}
