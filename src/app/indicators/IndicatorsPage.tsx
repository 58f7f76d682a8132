import { mdiChartBoxOutline, mdiFileDelimitedOutline } from '@mdi/js';
import { buttonClass, Icon, ListView } from '../../engine/react';
import { Panel } from '../home/Panel';
import { PageHeader } from '../ui/PageHeader';
import { CoverageChartPanel } from './CoverageChartPanel';
import { IndicatorFilters } from './IndicatorFilters';
import { coverageColumns, dropoutColumns, zeroDoseColumns } from './indicator-columns';
import { indicatorTexts } from './texts';
import { useIndicatorsPage } from './useIndicatorsPage';
import { WastagePanel } from './WastagePanel';

/**
 * `/indicadores` (admin and health staff): the coverage per vaccine and dose against the target
 * population as a chart and a table, the children without any dose beside it, and the dropout
 * between first and last doses with its traffic light, for a year, month, centre and vaccine;
 * 'Exportar CSV' downloads what is shown. Below, the year's vaccine wastage (`WastagePanel`).
 */
export const IndicatorsPage = () => {
  const { filters, centers, vaccines, indicators, exportCsv } = useIndicatorsPage();
  const { coverage, dropout, zeroDose } = indicators;
  const { vaccineId } = filters.filters;
  const vaccineName =
    vaccineId === null ? null : (vaccines.options.find((option) => option.value === vaccineId)?.label ?? null);
  return (
    <div>
      <PageHeader title={indicatorTexts.title} subtitle={indicatorTexts.subtitle}>
        <button type="button" className={buttonClass.secondary} disabled={!exportCsv} onClick={() => exportCsv?.()}>
          <Icon path={mdiFileDelimitedOutline} className="size-5" />
          {indicatorTexts.exportCsv}
        </button>
      </PageHeader>
      <IndicatorFilters filters={filters} centers={centers} vaccines={vaccines} />
      <div className="flex flex-col gap-6">
        <CoverageChartPanel coverage={coverage} />
        {/* The coverage table and the zero-dose count side by side on the widest screens (xl), where both fit unscrolled. */}
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div>
            <Panel title={indicatorTexts.coverageTable}>
              <ListView
                list={coverage}
                columns={coverageColumns}
                caption={indicatorTexts.coverageTable}
                texts={indicatorTexts.states(indicatorTexts.coverageEmpty)}
                emptyIcon={mdiChartBoxOutline}
              />
            </Panel>
          </div>
          <Panel title={indicatorTexts.zeroDoseHeading} intro={indicatorTexts.zeroDoseIntro}>
            <ListView
              list={zeroDose}
              columns={zeroDoseColumns}
              caption={indicatorTexts.zeroDoseTable}
              texts={indicatorTexts.states(indicatorTexts.zeroDoseEmpty)}
              emptyIcon={mdiChartBoxOutline}
            />
          </Panel>
        </div>
        <Panel title={indicatorTexts.dropoutHeading} intro={indicatorTexts.dropoutIntro}>
          <ListView
            list={dropout}
            columns={dropoutColumns}
            caption={indicatorTexts.dropoutTable}
            texts={indicatorTexts.states(indicatorTexts.dropoutEmpty)}
            emptyIcon={mdiChartBoxOutline}
          />
        </Panel>
        <WastagePanel params={filters.filters} vaccineName={vaccineName} />
      </div>
    </div>
  );
};
