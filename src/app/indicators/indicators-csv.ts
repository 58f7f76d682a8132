import { type CsvCell, csvBom, csvRecord } from './csv-text';
import type { CoverageItem, DropoutItem, IndicatorParams, ZeroDoseItem } from './indicators-api';
import { csvDecimal } from './number-format';
import { indicatorTexts } from './texts';

/** What the page shows, as the file writes it: the filters in words and the rows of each indicator. */
export type IndicatorsSheet = {
  filters: { year: number; month: string; center: string; vaccine: string };
  coverage: readonly CoverageItem[];
  dropout: readonly DropoutItem[];
  zeroDose: readonly ZeroDoseItem[];
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
  const { filters } = sheet;
  const sections: CsvCell[][][] = [
    [
      [csvSections.filters],
      [indicatorTexts.year, { figure: String(filters.year) }],
      [indicatorTexts.month, filters.month],
      [indicatorTexts.center, filters.center],
      [indicatorTexts.vaccine, filters.vaccine],
    ],
    [
      [csvSections.coverage],
      [
        columns.center,
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
      [columns.center, columns.vaccine, columns.firstDoses, columns.lastDoses, columns.dropoutPercent],
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
      [columns.center, columns.childrenUnderOne, columns.zeroDose, columns.zeroDosePercent],
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

const centerOf = (item: { centerName?: string | null }): string => item.centerName ?? indicatorTexts.wholeNetwork;
const count = (value: number): CsvCell => ({ figure: String(value) });
const decimal = (value: number | null): CsvCell => (value === null ? '' : { figure: csvDecimal(value) });
