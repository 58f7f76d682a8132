import { useId } from 'react';
import { formatDate } from '../../engine';
import { focusRing } from '../../engine/react';
import type { DueDose, DueKind } from './due-doses-api';
import { dueTexts } from './due-texts';

const headClass = 'px-4 py-3 font-semibold whitespace-nowrap text-foreground';
const cellClass = 'px-4 py-2.5 whitespace-nowrap text-foreground';
const linkClass = `rounded font-medium text-brand underline-offset-2 hover:underline ${focusRing}`;

/**
 * One page of a due list: patient, vaccine, dose number, recommended date (dd/mm/aaaa) and a
 * phone to call. The zero-dose list shows the child's first overdue vaccine and no dose number
 * (always the first).
 */
export const DueDosesTable = ({
  kind,
  items,
  isBusy,
}: {
  kind: DueKind;
  items: readonly DueDose[];
  isBusy: boolean;
}) => {
  const captionId = useId();
  const isZeroDose = kind === 'zero-dose';
  const columns = isZeroDose ? { ...dueTexts.columns, ...dueTexts.zeroDoseColumns } : dueTexts.columns;
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
          {dueTexts[kind].caption}
        </caption>
        <thead className="bg-surface shadow-[inset_0_-1px_0] shadow-border">
          <tr>
            <th scope="col" className={headClass}>
              {columns.patient}
            </th>
            <th scope="col" className={headClass}>
              {columns.vaccine}
            </th>
            {!isZeroDose && (
              <th scope="col" className={`${headClass} text-right`}>
                {columns.dose}
              </th>
            )}
            <th scope="col" className={headClass}>
              {columns.dueDate}
            </th>
            <th scope="col" className={headClass}>
              {columns.phone}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {items.map((item) => (
            <tr
              key={`${item.patientId}-${item.vaccineId}`}
              className="odd:bg-surface even:bg-surface-muted/50 hover:bg-surface-muted"
            >
              <td className={cellClass}>{item.patientName}</td>
              <td className={cellClass}>{item.vaccineName}</td>
              {!isZeroDose && <td className={`${cellClass} text-right tabular-nums`}>{item.doseNumber}</td>}
              <td className={`${cellClass} tabular-nums`}>{formatDate(item.dueDate)}</td>
              <td className={cellClass}>
                {item.phone ? (
                  <a
                    href={`tel:${item.phone}`}
                    aria-label={dueTexts.callLabel(item.patientName, item.phone)}
                    className={linkClass}
                  >
                    {item.phone}
                  </a>
                ) : (
                  <span className="text-muted">{dueTexts.noPhone}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
};
