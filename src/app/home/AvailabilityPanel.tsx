import { BarChart } from './BarChart';
import { Panel } from './Panel';
import { homeTexts } from './texts';
import type { ChartView } from './useHomeDashboard';

/** The vials-per-batch card, always shown; a failed load leaves the chart empty (it is only logged). */
export const AvailabilityPanel = ({ chart }: { chart: ChartView }) => (
  <Panel title={homeTexts.availabilityChart} intro={homeTexts.availabilityIntro}>
    <BarChart config={chart.config} description={chart.description} className="h-[30rem] sm:h-96" />
  </Panel>
);
