import type { CaseResult } from './run-cdc-case';

export type MatchRate = { name: string; matched: number; total: number; rate: number };

const rateOf = (name: string, results: readonly CaseResult[]): MatchRate => {
  const matched = results.filter((result) => result.differences.length === 0).length;
  return { name, matched, total: results.length, rate: results.length === 0 ? 1 : matched / results.length };
};

/** The share of cases that match completely, overall and per CDC vaccine group (by name). */
export const matchRates = (results: readonly CaseResult[]): { overall: MatchRate; groups: MatchRate[] } => {
  const names = [...new Set(results.map((result) => result.testCase.vaccineGroup))].sort();
  return {
    overall: rateOf('Overall', results),
    groups: names.map((name) =>
      rateOf(
        name,
        results.filter((result) => result.testCase.vaccineGroup === name),
      ),
    ),
  };
};
