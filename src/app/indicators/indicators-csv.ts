import { type CsvCell, csvBom, csvRecord } from './csv-text';
import type { CoverageItem, DropoutItem, IndicatorParams, ZeroDoseRow } from './indicators-api';
import { csvDecimal } from './number-format';
import { placeNameOf } from './place-tree';
import { indicatorTexts } from './texts';

/** What the page shows, as the file writes it: the filters in words and the rows of each indicator. */
export type IndicatorsSheet = {
  filters: { year: number; month: string; place: string; groupBy: string; vaccine: string };
  /** The place columns' headers, as the tables have them. */
  placeHeaders: { figures: string; zeroDose: string };
  coverage: readonly CoverageItem[];
  dropout: readonly DropoutItem[];
  zeroDose: readonly ZeroDoseRow[];
};

const { columns, csvSections } = indicatorTexts;

/**
 * The CSV of the page as shown: the filters, then the coverage, dropout and zero-dose tables,
 * each under its title and Spanish headers and separated by an empty line; percentages and
 * populations with one decimal; a row without a target population says so, and a percentage
 * the page cannot compute is an empty cell.
 *
 * @example
 * indicatorsCsv(sheet) // '\uFEFFFiltros\r\nAño;2026\r\n...'
 */
export const indicatorsCsv = (sheet: IndicatorsSheet): string => {
  const { filters, placeHeaders } = sheet;
  const sections: CsvCell[][][] = [
    [
      [csvSections.filters],
      [indicatorTexts.year, { figure: String(filters.year) }],
      [indicatorTexts.month, filters.month],
      [indicatorTexts.place, filters.place],
      [indicatorTexts.groupBy, filters.groupBy],
      [indicatorTexts.vaccine, filters.vaccine],
    ],
    [
      [csvSections.coverage],
      [
        placeHeaders.figures,
        columns.vaccine,
        columns.dose,
        columns.dosesApplied,
        columns.targetPopulation,
        columns.coveragePercent,
      ],
      ...sheet.coverage.map((item) => [
        centerOf(item),
        item.vaccineName,
        count(item.doseNumber),
        count(item.dosesApplied),
        item.targetPopulation === null ? indicatorTexts.noTarget : decimal(item.targetPopulation),
        decimal(item.coveragePercent),
      ]),
    ],
    [
      [csvSections.dropout],
      [placeHeaders.figures, columns.vaccine, columns.firstDoses, columns.lastDoses, columns.dropoutPercent],
      ...sheet.dropout.map((item) => [
        centerOf(item),
        item.vaccineName,
        count(item.firstDoses),
        count(item.lastDoses),
        decimal(item.dropoutPercent),
      ]),
    ],
    [
      [csvSections.zeroDose],
      [placeHeaders.zeroDose, columns.childrenUnderOne, columns.zeroDose, columns.zeroDosePercent],
      ...sheet.zeroDose.map((item) => [
        centerOf(item),
        count(item.childrenUnderOne),
        count(item.zeroDose),
        decimal(item.zeroDosePercent),
      ]),
    ],
  ];
  return csvBom + sections.map((records) => records.map(csvRecord).join('')).join('\r\n');
};

/**
 * The file's name: the indicators, the year and the month when one is chosen.
 *
 * @example
 * indicatorsFileName({ year: 2026, month: 3 }) // 'indicadores-2026-03.csv'
 */
export const indicatorsFileName = ({ year, month }: Pick<IndicatorParams, 'year' | 'month'>): string =>
  `indicadores-${year}${month === null ? '' : `-${String(month).padStart(2, '0')}`}.csv`;

const centerOf = (item: { centerName?: string | null; orgUnitName?: string | null }): string =>
  placeNameOf(item, indicatorTexts.wholeNetwork);
const count = (value: number): CsvCell => ({ figure: String(value) });
const decimal = (value: number | null): CsvCell => (value === null ? '' : { figure: csvDecimal(value) });
