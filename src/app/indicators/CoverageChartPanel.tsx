import { mdiChartBoxOutline } from '@mdi/js';
import { ListBody, ListEmpty } from '../../engine/react';
import { BarChart } from '../home/BarChart';
import { Panel } from '../home/Panel';
import type { CoverageItem } from './indicators-api';
import { indicatorTexts } from './texts';
import { useCoverageChart } from './useCoverageChart';
import { type IndicatorList, shownItems } from './useIndicators';

/**
 * The coverage per vaccine and dose as bars against the 95 % goal; a screen reader reads each
 * bar's figure, and the rows without a target population are named below instead of drawn.
 */
export const CoverageChartPanel = ({ coverage }: { coverage: IndicatorList<CoverageItem> }) => {
  const chart = useCoverageChart(shownItems(coverage));
  return (
    <Panel title={indicatorTexts.coverageHeading} intro={indicatorTexts.coverageIntro}>
      <ListBody
        list={coverage}
        texts={indicatorTexts.states(indicatorTexts.coverageEmpty)}
        emptyIcon={mdiChartBoxOutline}
      >
        {() =>
          chart && (
            <div className="flex flex-col gap-3">
              {chart.config.data.labels?.length ? (
                <BarChart config={chart.config} description={chart.description} className="h-80 sm:h-96" />
              ) : (
                <ListEmpty text={indicatorTexts.chartNoTarget} icon={mdiChartBoxOutline} />
              )}
              {chart.missingTargets.length > 0 && chart.config.data.labels?.length ? (
                <p className="text-sm text-muted">
                  {indicatorTexts.chartMissingTargets(chart.missingTargets.join(', '))}
                </p>
              ) : null}
            </div>
          )
        }
      </ListBody>
    </Panel>
  );
};
