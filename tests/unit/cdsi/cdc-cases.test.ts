import { describe, expect, it } from 'vitest';
import { cdcCases } from '../../helpers/cdsi/cdc-cases';
import { cdcSchedule } from '../../helpers/cdsi/load-cdc-schedule';
import { matchRates } from '../../helpers/cdsi/match-rates';
import { runCdcCase } from '../../helpers/cdsi/run-cdc-case';

/** The rates the engine reaches on CDC's cases (docs/cdsi-cases.md lists the cases that do not match). */
const overallAtLeast = 0.99;
const eachGroupAtLeast = 0.97;

describe("CDC's CDSi test cases v4.8 against the supporting data v4.10", () => {
  const results = cdcCases().map((testCase) => runCdcCase(cdcSchedule(), testCase));
  const rates = matchRates(results);

  it('should run every case but COVID-19', () => {
    expect(results).toHaveLength(801);
  });

  it(`should match at least ${overallAtLeast * 100} % of all cases completely`, () => {
    expect(rates.overall.rate).toBeGreaterThanOrEqual(overallAtLeast);
  });

  it.each(rates.groups.map((group) => [group.name, group]))(
    `should match at least ${eachGroupAtLeast * 100} %% of the %s cases completely`,
    (_name, group) => {
      expect(group.rate).toBeGreaterThanOrEqual(eachGroupAtLeast);
    },
  );
});
