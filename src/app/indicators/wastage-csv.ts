import type { WastageDoseFigures } from '../../domain/indicator-answers';
import { lossReasonLabels } from '../../domain/supply/losses';
import { type CsvCell, csvBom, csvRecord } from './csv-text';
import { csvDecimal } from './number-format';
import { placeNameOf } from './place-tree';
import { indicatorTexts } from './texts';
import type { WastageItem, WastageMonth, WastageReason } from './wastage-api';
import { monthName } from './wastage-rows';
import { wastageTexts } from './wastage-texts';

/** The wastage section as shown: its filters in words, the header of its place column, and the rows of its three tables. */
export type WastageSheet = {
  filters: { year: number; place: string; vaccine: string };
  placeHeader: string;
  byVaccine: readonly WastageItem[];
  byMonth: readonly WastageMonth[];
  byReason: readonly WastageReason[];
};

const { columns, csvSections } = wastageTexts;

/**
 * The CSV of the wastage section, in the page's CSV dialect: the year, place and vaccine, then
 * the tables by vaccine (with its place) and by month, in WHO's doses, and by reason, each under its
 * title and Spanish headers and separated by an empty line; a percentage with one decimal, empty
 * when none can be computed.
 *
 * @example
 * wastageCsv(sheet) // '\uFEFFFiltros\r\nAño;2026\r\nVacuna;Todas las vacunas\r\n\r\nPérdida por vacuna\r\n...'
 */
export const wastageCsv = (sheet: WastageSheet): string => {
  const figures = [
    columns.dosesAdministered,
    columns.dosesIssued,
    columns.openedVialWastagePercent,
    columns.unopenedVials,
    columns.totalWastagePercent,
  ];
  const sections: CsvCell[][][] = [
    [
      [csvSections.filters],
      [indicatorTexts.year, { figure: String(sheet.filters.year) }],
      [indicatorTexts.place, sheet.filters.place],
      [indicatorTexts.vaccine, sheet.filters.vaccine],
    ],
    [
      [csvSections.byVaccine],
      [sheet.placeHeader, columns.vaccine, ...figures],
      ...sheet.byVaccine.map((item) => [
        placeNameOf(item, indicatorTexts.wholeNetwork),
        item.vaccineName,
        ...doses(item),
      ]),
    ],
    [
      [csvSections.byMonth],
      [columns.month, ...figures],
      ...sheet.byMonth.map((item) => [monthName(item.month), ...doses(item)]),
    ],
    [
      [csvSections.byReason],
      [columns.reason, columns.unopenedVials],
      ...sheet.byReason.map((item) => [lossReasonLabels[item.reason], count(item.vialsDiscarded)]),
    ],
  ];
  return csvBom + sections.map((records) => records.map(csvRecord).join('')).join('\r\n');
};

/**
 * The file's name: the wastage and the year.
 *
 * @example
 * wastageFileName(2026) // 'perdida-vacunas-2026.csv'
 */
export const wastageFileName = (year: number): string => `perdida-vacunas-${year}.csv`;

const count = (value: number): CsvCell => ({ figure: String(value) });

const percent = (value: number | null): CsvCell => (value === null ? '' : { figure: csvDecimal(value) });

const doses = (item: WastageDoseFigures): CsvCell[] => [
  count(item.dosesAdministered),
  count(item.dosesIssued),
  percent(item.openedVialWastagePercent),
  count(item.vialsDiscarded),
  percent(item.wastagePercent),
];
