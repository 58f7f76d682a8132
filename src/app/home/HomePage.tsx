import { productName } from '../product';
import { PageHeader } from '../ui/PageHeader';
import { AlertsPanel } from './AlertsPanel';
import { AvailabilityPanel } from './AvailabilityPanel';
import { DosesPanel } from './DosesPanel';
import { DueDosesPanel } from './DueDosesPanel';
import { dueTexts } from './due-texts';
import { SummaryCards } from './SummaryCards';
import { homeTexts } from './texts';
import { expiringSoonDays, useHomeDashboard } from './useHomeDashboard';

/**
 * The home page (/inicio): a welcome, the summary figures, the chosen centre's doses chart,
 * its patients with a dose due soon or overdue and its children without any dose (a district
 * or region admin's unit's until they choose a centre, each row naming its centre), the lots
 * expiring or running out, and the batches' vials.
 */
export const HomePage = () => {
  const { centers, choice, centerName, duePlace, doses, availability, figures } = useHomeDashboard();
  return (
    <div>
      <PageHeader title={homeTexts.title(productName)} subtitle={homeTexts.subtitle} />
      <div className="flex flex-col gap-6">
        <SummaryCards figures={figures} centerName={centerName} soonDays={expiringSoonDays} />
        <DosesPanel centers={centers} choice={choice} doses={doses} />
        {/* The follow-up lists of the chosen centre, or of the account's unit. */}
        {duePlace?.kind === 'unit' && <p className="-mb-2 text-sm text-muted">{dueTexts.unitLists(duePlace.name)}</p>}
        <div className="grid gap-6 xl:grid-cols-2 xxl:grid-cols-3">
          <DueDosesPanel kind="upcoming" place={duePlace} />
          <DueDosesPanel kind="overdue" place={duePlace} />
          <DueDosesPanel kind="zero-dose" place={duePlace} />
        </div>
        <AlertsPanel />
        <AvailabilityPanel chart={availability} />
      </div>
    </div>
  );
};
