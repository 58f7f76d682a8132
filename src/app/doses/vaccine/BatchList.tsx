import { useId } from 'react';
import { isExpiringSoon } from '../../../domain/batch-expiry';
import { recalledLabel } from '../../../domain/stock-movements';
import { formatDate } from '../../../engine';
import { ListBody } from '../../../engine/react';
import { doseFormTexts } from '../texts';
import { type DoseBatch, isRecalled } from './batch-options';
import type { BatchChoice } from './useBatchChoice';

const texts = doseFormTexts.batches;

/**
 * The chosen vaccine's usable lots as radio buttons, earliest expiry first, the chosen one
 * checked; a lot expiring within 30 days is marked 'Vence pronto'. Arrow keys move between them.
 */
export const BatchList = ({ vaccineName, choice }: { vaccineName: string; choice: BatchChoice }) => {
  const name = useId();
  const hintId = `${name}-hint`;
  return (
    <fieldset aria-describedby={hintId} className="flex flex-col gap-2 sm:col-span-2">
      <legend className="text-sm font-medium text-foreground">{texts.legend(vaccineName)}</legend>
      <p id={hintId} className="text-xs text-muted">
        {texts.order}
      </p>
      <ListBody
        list={choice.batches}
        texts={{ loading: texts.loading, empty: texts.empty, failure: texts.failed }}
        look="line"
      >
        {(batches) => (
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {batches.map((batch) => (
              <li key={batch.id}>
                <BatchRadio batch={batch} name={name} isChecked={batch.id === choice.batchId} choice={choice} />
              </li>
            ))}
          </ul>
        )}
      </ListBody>
    </fieldset>
  );
};

type BatchRadioProps = { batch: DoseBatch; name: string; isChecked: boolean; choice: BatchChoice };

/** A recalled lot is listed as 'Retirado' and cannot be chosen. */
const BatchRadio = ({ batch, name, isChecked, choice }: BatchRadioProps) => {
  const isSoon = isExpiringSoon(batch.expirationDate, choice.day);
  const isWithdrawn = isRecalled(batch);
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-border bg-surface px-3 py-2.5 text-sm has-checked:border-brand has-checked:bg-brand/10 has-disabled:cursor-not-allowed">
      <input
        type="radio"
        name={name}
        value={batch.id}
        checked={isChecked && !isWithdrawn}
        disabled={isWithdrawn}
        onChange={() => choice.chooseBatch(batch)}
        className="mt-0.5 size-4 accent-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      />
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="font-semibold text-foreground">{batch.batchNumber}</span>
        <span className="text-muted">
          {texts.expires(formatDate(batch.expirationDate))} · {texts.vials(batch.availableQuantity)}
        </span>
        {isWithdrawn ? (
          <span className="w-fit rounded-full bg-error px-2 py-0.5 text-xs font-semibold text-on-error">
            {recalledLabel}
          </span>
        ) : (
          isSoon && (
            <span className="w-fit rounded-full bg-warning px-2 py-0.5 text-xs font-semibold text-on-warning">
              {texts.expiringSoon}
            </span>
          )
        )}
      </span>
    </label>
  );
};
