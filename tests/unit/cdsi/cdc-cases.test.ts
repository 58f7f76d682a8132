import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cdsiCasesReport, missLineOf } from '../../helpers/cdsi/cases-report';
import { cdcCases } from '../../helpers/cdsi/cdc-cases';
import { cdcSchedule } from '../../helpers/cdsi/load-cdc-schedule';
import { matchRates } from '../../helpers/cdsi/match-rates';
import { type CaseResult, runCdcCase } from '../../helpers/cdsi/run-cdc-case';

/** The rates the engine reaches on CDC's cases (docs/cdsi-cases.md lists the cases that do not match). */
const overallAtLeast = 0.99;
const eachGroupAtLeast = 0.97;

const cases = cdcCases();
const groups = [...new Set(cases.map((testCase) => testCase.vaccineGroup))].sort();
const documented = readFileSync(new URL('../../../docs/cdsi-cases.md', import.meta.url), 'utf8');

let ran: CaseResult[] | undefined;

/**
 * The cases run once, in the first test that asks, never when the file loads: Stryker (`npm run mutation`) records
 * which test reaches each mutant, and activates a mutant only while tests run.
 */
const results = () => {
  ran ??= cases.map((testCase) => runCdcCase(cdcSchedule(), testCase));
  return ran;
};

describe("CDC's CDSi test cases v4.8 against the supporting data v4.10", () => {
  // Case by case, so that a mutant of the engine stops at the first case it changes.
  // 801 cases take a second or two, more on a busy machine.
  it('should give each case the answer docs/cdsi-cases.md shows (npm run cdsi:cases writes it)', {
    timeout: 60_000,
  }, () => {
    const each: CaseResult[] = [];
    for (const testCase of cases) {
      const result = runCdcCase(cdcSchedule(), testCase);
      const line = missLineOf(result);
      if (line === null) {
        expect(documented, `${testCase.id} matches`).not.toContain(`- **${testCase.id}** `);
      } else {
        expect(documented, `${testCase.id} does not match`).toContain(line);
      }
      each.push(result);
    }
    ran = each;
  });

  it('should give the match rates docs/cdsi-cases.md shows', () => {
    expect(cdsiCasesReport(results())).toBe(documented);
  });

  it('should run every case but COVID-19', () => {
    expect(results()).toHaveLength(801);
  });

  it(`should match at least ${overallAtLeast * 100} % of all cases completely`, () => {
    expect(matchRates(results()).overall.rate).toBeGreaterThanOrEqual(overallAtLeast);
  });

  it.each(groups.map((name) => [name]))(
    `should match at least ${eachGroupAtLeast * 100} %% of the %s cases completely`,
    (name) => {
      const group = matchRates(results()).groups.find((rate) => rate.name === name);
      expect(group?.rate).toBeGreaterThanOrEqual(eachGroupAtLeast);
    },
  );
});
