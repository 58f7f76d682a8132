import { useMemo } from 'react';
import { expiringSoonDays } from '../../domain/batch-expiry';
import { today } from '../../engine';
import { useThemeStore } from '../theme/theme-store';
import { type BarChartConfig, barChartConfig, chartColorsFor, chartDescription } from './chart-config';
import type { DuePlace } from './due-doses-api';
import {
  type ChartSeries,
  countDosesByVaccine,
  type SummaryFigures,
  summaryFigures,
  vialsByBatch,
} from './report-figures';
import { fetchBatchAvailability, fetchDosesApplied } from './reports-api';
import { homeTexts } from './texts';
import { type CenterChoice, useCenterChoice } from './useCenterChoice';
import { type Centers, useCenters } from './useCenters';
import { useOwnPlace } from './useOwnPlace';
import { type Report, useReport } from './useReport';

/** A chart ready to draw: its configuration and what a screen reader says for it. */
export type ChartView = { config: BarChartConfig; description: string; isEmpty: boolean };

export type HomeDashboard = {
  centers: Centers;
  choice: CenterChoice;
  centerName: string | null;
  /**
   * Whose due lists: the centre chosen; else the account's unit (a district or region admin's),
   * named; else none (the lists ask for a centre).
   */
  duePlace: (DuePlace & { name: string }) | null;
  doses: Omit<Report<unknown>, 'data'> & { chart: ChartView | null };
  availability: ChartView;
  figures: SummaryFigures;
};

/** Days ahead in which an open batch counts as expiring soon: the dose form's and the alerts' rule. */
export { expiringSoonDays };

/**
 * Everything the home page shows: the centres, the chosen one (the account's own centre at first),
 * whose due lists, the doses-per-vaccine chart of that centre, the vials-per-batch chart and the
 * summary figures, in the current theme's colours.
 *
 * @example
 * const { choice, doses, availability, figures } = useHomeDashboard();
 */
export const useHomeDashboard = (): HomeDashboard => {
  const centers = useCenters();
  const { place } = useOwnPlace();
  const choice = useCenterChoice(place?.level === 'center' ? place.id : null);
  const { centerId } = choice;
  const loadDoses = useMemo(
    () => (centerId === null ? null : (signal: AbortSignal) => fetchDosesApplied(centerId, signal)),
    [centerId],
  );
  const doses = useReport({ name: 'doses-applied', params: centerId, load: loadDoses });
  const batches = useReport({ name: 'vaccine-batch-availability', load: fetchBatchAvailability });
  const theme = useThemeStore((state) => state.theme);
  const colors = useMemo(() => chartColorsFor(theme), [theme]);

  const dosesChart = useMemo(() => {
    if (!doses.data) return null;
    const series = countDosesByVaccine(doses.data);
    const config = barChartConfig({
      series,
      colors,
      datasetLabel: homeTexts.dosesDataset,
      yTitle: homeTexts.dosesAxis,
    });
    return chartView(homeTexts.dosesChart, series, config);
  }, [doses.data, colors]);

  const availability = useMemo(() => {
    const series = vialsByBatch(batches.data ?? []);
    const config = barChartConfig({
      series,
      colors,
      datasetLabel: homeTexts.availabilityDataset,
      xTitle: homeTexts.availabilityAxis,
      showsEveryLabel: true,
    });
    return chartView(homeTexts.availabilityChart, series, config);
  }, [batches.data, colors]);

  const figures = useMemo(
    () => summaryFigures({ doses: doses.data, batches: batches.data, day: today(), soonDays: expiringSoonDays }),
    [doses.data, batches.data],
  );

  const centerName = centers.options.find((option) => option.value === centerId)?.label ?? null;
  const isUnit = place !== null && place.id !== null && (place.level === 'district' || place.level === 'region');
  const duePlace =
    centerId !== null
      ? { kind: 'center' as const, id: centerId, name: centerName ?? '' }
      : isUnit && place.id !== null
        ? { kind: 'unit' as const, id: place.id, name: place.name }
        : null;
  return {
    centers,
    choice,
    centerName,
    duePlace,
    doses: { isLoading: doses.isLoading, hasFailed: doses.hasFailed, chart: dosesChart },
    availability,
    figures,
  };
};

const chartView = (title: string, series: ChartSeries, config: BarChartConfig): ChartView => ({
  config,
  description: chartDescription(title, series),
  isEmpty: series.labels.length === 0,
});
