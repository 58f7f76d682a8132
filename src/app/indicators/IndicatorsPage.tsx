import { mdiChartBoxOutline, mdiFileDelimitedOutline } from '@mdi/js';
import { useMemo } from 'react';
import { buttonClass, Icon, ListView } from '../../engine/react';
import { Panel } from '../home/Panel';
import { PageHeader } from '../ui/PageHeader';
import { CoverageChartPanel } from './CoverageChartPanel';
import { IndicatorFilters } from './IndicatorFilters';
import { coverageColumns, dropoutColumns, rankingColumns, zeroDoseColumns } from './indicator-columns';
import { unitRanking } from './place-ranking';
import { indicatorTexts } from './texts';
import { placeHeaders, useIndicatorsPage } from './useIndicatorsPage';
import { WastagePanel } from './WastagePanel';

const { ranking } = indicatorTexts;

/**
 * `/indicadores` (admin and health staff): the coverage per vaccine and dose against the target
 * population as a chart and a table, the children without any dose beside it, and the dropout
 * between first and last doses with its traffic light, for a year, month, place ('Lugar', the
 * account's own at first) and vaccine; 'Exportar CSV' downloads what is shown. Broken down by a
 * level below the place ('Agrupar por'), a chart and a table of one row per unit, the lowest
 * coverage first, lead the page. Below, the year's vaccine wastage at the place (`WastagePanel`).
 */
export const IndicatorsPage = () => {
  const { filters, params, placeName, places, groupings, groupBy, level, vaccines, indicators, exportCsv } =
    useIndicatorsPage();
  const { coverage, dropout, zeroDose } = indicators;
  const { vaccineId } = filters.filters;
  const vaccineName =
    vaccineId === null ? null : (vaccines.options.find((option) => option.value === vaccineId)?.label ?? null);
  const headers = placeHeaders({ groupBy, level });
  const columns = useMemo(
    () => ({
      coverage: coverageColumns(headers.figures),
      dropout: dropoutColumns(headers.figures),
      zeroDose: zeroDoseColumns(headers.zeroDose),
      ranking: rankingColumns({
        unit: headers.figures,
        hasDistrict: groupBy === 'center' && level !== 'district',
      }),
    }),
    [headers.figures, headers.zeroDose, groupBy, level],
  );
  const units = useMemo(() => (groupBy === null ? null : unitRanking(coverage.rows)), [groupBy, coverage.rows]);
  const breakdown = useMemo(() => (units === null ? null : { units, unit: headers.figures }), [units, headers.figures]);
  const coverageTable = (
    <ListView
      list={coverage}
      columns={columns.coverage}
      caption={indicatorTexts.coverageTable}
      texts={indicatorTexts.states(indicatorTexts.coverageEmpty)}
      emptyIcon={mdiChartBoxOutline}
    />
  );
  return (
    <div>
      <PageHeader title={indicatorTexts.title} subtitle={indicatorTexts.subtitle}>
        <button type="button" className={buttonClass.secondary} disabled={!exportCsv} onClick={() => exportCsv?.()}>
          <Icon path={mdiFileDelimitedOutline} className="size-5" />
          {indicatorTexts.exportCsv}
        </button>
      </PageHeader>
      <IndicatorFilters filters={filters} places={places} groupings={groupings} vaccines={vaccines} />
      <div className="flex flex-col gap-6">
        <CoverageChartPanel coverage={coverage} breakdown={breakdown} />
        {/* The coverage table and the zero-dose count side by side on the widest screens (xl), where both fit unscrolled. */}
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div>
            {units === null ? (
              <Panel title={indicatorTexts.coverageTable}>{coverageTable}</Panel>
            ) : (
              <Panel title={ranking.heading(headers.figures)} intro={ranking.intro}>
                <ListView
                  list={{ ...coverage, rows: units, rowId: (unit) => unit.key }}
                  columns={columns.ranking}
                  caption={ranking.caption(headers.figures)}
                  texts={indicatorTexts.states(indicatorTexts.coverageEmpty)}
                  emptyIcon={mdiChartBoxOutline}
                />
              </Panel>
            )}
          </div>
          <Panel title={indicatorTexts.zeroDoseHeading} intro={indicatorTexts.zeroDoseIntro(headers.zeroDose)}>
            <ListView
              list={zeroDose}
              columns={columns.zeroDose}
              caption={indicatorTexts.zeroDoseTable(headers.zeroDose)}
              texts={indicatorTexts.states(indicatorTexts.zeroDoseEmpty)}
              emptyIcon={mdiChartBoxOutline}
            />
          </Panel>
        </div>
        {units !== null && <Panel title={indicatorTexts.coverageTable}>{coverageTable}</Panel>}
        <Panel title={indicatorTexts.dropoutHeading} intro={indicatorTexts.dropoutIntro}>
          <ListView
            list={dropout}
            columns={columns.dropout}
            caption={indicatorTexts.dropoutTable}
            texts={indicatorTexts.states(indicatorTexts.dropoutEmpty)}
            emptyIcon={mdiChartBoxOutline}
          />
        </Panel>
        <WastagePanel
          params={params}
          names={{ place: placeName, vaccine: vaccineName }}
          placeHeader={headers.figures}
        />
      </div>
    </div>
  );
};
