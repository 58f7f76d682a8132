import { mdiChartBoxOutline } from '@mdi/js';
import { ListBody, ListEmpty } from '../../engine/react';
import { BarChart } from '../home/BarChart';
import { Panel } from '../home/Panel';
import type { CoverageItem } from './indicators-api';
import type { UnitCoverage } from './place-ranking';
import { indicatorTexts } from './texts';
import { useCoverageChart } from './useCoverageChart';
import { type IndicatorList, shownItems } from './useIndicators';

/**
 * The coverage as bars against the 95 % goal: per vaccine and dose, or, for a breakdown, per unit
 * (its lowest coverage, lowest first); a screen reader reads each bar's figure, and what has no
 * target population is named below instead of drawn.
 */
export const CoverageChartPanel = ({
  coverage,
  breakdown = null,
}: {
  coverage: IndicatorList<CoverageItem>;
  breakdown?: { units: readonly UnitCoverage[]; unit: string } | null;
}) => {
  const chart = useCoverageChart(shownItems(coverage), breakdown);
  return (
    <Panel
      title={breakdown ? indicatorTexts.ranking.chartHeading(breakdown.unit) : indicatorTexts.coverageHeading}
      intro={breakdown ? indicatorTexts.ranking.chartIntro : indicatorTexts.coverageIntro}
    >
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
