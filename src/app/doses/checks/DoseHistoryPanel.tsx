import { mdiCardAccountDetailsOutline } from '@mdi/js';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { CardDose } from '../../../domain/vaccination-card';
import { formatDate, viewPath } from '../../../engine';
import { focusRing, ListBody, type ListColumn, ListTable, type SearchOption } from '../../../engine/react';
import { patients } from '../../../entities/patients';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { doseFormTexts } from '../texts';
import { issuesToShow, nextDoseText } from './dose-history';
import type { DoseHistory } from './useDoseHistory';
import { usePreviousDoses } from './usePreviousDoses';

const texts = doseFormTexts.history;

export type DoseHistoryPanelProps = {
  history: DoseHistory;
  vaccine: SearchOption | null;
  /** Asks for the access to the chosen patient, of another centre; null unless their card was refused for that. */
  onAskAccess: (() => void) | null;
};

/**
 * The chosen patient's previous doses of the chosen vaccine (date, number, lot, centre), the
 * next dose the schedule expects, what the number typed would break, and a link to their card;
 * for a patient of another centre not opened yet, that they are, and 'Acceder'.
 */
export const DoseHistoryPanel = ({ history, vaccine, onAskAccess }: DoseHistoryPanelProps) => {
  const headingId = useId();
  if (history.patientId === null) return null;
  if (onAskAccess) {
    return (
      <section
        aria-labelledby={headingId}
        className="flex flex-col gap-3 rounded-xl border border-warning bg-surface p-4"
      >
        <h3 id={headingId} className="text-sm font-semibold text-foreground">
          {texts.title}
        </h3>
        <p className="text-sm text-foreground">{doseFormTexts.access.refused}</p>
        <Button variant="outline" onClick={onAskAccess} className="w-fit">
          {doseFormTexts.access.confirm}
        </Button>
      </section>
    );
  }
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

const doseColumns: readonly ListColumn<CardDose>[] = [
  { id: 'date', header: texts.columns.date, cell: (dose) => formatDate(dose.date) },
  { id: 'number', header: texts.columns.number, cell: (dose) => dose.doseNumber },
  {
    id: 'batch',
    header: texts.columns.batch,
    cell: (dose) => (dose.isHistorical ? texts.historicalDose : (dose.batchNumber ?? '')),
  },
  { id: 'center', header: texts.columns.center, wraps: true, cell: (dose) => dose.centerName ?? '' },
];

/** The previous doses of the vaccine as a list of the list kit: idle until a vaccine is chosen. */
const HistoryBody = ({ history, vaccineName }: { history: DoseHistory; vaccineName: string }) => {
  const doses = usePreviousDoses(history);
  const next = nextDoseText(history.entry);
  return (
    <ListBody
      list={doses}
      texts={{
        idle: texts.chooseVaccine,
        loading: texts.loading,
        empty: `${texts.none(vaccineName)} ${next}`,
        failure: texts.failed,
      }}
      look="line"
    >
      {() => (
        <>
          <ListTable list={doses} columns={doseColumns} caption={texts.caption(vaccineName)} look="plain" />
          <p className="text-sm text-foreground">{next}</p>
        </>
      )}
    </ListBody>
  );
};

const Issues = ({ history }: { history: DoseHistory }) => {
  const shown = issuesToShow(history);
  if (!shown) return null;
  return (
    <div
      className={`rounded-lg border bg-surface px-3 py-2 text-sm text-foreground ${shown.isRefused ? 'border-error' : 'border-warning'}`}
    >
      <p className={`font-semibold ${shown.isRefused ? 'text-error' : ''}`}>{shown.title}</p>
      <ul className="list-disc pl-5">
        {shown.issues.map((issue) => (
          <li key={issue.code}>{issue.message}</li>
        ))}
      </ul>
    </div>
  );
};
