import type { ReactNode } from 'react';
import type { CardDose } from '../../domain/vaccination-card';
import { formatDate } from '../../engine';
import { ListBody, type ListColumn, ListTable, useList } from '../../engine/react';
import { ReportButton } from './ReportButton';
import { cardTexts } from './texts';

const { columns, none } = cardTexts;

export type CardDosesProps<D extends CardDose> = {
  doses: readonly D[];
  /** The table's caption, 'Dosis de Rotavirus'. */
  caption: string;
  /** What the 'Dosis' column says of a dose: its number, or its evaluation in a group. */
  describe: (dose: D) => ReactNode;
  /** A dose's vaccine, in its report button's accessible name. */
  vaccineOf: (dose: D) => string | null;
  /** A 'Vacuna' column: a group's doses may be of several vaccines. */
  showsVaccine?: boolean;
  /** What an empty list says. */
  emptyText?: string;
  /** 'Reportar ESAVI' on each dose (not printed); no button without it. */
  onReport?: (dose: D) => void;
};

/**
 * Doses of a vaccine or a vaccine group, a list from data of the list kit: a table on wide screens and in print,
 * one item per dose on a phone, or that there is none. A historical dose is marked 'Histórica' and has no lot; an
 * admin's override shows its reason. Each dose offers 'Reportar ESAVI' on screen.
 */
export const CardDoses = <D extends CardDose>(props: CardDosesProps<D>) => {
  const { doses, caption, emptyText = cardTexts.noDoses } = props;
  const list = useList({ data: doses, rowId: (dose) => String(dose.id) });
  return (
    <div className="card-doses">
      <ListBody
        list={list}
        texts={{ loading: cardTexts.loading, empty: emptyText, failure: cardTexts.failure }}
        look="line"
      >
        {(rows) => (
          <>
            <DoseList {...props} doses={rows} />
            <ListTable
              list={list}
              columns={doseColumns(props)}
              caption={caption}
              look="plain"
              className="card-table hidden sm:table"
            />
          </>
        )}
      </ListBody>
    </div>
  );
};

const doseColumns = <D extends CardDose>({
  describe,
  vaccineOf,
  showsVaccine,
  onReport,
}: CardDosesProps<D>): ListColumn<D>[] => [
  { id: 'date', header: columns.date, className: () => 'tabular-nums', cell: (dose) => formatDate(dose.date) },
  ...(showsVaccine
    ? [{ id: 'vaccine', header: columns.vaccine, wraps: true, cell: (dose: D) => vaccineOf(dose) ?? none }]
    : []),
  {
    id: 'dose',
    header: columns.dose,
    wraps: true,
    className: () => 'tabular-nums',
    cell: (dose) => (
      <>
        {describe(dose)}
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
  // On screen only (`card-report` is not printed).
  ...(onReport
    ? [
        {
          id: 'report',
          header: columns.report,
          columnClassName: 'card-report text-right',
          cell: (dose: D) => <ReportButton dose={dose} vaccineName={vaccineOf(dose)} onReport={onReport} />,
        },
      ]
    : []),
];

/** A historical dose's mark; its title says what it means. */
const HistoricalTag = () => (
  <span
    title={cardTexts.historicalHint}
    className="historical-tag ml-2 inline-flex items-center rounded-full border border-border bg-surface-muted px-2 py-0.5 text-xs font-semibold text-foreground"
  >
    {cardTexts.historical}
  </span>
);

/** The doses on a phone, where seven columns do not fit: one item per dose. */
const DoseList = <D extends CardDose>({ doses, describe, vaccineOf, showsVaccine, onReport }: CardDosesProps<D>) => (
  <ul className="card-dose-list divide-y divide-border border-t border-border text-sm sm:hidden">
    {doses.map((dose) => (
      <li key={dose.id} className="py-2.5">
        <p className="font-medium text-foreground">
          {formatDate(dose.date)}
          {showsVaccine && ` · ${vaccineOf(dose) ?? none}`}
          {dose.isHistorical && <HistoricalTag />}
        </p>
        <div className="mt-0.5 text-foreground">{describe(dose)}</div>
        <p className="mt-0.5 text-muted">
          {columns.batch}: {dose.batchNumber ?? none} · {columns.center}: {dose.centerName ?? none} ·{' '}
          {columns.professional}: {dose.professional ?? none}
        </p>
        {dose.overrideReason && <p className="mt-0.5 text-foreground">{cardTexts.override(dose.overrideReason)}</p>}
        {onReport && (
          <div className="card-report mt-2">
            <ReportButton dose={dose} vaccineName={vaccineOf(dose)} onReport={onReport} />
          </div>
        )}
      </li>
    ))}
  </ul>
);
