import { mdiChartBoxOutline, mdiFileDelimitedOutline } from '@mdi/js';
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

/**
 * The wastage section of /indicadores for the year and vaccine chosen: vials used and discarded
 * and the share discarded, per vaccine and per month, and the vials discarded per reason;
 * 'Exportar CSV de pérdidas' downloads those three tables (offered once all three are in).
 */
export const WastagePanel = ({ params, vaccineName }: { params: IndicatorParams; vaccineName: string | null }) => {
  const { notify } = useEngine();
  const wastage = useWastage(params);
  const byVaccine = shown(wastage.byVaccine, withVials);
  const byMonth = shown(wastage.byMonth, withVials);
  const byReason = shown(wastage.byReason, withDiscards);
  const [vaccines, months, reasons] = [shownItems(byVaccine), shownItems(byMonth), shownItems(byReason)];
  const rows = vaccines && months && reasons ? { byVaccine: vaccines, byMonth: months, byReason: reasons } : null;
  const exportCsv = () => {
    if (!rows) return;
    const filters = { year: params.year, vaccine: vaccineName ?? indicatorTexts.allVaccines };
    const fileName = wastageFileName(params.year);
    saveFile(new Blob([wastageCsv({ filters, ...rows })], { type: 'text/csv;charset=utf-8' }), fileName);
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
          columns={byVaccineColumns}
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
