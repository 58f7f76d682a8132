import { mdiAlertCircleOutline, mdiChartBar } from '@mdi/js';
import { Icon } from '../ui/Icon';
import { Spinner } from '../ui/Spinner';
import { BarChart } from './BarChart';
import { CenterSelect } from './CenterSelect';
import { Panel } from './Panel';
import { homeTexts } from './texts';
import type { HomeDashboard } from './useHomeDashboard';

type DosesPanelProps = Pick<HomeDashboard, 'centers' | 'choice' | 'doses'>;

/** The doses-per-centre card: the centre select, then that centre's doses per vaccine. */
export const DosesPanel = ({ centers, choice, doses }: DosesPanelProps) => (
  <Panel
    title={homeTexts.dosesHeading}
    intro={homeTexts.dosesIntro}
    aside={<CenterSelect centers={centers} choice={choice} />}
  >
    <DosesBody choice={choice} doses={doses} />
  </Panel>
);

const DosesBody = ({ choice, doses }: Pick<DosesPanelProps, 'choice' | 'doses'>) => {
  if (choice.centerId === null) return <Placeholder icon={mdiChartBar} text={homeTexts.dosesPrompt} />;
  if (doses.isLoading) {
    return (
      <div role="status" className={`${placeholderClass} text-muted`}>
        <Spinner className="text-brand" />
        {homeTexts.loadingData}
      </div>
    );
  }
  if (doses.hasFailed || !doses.chart) {
    return (
      <div
        role="alert"
        className="flex items-center gap-3 rounded-xl border border-error/40 bg-error/10 px-4 py-3 text-sm text-foreground"
      >
        <Icon path={mdiAlertCircleOutline} className="shrink-0 text-error" />
        {homeTexts.dataFailure}
      </div>
    );
  }
  return (
    <div>
      <h3 className="mb-3 text-sm font-semibold text-foreground">{homeTexts.dosesChart}</h3>
      {doses.chart.isEmpty ? (
        <Placeholder icon={mdiChartBar} text={homeTexts.dosesEmpty} />
      ) : (
        <BarChart config={doses.chart.config} description={doses.chart.description} className="h-72 sm:h-80" />
      )}
    </div>
  );
};

const placeholderClass =
  'flex h-56 flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-border bg-surface-muted/50 px-6 text-center text-sm';

const Placeholder = ({ icon, text }: { icon: string; text: string }) => (
  <div className={`${placeholderClass} text-muted`}>
    <Icon path={icon} size={28} className="text-brand/70" />
    <p>{text}</p>
  </div>
);
