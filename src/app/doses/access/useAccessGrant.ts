import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, accessGrantSchema, failureMessage } from '../../../engine';
import { isOnline } from '../../outbox/app-outbox';
import { doseFormTexts } from '../texts';
import { grantPatientAccess } from './patient-access-api';
import type { PatientToOpen } from './patient-to-open';

type AccessGrantValues = z.input<typeof accessGrantSchema>;

const texts = doseFormTexts.access;

/**
 * The access dialog's form: the reason, checked with the server's own schema (10 characters at
 * least) before it is sent; the grant needs the network, which is said at once without one. A
 * refusal of the reason lands on it; any other, with the server's message, on the form.
 *
 * @example
 * const { form, submit, isSaving } = useAccessGrant({ patient, onOpened: access.opened });
 */
export const useAccessGrant = ({
  patient,
  onOpened,
}: {
  patient: PatientToOpen;
  onOpened: (patient: PatientToOpen) => void;
}) => {
  const form = useForm<AccessGrantValues>({ resolver: zodResolver(accessGrantSchema), defaultValues: { reason: '' } });
  const submit = form.handleSubmit(async ({ reason }) => {
    if (!isOnline()) {
      form.setError('root.server', { message: texts.grantOffline });
      return;
    }
    try {
      await grantPatientAccess({ patientId: patient.id, reason });
      onOpened(patient);
    } catch (error) {
      const refusal = error instanceof ApiError ? error.fieldErrors.reason : undefined;
      if (refusal) form.setError('reason', { type: 'server', message: refusal }, { shouldFocus: true });
      else form.setError('root.server', { message: failureMessage(error, texts.failure) });
    }
  });
  return { form, submit, isSaving: form.formState.isSubmitting };
};
