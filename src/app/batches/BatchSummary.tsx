import type { EntityRow } from '../../engine';
import { useColumnFormatters } from '../../engine/react';
import { vaccineBatches } from '../../entities/vaccine-batches';
import { batchTexts } from './texts';

/**
 * The lot's facts above its ledger, as the /lotes table shows them (its state reads 'Retirado'
 * once recalled), and a recalled lot's reason.
 */
export const BatchSummary = ({ batch }: { batch: EntityRow }) => {
  const formatters = useColumnFormatters(vaccineBatches);
  const recallReason = typeof batch.recallReason === 'string' && batch.recallReason !== '' ? batch.recallReason : null;
  return (
    <section aria-labelledby="lot-summary" className="rounded-xl border border-border bg-surface p-5 shadow-sm">
      <h2 id="lot-summary" className="mb-3 text-lg font-semibold tracking-tight text-foreground">
        {batchTexts.batchHeading}
      </h2>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
        {vaccineBatches.columns.map((column, index) => (
          <div key={column.key} className="flex flex-col gap-0.5">
            <dt className="text-muted">{column.label}</dt>
            <dd className="font-semibold text-foreground">{formatters[index]?.(batch) || batchTexts.none}</dd>
          </div>
        ))}
        {recallReason && (
          <div className="col-span-2 flex flex-col gap-0.5 sm:col-span-4">
            <dt className="text-muted">{batchTexts.recallReason}</dt>
            <dd className="text-foreground">{recallReason}</dd>
          </div>
        )}
      </dl>
    </section>
  );
};
