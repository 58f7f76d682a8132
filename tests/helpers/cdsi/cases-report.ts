import { cdcCases, cdcGroupNames } from './cdc-cases';
import { cdcSchedule } from './load-cdc-schedule';
import { matchRates } from './match-rates';
import { runCdcCase } from './run-cdc-case';

/** Why a case does not match, where the cause is known (the differences themselves are listed anyway). */
const knownCauses: Record<string, string> = {};

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/**
 * docs/cdsi-cases.md: CDC's cases run against the engine, the match rate per vaccine group and overall, and each
 * case that does not match with its differences ('expected ≠ engine').
 */
export const cdsiCasesReport = (): string => {
  const results = cdcCases().map((testCase) => runCdcCase(cdcSchedule(), testCase));
  const { overall, groups } = matchRates(results);
  const rows = groups.map(
    (group) =>
      `| ${group.name} | ${cdcGroupNames[group.name] ?? group.name} | ${group.matched} | ${group.total} | ${percent(group.rate)} |`,
  );
  const misses = results
    .filter((result) => result.differences.length > 0)
    .map(({ testCase, differences }) => {
      const cause = knownCauses[testCase.id];
      return `- **${testCase.id}** (${testCase.vaccineGroup}) ${testCase.name.trim()}: ${differences.join('; ')}${cause ? `. ${cause}` : ''}`;
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
