import { queryOptions, skipToken } from '@tanstack/react-query';
import { entityKeys } from '../../../engine/react';
import { isLocalId } from '../../outbox/outbox-entry';
import { fetchAssessmentData, fetchSchedule } from './assessment-api';

/**
 * What the dose form's CDSi check reads: a patient's data, its key starting with 'entity' so that
 * any write (a dose, an observation) reloads it; none for a patient registered on this device.
 *
 * @example
 * const data = useQuery(assessmentDataQuery(9));
 */
export const assessmentDataQuery = (patientId: number | null) =>
  queryOptions({
    queryKey: [...entityKeys.all, 'assessment-data', patientId],
    queryFn:
      patientId === null || isLocalId(patientId)
        ? skipToken
        : ({ signal }) => fetchAssessmentData({ patientId, signal }),
  });

/**
 * The schedule of the version a patient's data names, kept while that version holds.
 *
 * @example
 * const schedule = useQuery(scheduleQuery(data?.scheduleVersion ?? null));
 */
export const scheduleQuery = (version: string | null) =>
  queryOptions({
    queryKey: ['cdsi-schedule', version],
    queryFn: version === null ? skipToken : ({ signal }) => fetchSchedule({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
