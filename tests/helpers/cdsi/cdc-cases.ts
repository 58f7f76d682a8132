import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { cdsiFixtures } from './load-cdc-schedule';

/** One of CDC's test cases: the patient, the doses with their expected status, the expected forecast. */
export type CdcCase = {
  id: string;
  name: string;
  dateOfBirth: string;
  gender: 'female' | 'male' | null;
  /** CDC's short name of the vaccine group ('DTAP', 'POL'). */
  vaccineGroup: string;
  assessmentDate: string;
  doses: { date: string; cvx: string; expectedStatus: string; expectedReason: string }[];
  seriesStatus: string;
  forecastDoseNumber: string;
  earliestDate: string | null;
  recommendedDate: string | null;
  pastDueDate: string | null;
};

/** CDC's short vaccine group names, as the supporting data names the groups. */
export const cdcGroupNames: Record<string, string> = {
  DTAP: 'DTaP/Tdap/Td',
  FLU: 'Influenza',
  HepA: 'HepA',
  HepB: 'HepB',
  HIB: 'Hib',
  HPV: 'HPV',
  MCV: 'Meningococcal',
  MMR: 'MMR',
  PCV: 'Pneumococcal',
  POL: 'Polio',
  ROTA: 'Rotavirus',
  VAR: 'Varicella',
  ZOSTER: 'Zoster',
};

/** '05/10/2021' → '2021-05-10'; blank → null. */
const isoOf = (text: string | undefined): string | null => {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec((text ?? '').trim());
  return match ? `${match[3]}-${match[1]}-${match[2]}` : null;
};

/** The rows of a CSV text (quoted fields may hold commas, doubled quotes and line breaks), blank ones left out. */
const csvRows = (text: string): string[][] => parse(text, { skip_empty_lines: true, relax_column_count: true });

/** Every case of CDC's healthy childhood and adult test cases v4.8 but COVID-19's. */
export const cdcCases = (): CdcCase[] => {
  const [header = [], ...rows] = csvRows(
    readFileSync(path.join(cdsiFixtures, 'cdsi-healthy-childhood-and-adult-test-cases-v4.8.csv'), 'utf8'),
  );
  return rows
    .map((row) => Object.fromEntries(header.map((column, index) => [column, row[index] ?? ''])))
    .filter((row) => row.Vaccine_Group !== 'COVID-19')
    .map((row) => ({
      id: row.CDC_Test_ID ?? '',
      name: row.Testcase_Name ?? '',
      dateOfBirth: isoOf(row.DOB) ?? '',
      gender: row.gender === 'F' ? 'female' : row.gender === 'M' ? 'male' : null,
      vaccineGroup: row.Vaccine_Group ?? '',
      assessmentDate: isoOf(row.Assessment_Date) ?? '',
      doses: [1, 2, 3, 4, 5, 6, 7].flatMap((number) => {
        const date = isoOf(row[`Date_Administered_${number}`]);
        if (date === null) return [];
        return [
          {
            date,
            cvx: (row[`CVX_${number}`] ?? '').padStart(2, '0'),
            expectedStatus: row[`Evaluation_Status_${number}`] ?? '',
            expectedReason: row[`Evaluation_Reason_${number}`] ?? '',
          },
        ];
      }),
      seriesStatus: row.Series_Status ?? '',
      forecastDoseNumber: row.Forecast_num ?? '',
      earliestDate: isoOf(row.Earliest_Date),
      recommendedDate: isoOf(row.Recommended_Date),
      pastDueDate: isoOf(row.Past_Due_Date),
    }));
};
