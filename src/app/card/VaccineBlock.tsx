import type { CardDose, CardVaccine } from '../../domain/vaccination-card';
import { formatDate } from '../../engine';
import { StatusBadge } from './StatusBadge';
import { cardTexts } from './texts';

const { columns, none } = cardTexts;

/** One vaccine of the card: its series, next dose and status, and the table of its doses. */
export const VaccineBlock = ({ entry }: { entry: CardVaccine }) => {
  const { vaccine, doses, schedule } = entry;
  const headingId = `card-vaccine-${vaccine.id}`;
  const cell = 'px-3 py-2 align-top';
  return (
    <section
      aria-labelledby={headingId}
      className="card-vaccine rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6"
    >
      <div className="card-vaccine-head mb-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h3 id={headingId} className="text-base font-semibold tracking-tight text-foreground">
          {vaccine.vaccineName ?? cardTexts.unknownVaccine}
        </h3>
        <StatusBadge status={schedule.status} />
      </div>
      <dl className="card-schedule mb-4 flex flex-wrap gap-x-8 gap-y-1 text-sm">
        <div className="flex gap-1.5">
          <dt className="text-muted">{cardTexts.seriesLabel}:</dt>
          <dd className="font-medium text-foreground">
            {cardTexts.series(schedule.dosesReceived, schedule.seriesSize)}
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-muted">{cardTexts.nextDose}:</dt>
          <dd className="font-medium text-foreground">
            {schedule.nextDoseNumber === null || schedule.dueDate === null
              ? cardTexts.seriesComplete
              : `${cardTexts.nextDoseValue(schedule.nextDoseNumber, formatDate(schedule.dueDate))}${
                  schedule.daysUntilDue === null ? '' : ` (${cardTexts.dueIn(schedule.daysUntilDue)})`
                }`}
          </dd>
        </div>
      </dl>
      <div className="card-doses">
        <DoseList doses={doses} />
        <table className="card-table hidden w-full border-collapse text-left text-sm sm:table">
          <thead>
            <tr className="border-b border-border text-xs font-semibold text-muted">
              <th scope="col" className={cell}>
                {columns.date}
              </th>
              <th scope="col" className={cell}>
                {columns.dose}
              </th>
              <th scope="col" className={cell}>
                {columns.batch}
              </th>
              <th scope="col" className={cell}>
                {columns.center}
              </th>
              <th scope="col" className={cell}>
                {columns.professional}
              </th>
            </tr>
          </thead>
          <tbody>
            {doses.map((dose) => (
              <tr key={dose.id} className="border-b border-border last:border-b-0 text-foreground">
                <td className={`${cell} tabular-nums whitespace-nowrap`}>{formatDate(dose.date)}</td>
                <td className={`${cell} tabular-nums`}>{dose.doseNumber}</td>
                <td className={cell}>{dose.batchNumber ?? none}</td>
                <td className={cell}>{dose.centerName ?? none}</td>
                <td className={cell}>{dose.professional ?? none}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
};

/** The doses on a phone, where five columns do not fit: one item per dose. */
const DoseList = ({ doses }: { doses: readonly CardDose[] }) => (
  <ul className="card-dose-list divide-y divide-border border-t border-border text-sm sm:hidden">
    {doses.map((dose) => (
      <li key={dose.id} className="py-2.5">
        <p className="font-medium text-foreground">
          {cardTexts.doseNumber(dose.doseNumber)} · {formatDate(dose.date)}
        </p>
        <p className="mt-0.5 text-muted">
          {columns.batch}: {dose.batchNumber ?? none} · {columns.center}: {dose.centerName ?? none} ·{' '}
          {columns.professional}: {dose.professional ?? none}
        </p>
      </li>
    ))}
  </ul>
);
