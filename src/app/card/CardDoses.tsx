import type { ReactNode } from 'react';
import type { CardDose } from '../../domain/vaccination-card';
import { formatDate } from '../../engine';
import { ReportButton } from './ReportButton';
import { cardTexts } from './texts';

const { columns, none } = cardTexts;
const cell = 'px-3 py-2 align-top';

type CardDosesProps = {
  doses: readonly CardDose[];
  /** 'Reportar ESAVI' on each dose (not printed); no button without it. */
  onReport?: (dose: CardDose) => void;
  /** The vaccine's name, in each report button's accessible name. */
  vaccineName?: string;
};

/**
 * A vaccine's doses: a table on wide screens and in print, one item per dose on a phone. A
 * historical dose is marked 'Histórica' and has no lot; an admin's override shows its reason.
 * Each dose offers 'Reportar ESAVI' on screen.
 */
export const CardDoses = ({ doses, onReport, vaccineName }: CardDosesProps) => {
  if (doses.length === 0) return <p className="card-no-doses text-sm text-muted">{cardTexts.noDoses}</p>;
  const report =
    onReport && ((dose: CardDose) => <ReportButton dose={dose} vaccineName={vaccineName} onReport={onReport} />);
  return (
    <div className="card-doses">
      <DoseList doses={doses} report={report} />
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
            {report && (
              <th scope="col" className={`${cell} card-report`}>
                <span className="sr-only">{cardTexts.columns.report}</span>
              </th>
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
              {report && <td className={`${cell} card-report text-right`}>{report(dose)}</td>}
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

type DoseListProps = { doses: readonly CardDose[]; report?: (dose: CardDose) => ReactNode };

/** The doses on a phone, where six columns do not fit: one item per dose. */
const DoseList = ({ doses, report }: DoseListProps) => (
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
        {report && <div className="card-report mt-2">{report(dose)}</div>}
      </li>
    ))}
  </ul>
);
