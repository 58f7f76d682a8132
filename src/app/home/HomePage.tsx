import { productName } from '../product';
import { PageHeader } from '../ui/PageHeader';
import { AlertsPanel } from './AlertsPanel';
import { AvailabilityPanel } from './AvailabilityPanel';
import { DosesPanel } from './DosesPanel';
import { DueDosesPanel } from './DueDosesPanel';
import { SummaryCards } from './SummaryCards';
import { homeTexts } from './texts';
import { expiringSoonDays, useHomeDashboard } from './useHomeDashboard';

/**
 * The home page (/inicio): a welcome, the summary figures, the chosen centre's doses chart,
 * its patients with a dose due soon or overdue and its children without any dose, the lots
 * expiring or running out, and the batches' vials.
 */
export const HomePage = () => {
  const { centers, choice, centerName, doses, availability, figures } = useHomeDashboard();
  return (
    <div>
      <PageHeader title={homeTexts.title(productName)} subtitle={homeTexts.subtitle} />
      <div className="flex flex-col gap-6">
        <SummaryCards figures={figures} centerName={centerName} soonDays={expiringSoonDays} />
        <DosesPanel centers={centers} choice={choice} doses={doses} />
        {/* The chosen centre's follow-up lists. */}
        <div className="grid gap-6 xl:grid-cols-2 xxl:grid-cols-3">
          <DueDosesPanel kind="upcoming" centerId={choice.centerId} />
          <DueDosesPanel kind="overdue" centerId={choice.centerId} />
          <DueDosesPanel kind="zero-dose" centerId={choice.centerId} />
        </div>
        <AlertsPanel />
        <AvailabilityPanel chart={availability} />
      </div>
    </div>
  );
};
