import { productName } from '../product';
import { PageHeader } from '../ui/PageHeader';
import { AvailabilityPanel } from './AvailabilityPanel';
import { DosesPanel } from './DosesPanel';
import { SummaryCards } from './SummaryCards';
import { homeTexts } from './texts';
import { expiringSoonDays, useHomeDashboard } from './use-home-dashboard';

/** The home page (/inicio): a welcome, the summary figures and the two report charts. */
export const HomePage = () => {
  const { centers, choice, centerName, doses, availability, figures } = useHomeDashboard();
  return (
    <div>
      <PageHeader title={homeTexts.title(productName)} subtitle={homeTexts.subtitle} />
      <div className="flex flex-col gap-6">
        <SummaryCards figures={figures} centerName={centerName} soonDays={expiringSoonDays} />
        <DosesPanel centers={centers} choice={choice} doses={doses} />
        <AvailabilityPanel chart={availability} />
      </div>
    </div>
  );
};
