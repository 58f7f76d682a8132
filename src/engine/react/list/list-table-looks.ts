import { focusRing } from '../styles';
import type { ListColumn } from './useListTable';

/** The two looks of a list's table: framed (a region of its own) and plain (inside a panel or a printed card). */
export const tableLooks = {
  framed: {
    region: `max-h-[70vh] overflow-auto rounded-lg border border-border ${focusRing}`,
    table: 'min-w-full border-collapse text-left text-sm',
    head: 'sticky top-0 z-10 bg-surface shadow-[inset_0_-1px_0] shadow-border',
    header: 'px-4 py-3 font-semibold whitespace-nowrap text-foreground',
    body: 'divide-y divide-border',
    row: 'group transition-colors odd:bg-surface even:bg-surface-muted/50 hover:bg-surface-muted',
    cell: 'px-4 py-2.5 text-foreground',
  },
  plain: {
    region: 'overflow-x-auto',
    table: 'w-full border-collapse text-left text-sm',
    head: 'border-b border-border text-xs text-muted',
    header: 'px-3 py-2 font-semibold whitespace-nowrap',
    body: 'divide-y divide-border',
    row: 'text-foreground',
    cell: 'px-3 py-2 align-top text-foreground',
  },
} as const;

/**
 * The actions column stays in view at the right edge however wide the table: opaque (the row's
 * own stripe drawn over the surface colour), with a line and a faint shadow on its left.
 */
export const stickyEdge = [
  'sticky right-0 bg-surface',
  'before:pointer-events-none before:absolute before:inset-y-0 before:-left-2 before:w-2',
  'before:border-r before:border-border before:bg-linear-to-l before:from-black/10 before:to-transparent',
].join(' ');
export const stickyRowCell = [
  stickyEdge,
  'z-[1] group-even:bg-linear-to-r group-even:from-surface-muted/50 group-even:to-surface-muted/50',
  'group-hover:bg-linear-to-r group-hover:from-surface-muted group-hover:to-surface-muted',
].join(' ');

/**
 * A row's cells: each column's, but those a spanning cell before them covers.
 *
 * @example
 * cellsOf(coverageColumns, rowWithoutTarget).length // 5 of 6: 'Sin población objetivo' spans two
 */
export const cellsOf = <TRow>(columns: readonly ListColumn<TRow>[], row: TRow) => {
  const cells: { column: ListColumn<TRow>; span: number }[] = [];
  let covered = 0;
  for (const column of columns) {
    if (covered > 0) {
      covered -= 1;
      continue;
    }
    const span = Math.max(1, column.span?.(row) ?? 1);
    covered = span - 1;
    cells.push({ column, span });
  }
  return cells;
};
