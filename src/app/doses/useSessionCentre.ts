import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { FormValues } from '../../engine';
import { currentSession } from '../offline/kept-data';
import { useDeviceQuery } from '../offline/useDeviceQuery';

const centreField = 'vaccinationCenterId';

/**
 * During an outreach session prepared on this device, a dose's centre starts as the session's,
 * unless one was chosen already; it can still be changed.
 *
 * @example
 * useSessionCentre(form); // 'Centro de salud' shows the session's centre
 */
export const useSessionCentre = (form: UseFormReturn<FormValues>) => {
  const session = useDeviceQuery(currentSession);
  const centreId = session?.centreId ?? null;
  useEffect(() => {
    const current = form.getValues(centreField);
    if (centreId !== null && (current === undefined || current === null || current === '')) {
      form.setValue(centreField, centreId);
    }
  }, [form, centreId]);
};
