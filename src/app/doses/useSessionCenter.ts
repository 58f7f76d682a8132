import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { FormValues } from '../../engine';
import { currentSession } from '../outreach/kept-data';
import { useDeviceQuery } from '../outreach/useDeviceQuery';

const centerField = 'vaccinationCenterId';

/**
 * During an outreach session prepared on this device, a dose's centre starts as the session's,
 * unless one was chosen already; it can still be changed.
 *
 * @example
 * useSessionCentre(form); // 'Centro de salud' shows the session's centre
 */
export const useSessionCenter = (form: UseFormReturn<FormValues>) => {
  const session = useDeviceQuery(currentSession);
  const centerId = session?.centerId ?? null;
  useEffect(() => {
    const current = form.getValues(centerField);
    if (centerId !== null && (current === undefined || current === null || current === '')) {
      form.setValue(centerField, centerId);
    }
  }, [form, centerId]);
};
