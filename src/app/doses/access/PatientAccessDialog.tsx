import { Description, DialogTitle } from '@headlessui/react';
import { type FormEvent, useId } from 'react';
import {
  controlClass,
  DialogFormEnd,
  dialogWidths,
  FieldShell,
  ModalDialog,
  useLastShown,
} from '../../../engine/react';
import { doseFormTexts } from '../texts';
import type { PatientToOpen } from './patient-to-open';
import { useAccessGrant } from './useAccessGrant';

export type PatientAccessDialogProps = {
  /** The patient of another centre to open; the dialog is closed while this is null. */
  patient: PatientToOpen | null;
  onCancel: () => void;
  /** The access was granted. */
  onOpened: (patient: PatientToOpen) => void;
};

const texts = doseFormTexts.access;

/**
 * 'Acceso fuera de su ámbito': the reason a user opens a patient of another centre, kept in the
 * audit trail. The focus starts on 'Motivo' and stays inside; Escape and Cancelar close it, and
 * the focus goes back where it was (the patient search).
 *
 * @example
 * <PatientAccessDialog patient={access.asked} onCancel={access.cancel} onOpened={access.opened} />
 */
export function PatientAccessDialog({ patient, onCancel, onOpened }: PatientAccessDialogProps) {
  const shown = useLastShown(patient);
  return (
    <ModalDialog isOpen={patient !== null} onClose={onCancel} width={dialogWidths.form}>
      {shown && <AccessForm key={shown.id} patient={shown} onCancel={onCancel} onOpened={onOpened} />}
    </ModalDialog>
  );
}

type AccessFormProps = { patient: PatientToOpen; onCancel: () => void; onOpened: (patient: PatientToOpen) => void };

function AccessForm({ patient, onCancel, onOpened }: AccessFormProps) {
  const { form, submit, isSaving } = useAccessGrant({ patient, onOpened });
  const reasonId = useId();
  const errorId = `${reasonId}-error`;
  const { errors } = form.formState;
  const reasonError = errors.reason?.message;
  const failure = errors.root?.server?.message;
  return (
    <>
      <DialogTitle className="text-lg font-semibold text-foreground">{texts.title}</DialogTitle>
      <Description className="mt-1 text-sm text-muted">{texts.intro}</Description>
      {(patient.name || patient.centerName) && (
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-xl bg-surface-muted px-4 py-3 text-sm">
          {patient.name && (
            <>
              <dt className="text-muted">{texts.patient}:</dt>
              <dd className="font-semibold text-foreground">{patient.name}</dd>
            </>
          )}
          {patient.centerName && (
            <>
              <dt className="text-muted">{texts.catchmentCenter}:</dt>
              <dd className="font-semibold text-foreground">{patient.centerName}</dd>
            </>
          )}
        </dl>
      )}
      <form noValidate onSubmit={isSaving ? ignore : submit} className="mt-5 flex flex-col gap-5" aria-busy={isSaving}>
        <FieldShell controlId={reasonId} errorId={errorId} label={texts.reason} isRequired error={reasonError}>
          <textarea
            id={reasonId}
            data-autofocus
            rows={3}
            aria-required
            aria-invalid={reasonError !== undefined}
            aria-describedby={reasonError === undefined ? undefined : errorId}
            className={`${controlClass} resize-y`}
            {...form.register('reason')}
          />
        </FieldShell>
        <DialogFormEnd
          failure={failure}
          isSending={isSaving}
          cancelLabel={texts.cancel}
          submitLabel={texts.confirm}
          sendingLabel={texts.sending}
          onCancel={onCancel}
        />
      </form>
    </>
  );
}

/** A second submit while the first is on its way is dropped, as the form is already busy. */
const ignore = (event: FormEvent) => event.preventDefault();
