import { mdiCardAccountDetailsOutline } from '@mdi/js';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { CardVaccine } from '../../../domain/vaccination-card';
import { formatDate, viewPath } from '../../../engine';
import type { SearchOption } from '../../../engine/react';
import { focusRing } from '../../../engine/react';
import { patients } from '../../../entities/patients';
import { Icon } from '../../ui/Icon';
import { doseFormTexts } from '../texts';
import { nextDoseText } from './dose-history';
import type { DoseHistory } from './useDoseHistory';

const texts = doseFormTexts.history;

/**
 * The chosen patient's previous doses of the chosen vaccine (date, number, lot, centre), the
 * next dose the schedule expects, what the number typed would break, and a link to their card.
 */
export const DoseHistoryPanel = ({ history, vaccine }: { history: DoseHistory; vaccine: SearchOption | null }) => {
  const headingId = useId();
  if (history.patientId === null) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface-muted p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-foreground">
          {texts.title}
        </h3>
        <Link
          to={viewPath(patients, 'card', { id: history.patientId })}
          className={`inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-brand underline-offset-2 hover:underline ${focusRing}`}
        >
          <Icon path={mdiCardAccountDetailsOutline} size={18} />
          {texts.cardLink}
        </Link>
      </div>
      <HistoryBody history={history} vaccineName={vaccine?.label ?? ''} />
      <div aria-live="polite">{history.status === 'ready' && <Issues history={history} />}</div>
    </section>
  );
};

const HistoryBody = ({ history, vaccineName }: { history: DoseHistory; vaccineName: string }) => {
  switch (history.status) {
    case 'idle':
      return <p className="text-sm text-muted">{texts.chooseVaccine}</p>;
    case 'loading':
      return <p className="text-sm text-muted">{texts.loading}</p>;
    case 'failed':
      return <p className="text-sm text-error">{texts.failed}</p>;
    default:
      return history.entry && history.entry.doses.length > 0 ? (
        <PreviousDoses entry={history.entry} vaccineName={vaccineName} />
      ) : (
        <p className="text-sm text-muted">
          {texts.none(vaccineName)} {nextDoseText(history.entry)}
        </p>
      );
  }
};

const PreviousDoses = ({ entry, vaccineName }: { entry: CardVaccine; vaccineName: string }) => {
  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="pb-1 text-left text-xs font-medium text-muted">{texts.caption(vaccineName)}</caption>
          <thead className="text-xs text-muted">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                {texts.columns.date}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {texts.columns.number}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {texts.columns.batch}
              </th>
              <th scope="col" className="py-1 font-medium">
                {texts.columns.center}
              </th>
            </tr>
          </thead>
          <tbody className="text-foreground">
            {entry.doses.map((dose) => (
              <tr key={dose.id} className="border-t border-border">
                <td className="whitespace-nowrap py-1.5 pr-3">{formatDate(dose.date)}</td>
                <td className="py-1.5 pr-3">{dose.doseNumber}</td>
                <td className="whitespace-nowrap py-1.5 pr-3">
                  {dose.isHistorical ? texts.historicalDose : (dose.batchNumber ?? '')}
                </td>
                <td className="py-1.5">{dose.centerName ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-foreground">{nextDoseText(entry)}</p>
    </>
  );
};

const Issues = ({ history }: { history: DoseHistory }) => {
  const { refusals = [], warnings = [] } = history.check ?? {};
  const isRefused = refusals.length > 0 || history.timing !== null;
  const [title, issues] = issuesToShow(history, refusals, warnings);
  if (issues.length === 0) return null;
  return (
    <div
      className={`rounded-lg border bg-surface px-3 py-2 text-sm text-foreground ${isRefused ? 'border-error' : 'border-warning'}`}
    >
      <p className={`font-semibold ${isRefused ? 'text-error' : ''}`}>{title}</p>
      <ul className="list-disc pl-5">
        {issues.map((issue) => (
          <li key={issue.code}>{issue.message}</li>
        ))}
      </ul>
    </div>
  );
};

type Issue = { code: string; message: string };

/** The history's refusals first, then the schedule's, then the warnings: only the first kind there is. */
const issuesToShow = (
  history: DoseHistory,
  refusals: readonly Issue[],
  warnings: readonly Issue[],
): [string, readonly Issue[]] => {
  if (refusals.length > 0) return [texts.refused, refusals];
  if (history.timing) return [texts.offSchedule, [history.timing]];
  return [texts.notice, warnings];
};
