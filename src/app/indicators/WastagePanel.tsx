import { mdiChartBoxOutline, mdiFileDelimitedOutline } from '@mdi/js';
import { useMemo } from 'react';
import { buttonClass, Icon, ListView, saveFile, useEngine } from '../../engine/react';
import { Panel } from '../home/Panel';
import type { IndicatorParams } from './indicators-api';
import { indicatorTexts } from './texts';
import { type IndicatorList, shownItems } from './useIndicators';
import { useWastage } from './useWastage';
import { byMonthColumns, byReasonColumns, byVaccineColumns } from './wastage-columns';
import { wastageCsv, wastageFileName } from './wastage-csv';
import { withDiscards, withVials } from './wastage-rows';
import { wastageTexts } from './wastage-texts';

type WastagePanelProps = {
  /** The page's filters, its breakdown only when the place allows it; the month is not read. */
  params: IndicatorParams;
  /** The chosen place and vaccine in words, for the CSV. */
  names: { place: string; vaccine: string | null };
  /** The header of the place column: 'Lugar', 'Centro', 'Distrito', 'Región'. */
  placeHeader: string;
};

/**
 * The wastage section of /indicadores for the year, place and vaccine chosen: per vaccine (per
 * unit below the place under a breakdown), WHO's figures in doses, the doses of the vials opened
 * against those given and the closed vials lost; per month the vials used and lost, and per
 * reason the vials lost; 'Exportar CSV de pérdidas' downloads those three tables (offered once
 * all three are in).
 */
export const WastagePanel = ({ params, names, placeHeader }: WastagePanelProps) => {
  const { notify } = useEngine();
  const wastage = useWastage(params);
  const columns = useMemo(() => byVaccineColumns(placeHeader), [placeHeader]);
  const byVaccine = shown(wastage.byVaccine, withVials);
  const byMonth = shown(wastage.byMonth, withVials);
  const byReason = shown(wastage.byReason, withDiscards);
  const [vaccines, months, reasons] = [shownItems(byVaccine), shownItems(byMonth), shownItems(byReason)];
  const rows = vaccines && months && reasons ? { byVaccine: vaccines, byMonth: months, byReason: reasons } : null;
  const exportCsv = () => {
    if (!rows) return;
    const filters = { year: params.year, place: names.place, vaccine: names.vaccine ?? indicatorTexts.allVaccines };
    const fileName = wastageFileName(params.year);
    const text = wastageCsv({ filters, placeHeader, ...rows });
    saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
    notify.success(indicatorTexts.exported(fileName));
  };
  const exportButton = (
    <button type="button" className={`${buttonClass.secondary} w-full`} disabled={!rows} onClick={exportCsv}>
      <Icon path={mdiFileDelimitedOutline} className="size-5" />
      {wastageTexts.exportCsv}
    </button>
  );
  return (
    <Panel title={wastageTexts.heading} intro={wastageTexts.intro} aside={exportButton}>
      <div className="flex flex-col gap-6">
        <ListView
          list={byVaccine}
          columns={columns}
          caption={wastageTexts.byVaccine}
          texts={indicatorTexts.states(wastageTexts.empty)}
          emptyIcon={mdiChartBoxOutline}
        />
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-2">
          <ListView
            list={byMonth}
            columns={byMonthColumns}
            caption={wastageTexts.byMonth}
            texts={indicatorTexts.states(wastageTexts.empty)}
            emptyIcon={mdiChartBoxOutline}
          />
          <ListView
            list={byReason}
            columns={byReasonColumns}
            caption={wastageTexts.byReason}
            texts={indicatorTexts.states(wastageTexts.emptyReasons)}
            emptyIcon={mdiChartBoxOutline}
          />
        </div>
      </div>
    </Panel>
  );
};

/** A list with only the rows its table shows (no row of zeros). */
const shown = <T,>(list: IndicatorList<T>, keep: (items: readonly T[]) => T[]): IndicatorList<T> => ({
  ...list,
  rows: keep(list.rows),
});
