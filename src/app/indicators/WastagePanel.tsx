import { mdiFileDelimitedOutline } from '@mdi/js';
import { buttonClass, Icon, saveFile, useEngine } from '../../engine/react';
import { Panel } from '../home/Panel';
import { IndicatorBody } from './IndicatorStates';
import type { IndicatorParams } from './indicators-api';
import { indicatorTexts } from './texts';
import type { IndicatorResult } from './useIndicators';
import { useWastage } from './useWastage';
import { WastageByMonthTable, WastageByReasonTable, WastageByVaccineTable } from './WastageTables';
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
  const { byVaccine, byMonth, byReason } = wastage;
  const rows =
    byVaccine.items && byMonth.items && byReason.items
      ? {
          byVaccine: withVials(byVaccine.items),
          byMonth: withVials(byMonth.items),
          byReason: withDiscards(byReason.items),
        }
      : null;
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
        <IndicatorBody result={shown(byVaccine, withVials)} empty={wastageTexts.empty}>
          {(items) => <WastageByVaccineTable items={items} isBusy={byVaccine.isRefreshing} />}
        </IndicatorBody>
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-2">
          <IndicatorBody result={shown(byMonth, withVials)} empty={wastageTexts.empty}>
            {(items) => <WastageByMonthTable items={items} isBusy={byMonth.isRefreshing} />}
          </IndicatorBody>
          <IndicatorBody result={shown(byReason, withDiscards)} empty={wastageTexts.emptyReasons}>
            {(items) => <WastageByReasonTable items={items} isBusy={byReason.isRefreshing} />}
          </IndicatorBody>
        </div>
      </div>
    </Panel>
  );
};

/** A result with only the rows its table shows. */
const shown = <T,>(result: IndicatorResult<T>, keep: (items: readonly T[]) => T[]): IndicatorResult<T> => ({
  ...result,
  items: result.items && keep(result.items),
});
