import type { CardDose } from '../../domain/vaccination-card';
import { formatDate } from '../../engine';
import { cardTexts } from './texts';

const { columns, none } = cardTexts;
const cell = 'px-3 py-2 align-top';

/**
 * A vaccine's doses: a table on wide screens and in print, one item per dose on a phone. A
 * historical dose is marked 'Histórica' and has no lot; an admin's override shows its reason.
 */
export const CardDoses = ({ doses }: { doses: readonly CardDose[] }) => {
  if (doses.length === 0) return <p className="card-no-doses text-sm text-muted">{cardTexts.noDoses}</p>;
  return (
    <div className="card-doses">
      <DoseList doses={doses} />
      <table className="card-table hidden w-full border-collapse text-left text-sm sm:table">
        <thead>
          <tr className="border-b border-border text-xs font-semibold text-muted">
            {[columns.date, columns.dose, columns.batch, columns.center, columns.professional, columns.notes].map(
              (label) => (
                <th key={label} scope="col" className={cell}>
                  {label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {doses.map((dose) => (
            <tr key={dose.id} className="border-b border-border last:border-b-0 text-foreground">
              <td className={`${cell} tabular-nums whitespace-nowrap`}>{formatDate(dose.date)}</td>
              <td className={`${cell} tabular-nums whitespace-nowrap`}>
                {dose.doseNumber}
                {dose.isHistorical && <HistoricalTag />}
              </td>
              <td className={cell}>{dose.batchNumber ?? none}</td>
              <td className={cell}>{dose.centerName ?? none}</td>
              <td className={cell}>{dose.professional ?? none}</td>
              <td className={cell}>{dose.overrideReason ? cardTexts.override(dose.overrideReason) : none}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};

/** A historical dose's mark; its title says what it means. */
const HistoricalTag = () => (
  <span
    title={cardTexts.historicalHint}
    className="historical-tag ml-2 inline-flex items-center rounded-full border border-border bg-surface-muted px-2 py-0.5 text-xs font-semibold text-foreground"
  >
    {cardTexts.historical}
  </span>
);

/** The doses on a phone, where six columns do not fit: one item per dose. */
const DoseList = ({ doses }: { doses: readonly CardDose[] }) => (
  <ul className="card-dose-list divide-y divide-border border-t border-border text-sm sm:hidden">
    {doses.map((dose) => (
      <li key={dose.id} className="py-2.5">
        <p className="font-medium text-foreground">
          {cardTexts.doseNumber(dose.doseNumber)} · {formatDate(dose.date)}
          {dose.isHistorical && <HistoricalTag />}
        </p>
        <p className="mt-0.5 text-muted">
          {columns.batch}: {dose.batchNumber ?? none} · {columns.center}: {dose.centerName ?? none} ·{' '}
          {columns.professional}: {dose.professional ?? none}
        </p>
        {dose.overrideReason && <p className="mt-0.5 text-foreground">{cardTexts.override(dose.overrideReason)}</p>}
      </li>
    ))}
  </ul>
);
