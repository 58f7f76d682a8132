import { useId } from 'react';
import { isExpiringSoon } from '../../domain/lot-expiry';
import { recalledLabel } from '../../domain/stock-movements';
import { formatDate } from '../../engine';
import { type DoseBatch, isRecalled } from './batch-options';
import { doseFormTexts } from './texts';
import type { LotChoice } from './useLotChoice';

const texts = doseFormTexts.lots;

/**
 * The chosen vaccine's usable lots as radio buttons, earliest expiry first, the chosen one
 * checked; a lot expiring within 30 days is marked 'Vence pronto'. Arrow keys move between them.
 */
export const LotList = ({ vaccineName, choice }: { vaccineName: string; choice: LotChoice }) => {
  const name = useId();
  const hintId = `${name}-hint`;
  const { items, isLoading, hasFailed } = choice.lots;
  return (
    <fieldset aria-describedby={hintId} className="flex flex-col gap-2 sm:col-span-2">
      <legend className="text-sm font-medium text-foreground">{texts.legend(vaccineName)}</legend>
      <p id={hintId} className="text-xs text-muted">
        {texts.order}
      </p>
      <LotsState isLoading={isLoading} hasFailed={hasFailed} isEmpty={items.length === 0} />
      {items.length > 0 && (
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {items.map((lot) => (
            <li key={lot.id}>
              <LotRadio lot={lot} name={name} isChecked={lot.id === choice.lotId} choice={choice} />
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
};

type LotRadioProps = { lot: DoseBatch; name: string; isChecked: boolean; choice: LotChoice };

/** A recalled lot is listed as 'Retirado' and cannot be chosen. */
const LotRadio = ({ lot, name, isChecked, choice }: LotRadioProps) => {
  const isSoon = isExpiringSoon(lot.expirationDate, choice.day);
  const isWithdrawn = isRecalled(lot);
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-border bg-surface px-3 py-2.5 text-sm has-checked:border-brand has-checked:bg-brand/10 has-disabled:cursor-not-allowed">
      <input
        type="radio"
        name={name}
        value={lot.id}
        checked={isChecked && !isWithdrawn}
        disabled={isWithdrawn}
        onChange={() => choice.chooseLot(lot)}
        className="mt-0.5 size-4 accent-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      />
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="font-semibold text-foreground">{lot.batchNumber}</span>
        <span className="text-muted">
          {texts.expires(formatDate(lot.expirationDate))} · {texts.vials(lot.availableQuantity)}
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

const LotsState = ({ isLoading, hasFailed, isEmpty }: { isLoading: boolean; hasFailed: boolean; isEmpty: boolean }) => {
  if (isLoading) return <p className="text-sm text-muted">{texts.loading}</p>;
  if (hasFailed) return <p className="text-sm text-error">{texts.failed}</p>;
  return isEmpty ? <p className="text-sm text-muted">{texts.empty}</p> : null;
};
