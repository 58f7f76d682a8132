import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { AssessmentData } from '../../../domain/cdsi/assessment-data';
import { type CandidateDoseRefusal, candidateDoseRefusal } from '../../../domain/cdsi/panel/candidate-dose';
import type { KeyedSchedule } from './assessment-api';
import { assessmentDataQuery, scheduleQuery } from './assessment-queries';

/** A dose of a vaccine on a day (`YYYY-MM-DD`); the vaccine null while unknown. */
type Candidate = { vaccineId: number | null; date: string | null };

export type EngineCheck = {
  /** Why the CDSi engine refuses the dose shown now; undefined when it allows it or is not known yet. */
  refusal: CandidateDoseRefusal | undefined;
  /** The engine's check of a dose at the moment of sending, once what it reads has loaded. */
  checkAtSending: (candidate: Candidate) => Promise<CandidateDoseRefusal | undefined>;
};

/**
 * A dose given here checked by the CDSi engine in the browser, with the same pure module the
 * server runs when it is registered (candidate-dose.ts): not valid for an antigen of its vaccine
 * (too young, too soon, a live-virus conflict) or contraindicated by the patient's observations,
 * among their doses and the schedule the API answers. Off for a dose given elsewhere (it is kept
 * as given), without a network, or while what it reads loads: the server decides then.
 *
 * @example
 * const { refusal, checkAtSending } = useEngineCheck({ patientId: 9, vaccineId: 12, date: '2026-05-10', isEnabled: true });
 */
export const useEngineCheck = ({
  patientId,
  vaccineId,
  date,
  isEnabled,
}: Candidate & { patientId: number | null; isEnabled: boolean }): EngineCheck => {
  const queryClient = useQueryClient();
  const data = useQuery(assessmentDataQuery(isEnabled ? patientId : null));
  const schedule = useQuery(scheduleQuery(data.data?.scheduleVersion ?? null));
  const refusal = useMemo(
    () =>
      isEnabled ? refusalOf({ data: data.data, schedule: schedule.data, candidate: { vaccineId, date } }) : undefined,
    [isEnabled, data.data, schedule.data, vaccineId, date],
  );
  const checkAtSending = useCallback<EngineCheck['checkAtSending']>(
    async (candidate) => {
      if (!isEnabled || patientId === null) return undefined;
      try {
        const current = await queryClient.ensureQueryData(assessmentDataQuery(patientId));
        if (!current) return undefined;
        const keyed = await queryClient.ensureQueryData(scheduleQuery(current.scheduleVersion));
        return refusalOf({ data: current, schedule: keyed, candidate });
      } catch {
        return undefined;
      }
    },
    [isEnabled, patientId, queryClient],
  );
  return { refusal, checkAtSending };
};

const refusalOf = ({
  data,
  schedule,
  candidate: { vaccineId, date },
}: {
  data: AssessmentData | null | undefined;
  schedule: KeyedSchedule | undefined;
  candidate: Candidate;
}) => {
  if (!data?.dateOfBirth || schedule?.version !== data.scheduleVersion || vaccineId === null || date === null) {
    return undefined;
  }
  const refusal = candidateDoseRefusal({
    schedule: schedule.schedule,
    productKeys: schedule.productKeys,
    birthDate: data.dateOfBirth,
    doses: data.doses,
    observations: data.observations,
    candidate: { vaccineId, date },
  });
  return refusal ?? undefined;
};
