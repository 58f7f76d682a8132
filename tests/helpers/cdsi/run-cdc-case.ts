import type { CdsiSchedule } from '../../../src/domain/cdsi/antigen-model';
import { assessImmunizations } from '../../../src/domain/cdsi/assess-immunizations';
import type { EvaluationStatus, SeriesStatus } from '../../../src/domain/cdsi/assessment-model';
import { type CdcCase, cdcGroupNames } from './cdc-cases';

const statusNames: Record<EvaluationStatus, string> = {
  valid: 'Valid',
  'not-valid': 'Not Valid',
  extraneous: 'Extraneous',
  'sub-standard': 'Sub-standard',
};

const seriesStatusNames: Record<SeriesStatus, string> = {
  'not-complete': 'Not complete',
  complete: 'Complete',
  immune: 'Immune',
  'aged-out': 'Aged out',
  contraindicated: 'Contraindicated',
  'not-recommended': 'Not recommended',
};

/** A case run: whether it matches, and each difference as 'what: expected ≠ got'. */
export type CaseResult = { testCase: CdcCase; differences: string[] };

/**
 * A dose's status for a vaccine group, from its antigens': not valid for one is not valid; valid for one and extraneous
 * for another (a Tdap after pertussis' series is complete) is valid.
 */
const groupStatus = (statuses: EvaluationStatus[]): string => {
  const worst = (['not-valid', 'sub-standard', 'valid', 'extraneous'] as const).find((status) =>
    statuses.includes(status),
  );
  return worst ? statusNames[worst] : '';
};

/** What a case is compared on: each dose's evaluations (by the dose's index in the case) and each group's forecast. */
export type CaseAnswer = {
  evaluations: readonly { doseIndex: number; vaccineGroup: string; status: EvaluationStatus; reason: string | null }[];
  forecasts: readonly {
    vaccineGroup: string;
    seriesStatus: SeriesStatus;
    earliestDate: string | null;
    recommendedDate: string | null;
    pastDueDate: string | null;
  }[];
};

/**
 * Runs one of CDC's cases and compares every dose's status, the series status and the earliest, recommended and
 * past-due dates.
 */
export const runCdcCase = (schedule: CdsiSchedule, testCase: CdcCase): CaseResult => {
  const { evaluations, forecasts } = assessImmunizations({
    schedule,
    patient: { dateOfBirth: testCase.dateOfBirth, gender: testCase.gender, observations: [] },
    doses: testCase.doses.map((dose, index) => ({ id: index, date: dose.date, cvx: dose.cvx, batchExpiryDate: null })),
    assessmentDate: testCase.assessmentDate,
  });
  return compareCdcCase(testCase, {
    evaluations: evaluations.map((evaluation) => ({ ...evaluation, doseIndex: Number(evaluation.doseId) })),
    forecasts,
  });
};

/**
 * Compares an answer (the engine's, or the HTTP API's) with what CDC's case expects: each difference as
 * 'what: expected ≠ got'.
 */
export const compareCdcCase = (testCase: CdcCase, { evaluations, forecasts }: CaseAnswer): CaseResult => {
  const group = cdcGroupNames[testCase.vaccineGroup] ?? testCase.vaccineGroup;
  const differences: string[] = [];
  testCase.doses.forEach((dose, index) => {
    if (dose.expectedStatus === '') return;
    // A dose of another group (varicella in an MMR case) is compared with its own group's evaluation.
    const ofDose = evaluations.filter((evaluation) => evaluation.doseIndex === index);
    const ofGroup = ofDose.filter((evaluation) => evaluation.vaccineGroup === group);
    const statuses = ofGroup.length > 0 ? ofGroup : ofDose;
    const got = groupStatus(statuses.map((evaluation) => evaluation.status));
    if (got !== dose.expectedStatus) {
      const reasons = [...new Set(statuses.map((evaluation) => evaluation.reason).filter(Boolean))].join('/');
      differences.push(
        `dose ${index + 1}: ${dose.expectedStatus}${dose.expectedReason ? ` (${dose.expectedReason})` : ''} ≠ ${got || 'none'}${reasons ? ` (${reasons})` : ''}`,
      );
    }
  });
  const forecast = forecasts.find((item) => item.vaccineGroup === group);
  const gotStatus = forecast ? seriesStatusNames[forecast.seriesStatus] : 'none';
  if (gotStatus !== testCase.seriesStatus) differences.push(`series: ${testCase.seriesStatus} ≠ ${gotStatus}`);
  const compare = (what: string, expected: string | null, got: string | null | undefined) => {
    if ((expected ?? null) !== (got ?? null)) differences.push(`${what}: ${expected ?? '-'} ≠ ${got ?? '-'}`);
  };
  compare('earliest', testCase.earliestDate, forecast?.earliestDate);
  compare('recommended', testCase.recommendedDate, forecast?.recommendedDate);
  compare('past due', testCase.pastDueDate, forecast?.pastDueDate);
  return { testCase, differences };
};
