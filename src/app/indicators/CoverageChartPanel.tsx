import { BarChart } from '../home/BarChart';
import { Panel } from '../home/Panel';
import { IndicatorBody, IndicatorPlaceholder } from './IndicatorStates';
import type { CoverageItem } from './indicators-api';
import { indicatorTexts } from './texts';
import { useCoverageChart } from './useCoverageChart';
import type { IndicatorResult } from './useIndicators';

/**
 * The coverage per vaccine and dose as bars against the 95 % goal; a screen reader reads each
 * bar's figure, and the rows without a target population are named below instead of drawn.
 */
export const CoverageChartPanel = ({ coverage }: { coverage: IndicatorResult<CoverageItem> }) => {
  const chart = useCoverageChart(coverage.items);
  return (
    <Panel title={indicatorTexts.coverageHeading} intro={indicatorTexts.coverageIntro}>
      <IndicatorBody result={coverage} empty={indicatorTexts.coverageEmpty}>
        {() =>
          chart && (
            <div className="flex flex-col gap-3">
              {chart.config.data.labels?.length ? (
                <BarChart config={chart.config} description={chart.description} className="h-80 sm:h-96" />
              ) : (
                <IndicatorPlaceholder text={indicatorTexts.chartNoTarget} />
              )}
              {chart.missingTargets.length > 0 && chart.config.data.labels?.length ? (
                <p className="text-sm text-muted">
                  {indicatorTexts.chartMissingTargets(chart.missingTargets.join(', '))}
                </p>
              ) : null}
            </div>
          )
        }
      </IndicatorBody>
    </Panel>
  );
};
