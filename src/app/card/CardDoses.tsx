import type { ReactNode } from 'react';
import type { CardDose } from '../../domain/vaccination-card';
import { formatDate } from '../../engine';
import { ListBody, type ListColumn, ListTable, useList } from '../../engine/react';
import { ReportButton } from './ReportButton';
import { cardTexts } from './texts';

const { columns, none } = cardTexts;

type CardDosesProps = {
  doses: readonly CardDose[];
  /** 'Reportar ESAVI' on each dose (not printed); no button without it. */
  onReport?: (dose: CardDose) => void;
  /** The vaccine's name, in each report button's accessible name and the table's caption. */
  vaccineName?: string;
};

/**
 * A vaccine's doses, a list from data of the list kit: a table on wide screens and in print, one
 * item per dose on a phone, or that there is none. A historical dose is marked 'Histórica' and
 * has no lot; an admin's override shows its reason. Each dose offers 'Reportar ESAVI' on screen.
 */
export const CardDoses = ({ doses, onReport, vaccineName }: CardDosesProps) => {
  const list = useList({ data: doses, rowId: (dose) => String(dose.id) });
  const report =
    onReport && ((dose: CardDose) => <ReportButton dose={dose} vaccineName={vaccineName} onReport={onReport} />);
  return (
    <div className="card-doses">
      <ListBody
        list={list}
        texts={{ loading: cardTexts.loading, empty: cardTexts.noDoses, failure: cardTexts.failure }}
        look="line"
      >
        {(rows) => (
          <>
            <DoseList doses={rows} report={report} />
            <ListTable
              list={list}
              columns={report ? [...doseColumns, reportColumn(report)] : doseColumns}
              caption={cardTexts.dosesCaption(vaccineName ?? '')}
              look="plain"
              className="card-table hidden sm:table"
            />
          </>
        )}
      </ListBody>
    </div>
  );
};

const doseColumns: readonly ListColumn<CardDose>[] = [
  { id: 'date', header: columns.date, className: () => 'tabular-nums', cell: (dose) => formatDate(dose.date) },
  {
    id: 'dose',
    header: columns.dose,
    className: () => 'tabular-nums',
    cell: (dose) => (
      <>
        {dose.doseNumber}
        {dose.isHistorical && <HistoricalTag />}
      </>
    ),
  },
  { id: 'batch', header: columns.batch, wraps: true, cell: (dose) => dose.batchNumber ?? none },
  { id: 'center', header: columns.center, wraps: true, cell: (dose) => dose.centerName ?? none },
  { id: 'professional', header: columns.professional, wraps: true, cell: (dose) => dose.professional ?? none },
  {
    id: 'notes',
    header: columns.notes,
    wraps: true,
    cell: (dose) => (dose.overrideReason ? cardTexts.override(dose.overrideReason) : none),
  },
];

/** 'Reportar ESAVI' on each dose: on screen only (`card-report` is not printed). */
const reportColumn = (report: (dose: CardDose) => ReactNode): ListColumn<CardDose> => ({
  id: 'report',
  header: columns.report,
  columnClassName: 'card-report text-right',
  cell: report,
});

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
