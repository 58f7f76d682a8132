import type { CdsiSchedule } from '../../../domain/cdsi/antigen-model';
import { type AssessmentData, assessmentDataSchema, scheduleAnswerSchema } from '../../../domain/cdsi/assessment-data';
import { http } from '../../api/client';
import { isOnline } from '../../outbox/app-outbox';

/** The schedule's answer with each vaccine's product key by its id, as the engine's check reads them. */
export type KeyedSchedule = { version: string; schedule: CdsiSchedule; productKeys: ReadonlyMap<number, string> };

/**
 * What the CDSi engine reads of a patient (`GET /patients/:id/assessment-data`); null without a
 * network, when the server decides.
 *
 * @example
 * const data = await fetchAssessmentData({ patientId: 9, signal }); // { dateOfBirth, doses, observations, scheduleVersion }
 */
export const fetchAssessmentData = async ({
  patientId,
  signal,
}: {
  patientId: number;
  signal: AbortSignal;
}): Promise<AssessmentData | null> =>
  isOnline()
    ? assessmentDataSchema.parse(await http.request('GET', `/patients/${patientId}/assessment-data`, { signal }))
    : null;

/**
 * The whole CDSi schedule (`GET /antigens/schedule`), with each vaccine's product key by its id.
 *
 * @example
 * const { schedule, productKeys } = await fetchSchedule({ signal });
 */
export const fetchSchedule = async ({ signal }: { signal: AbortSignal }): Promise<KeyedSchedule> => {
  const answer = scheduleAnswerSchema.parse(await http.request('GET', '/antigens/schedule', { signal }));
  const productKeys = new Map(answer.productKeys.map(({ vaccineId, key }) => [vaccineId, key]));
  return { version: answer.version, schedule: answer.schedule, productKeys };
};
