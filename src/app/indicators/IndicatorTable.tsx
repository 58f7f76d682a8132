import { type ReactNode, useId } from 'react';
import { focusRing } from '../../engine/react';

/** A column of an indicator's table: its header, and whether it holds figures (right-aligned). */
export type IndicatorColumn = { label: string; isFigure?: boolean };

export const headClass = 'px-4 py-3 font-semibold whitespace-nowrap text-foreground';
export const cellClass = 'px-4 py-2.5 text-foreground';
export const figureClass = `${cellClass} text-right whitespace-nowrap tabular-nums`;

/**
 * A table named by its caption (read by screen readers), in a box that scrolls sideways on a
 * narrow screen and takes the keyboard's focus to do so; `isBusy` dims it while newer filters load.
 */
export const IndicatorTable = ({
  caption,
  columns,
  isBusy,
  children,
}: {
  caption: string;
  columns: readonly IndicatorColumn[];
  isBusy: boolean;
  children: ReactNode;
}) => {
  const captionId = useId();
  return (
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard scrolls the region only once it has the focus (axe scrollable-region-focusable)
      tabIndex={0}
      className={`overflow-x-auto rounded-lg border border-border ${focusRing}`}
    >
      <table
        aria-busy={isBusy}
        className={`min-w-full border-collapse text-left text-sm transition-opacity ${isBusy ? 'opacity-60' : ''}`}
      >
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-surface shadow-[inset_0_-1px_0] shadow-border">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={`${headClass} ${column.isFigure ? 'text-right' : ''}`}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </section>
  );
};

/** A row's look: striped, highlighted under the pointer. */
export const rowClass = 'odd:bg-surface even:bg-surface-muted/50 hover:bg-surface-muted';
