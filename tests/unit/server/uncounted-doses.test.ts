import { describe, expect, it } from 'vitest';
import type { EvaluationStatus } from '../../../src/domain/cdsi/assessment-model';
import { uncountedDoseIds } from '../../../src/server/programme/uncounted-doses';

describe('uncountedDoseIds', () => {
  it.each<[string, EvaluationStatus[], boolean]>([
    ['valid for its only antigen', ['valid'], false],
    ['valid for every antigen', ['valid', 'valid', 'valid'], false],
    ['valid for one antigen, extraneous for a complete one', ['valid', 'extraneous'], false],
    ['too soon for its antigen', ['not-valid'], true],
    ['valid for one antigen, not valid for another', ['valid', 'not-valid'], true],
    ['of an expired lot', ['sub-standard'], true],
    ['extraneous for every antigen (complete series)', ['extraneous', 'extraneous'], true],
  ])('should leave out of the coverage a dose %s: %j → %s', (_case, statuses, isUncounted) => {
    const evaluations = statuses.map((status) => ({ doseId: 7, status }));
    expect(uncountedDoseIds([...evaluations, { doseId: 8, status: 'valid' }])).toEqual(new Set(isUncounted ? [7] : []));
  });
});
