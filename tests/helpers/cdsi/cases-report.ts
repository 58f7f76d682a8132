import { cdcCases, cdcGroupNames } from './cdc-cases';
import { cdcSchedule } from './load-cdc-schedule';
import { matchRates } from './match-rates';
import { type CaseResult, runCdcCase } from './run-cdc-case';

/** Why a case does not match, where the cause is known (the differences themselves are listed anyway). */
const knownCauses: Record<string, string> = {
  '2018-0019':
    'Cause: series selection. The engine prefers, among series in process, one begun at an age it allows: the HepB 3-dose series. CDC expects the HepB-CpG (Heplisav-B) product series, whose minimum age to start (18 years) the dose misses by 4 days; ranking product series first fixes this case but breaks six Hib PRP-OMP cases',
  '2013-0814':
    "Cause: CDC's expected status of the MMR dose in a varicella case. The MMR dose 28 days after the first is given before measles' dose 2 absolute minimum age (13 months - 4 days) and the engine finds it 'Age: Too Young' for measles; the varicella doses, series status and dates match",
};

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/**
 * The line docs/cdsi-cases.md gives a case that does not match: its differences and, when known, their cause; null
 * for a case that matches.
 */
export const missLineOf = ({ testCase, differences }: CaseResult): string | null => {
  if (differences.length === 0) return null;
  const cause = knownCauses[testCase.id];
  return `- **${testCase.id}** (${testCase.vaccineGroup}) ${testCase.name.trim()}: ${differences.join('; ')}${cause ? `. ${cause}.` : ''}`;
};

/** Every one of CDC's cases run against the engine loaded with CDC's supporting data. */
export const runCdcCases = (): CaseResult[] => cdcCases().map((testCase) => runCdcCase(cdcSchedule(), testCase));

/**
 * docs/cdsi-cases.md: CDC's cases run against the engine, the match rate per vaccine group and overall, and each
 * case that does not match with its differences ('expected ≠ engine').
 */
export const cdsiCasesReport = (results: readonly CaseResult[] = runCdcCases()): string => {
  const { overall, groups } = matchRates(results);
  const rows = groups.map(
    (group) =>
      `| ${group.name} | ${cdcGroupNames[group.name] ?? group.name} | ${group.matched} | ${group.total} | ${percent(group.rate)} |`,
  );
  const misses = results.flatMap((result) => {
    const line = missLineOf(result);
    return line === null ? [] : [line];
  });
  return [
    "# CDC's CDSi test cases",
    '',
    'Written by `npm run cdsi:cases`; do not edit by hand. The engine (`src/domain/cdsi/`, [CDSi engine](cdsi.md)) is',
    "loaded with CDC's supporting data v4.10 and runs the healthy childhood and adult test cases v4.8 (COVID-19's",
    'left out), from `tests/fixtures/cdsi/`. A case matches when every dose has the expected evaluation status and the',
    'vaccine group has the expected series status and earliest, recommended and past-due dates.',
    '',
    '| CDC group | Vaccine group | Matched | Cases | Rate |',
    '|---|---|--:|--:|--:|',
    ...rows,
    `| **Overall** | | **${overall.matched}** | **${overall.total}** | **${percent(overall.rate)}** |`,
    '',
    '## Cases that do not match',
    '',
    'Each as `what: expected ≠ engine`.',
    '',
    ...misses,
    '',
  ].join('\n');
};
