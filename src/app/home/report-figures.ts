import { programmeDayOf } from '../../engine';
import { batchStatus } from '../../entities/vaccine-batches';
import type { BatchReportItem, DoseReportItem } from './reports-api';
import { homeTexts } from './texts';

/** The bars of a chart, label by label. */
export type ChartSeries = { labels: string[]; values: number[] };

/**
 * How many doses of each vaccine a centre's report holds, vaccines in alphabetical order.
 *
 * @example
 * countDosesByVaccine(items) // { labels: ['Comirnaty', 'Sinovac'], values: [3, 1] }
 */
export const countDosesByVaccine = (items: readonly DoseReportItem[]): ChartSeries => {
  const counts = new Map<string, number>();
  for (const item of items) {
    const name = vaccineNameOf(item.vaccineBatch?.vaccine);
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const labels = [...counts.keys()].sort((a, b) => a.localeCompare(b, 'es'));
  return { labels, values: labels.map((label) => counts.get(label) ?? 0) };
};

/**
 * The vials left per 'Lote {batchNumber} ({vaccineName})' label, summed when two rows share
 * a label, in the report's order.
 *
 * @example
 * vialsByBatch(batches) // { labels: ['Lote PF-2026-001 (Comirnaty)'], values: [118] }
 */
export const vialsByBatch = (batches: readonly BatchReportItem[]): ChartSeries => {
  const sums = new Map<string, number>();
  for (const batch of batches) {
    const label = homeTexts.batchLabel(batch.batchNumber, vaccineNameOf(batch.vaccine));
    sums.set(label, (sums.get(label) ?? 0) + batch.availableQuantity);
  }
  return { labels: [...sums.keys()], values: [...sums.values()] };
};

/** Each figure is null while its report is not in (no centre chosen yet, still loading, failed). */
export type SummaryFigures = {
  /** Doses applied on `day` in the chosen centre. */
  dosesToday: number | null;
  activeBatches: number | null;
  expiringSoon: number | null;
  vialsLeft: number | null;
};

export type SummaryInput = {
  doses: readonly DoseReportItem[] | null;
  batches: readonly BatchReportItem[] | null;
  /** Today as YYYY-MM-DD. */
  day: string;
  /** How many days ahead a batch counts as expiring soon. */
  soonDays: number;
};

/**
 * The figure cards above the charts: doses applied today (by the browser's calendar), open
 * batches, open batches expiring within `soonDays` days (today included), and vials left.
 *
 * @example
 * summaryFigures({ doses, batches, day: '2026-05-20', soonDays: 30 })
 * // { dosesToday: 2, activeBatches: 6, expiringSoon: 1, vialsLeft: 512 }
 */
export const summaryFigures = ({ doses, batches, day, soonDays }: SummaryInput): SummaryFigures => {
  const dosesToday =
    doses === null ? null : doses.filter((dose) => localDayOf(dose.applicationDateTime) === day).length;
  if (batches === null) return { dosesToday, activeBatches: null, expiringSoon: null, vialsLeft: null };
  const open = batches.filter((batch) => batch.status === batchStatus.open);
  const lastSoonDay = addDays(day, soonDays);
  return {
    dosesToday,
    activeBatches: open.length,
    expiringSoon: open.filter((batch) => {
      const expiry = batch.expirationDate ?? '';
      return expiry >= day && expiry <= lastSoonDay;
    }).length,
    vialsLeft: batches.reduce((total, batch) => total + batch.availableQuantity, 0),
  };
};

/**
 * The calendar day (YYYY-MM-DD) of an ISO datetime in the programme's time zone; '' if invalid.
 *
 * @example
 * localDayOf('2026-05-20T03:00:00Z') // '2026-05-19' in Lima
 */
export const localDayOf = (iso: string | null | undefined): string => programmeDayOf(iso ?? '');

/**
 * A calendar day moved by whole days.
 *
 * @example
 * addDays('2026-12-20', 30) // '2027-01-19'
 */
export const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const vaccineNameOf = (vaccine: { vaccineName?: string | null } | null | undefined): string =>
  vaccine?.vaccineName || homeTexts.unknownVaccine;
