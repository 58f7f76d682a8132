import { saveFile, useEngine } from '../../engine/react';
import { useCenters } from '../home/useCenters';
import { indicatorsCsv, indicatorsFileName } from './indicators-csv';
import { indicatorTexts } from './texts';
import { useIndicatorFilters } from './useIndicatorFilters';
import { shownItems, useIndicators } from './useIndicators';
import { useVaccineOptions } from './useVaccineOptions';

/**
 * Everything the /indicadores page shows: its filters (kept in the link), the centres and
 * vaccines to choose from, the three indicators for the filters, and the CSV of what is shown
 * (offered once all three are in).
 *
 * @example
 * const { filters, indicators, exportCsv } = useIndicatorsPage();
 */
export const useIndicatorsPage = () => {
  const { notify } = useEngine();
  const filters = useIndicatorFilters();
  const centers = useCenters();
  const vaccines = useVaccineOptions();
  const indicators = useIndicators(filters.filters);
  const coverage = shownItems(indicators.coverage);
  const dropout = shownItems(indicators.dropout);
  const zeroDose = shownItems(indicators.zeroDose);
  const { year, month, centerId, vaccineId } = filters.filters;
  const nameOf = (options: readonly { value: number; label: string }[], id: number | null, all: string) =>
    id === null ? all : (options.find((option) => option.value === id)?.label ?? String(id));

  const exportCsv =
    coverage && dropout && zeroDose
      ? () => {
          const text = indicatorsCsv({
            filters: {
              year,
              month: month === null ? indicatorTexts.wholeYear : (indicatorTexts.months[month - 1] ?? String(month)),
              center: nameOf(centers.options, centerId, indicatorTexts.wholeNetwork),
              vaccine: nameOf(vaccines.options, vaccineId, indicatorTexts.allVaccines),
            },
            coverage,
            dropout,
            zeroDose,
          });
          const fileName = indicatorsFileName({ year, month });
          saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
          notify.success(indicatorTexts.exported(fileName));
        }
      : null;

  return { filters, centers, vaccines, indicators, exportCsv };
};
