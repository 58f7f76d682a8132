import { Description, DialogTitle } from '@headlessui/react';
import type { FormEvent } from 'react';
import type { EntityRow } from '../../engine';
import { DialogFormEnd, FormFields, ModalDialog, useLastShown } from '../../engine/react';
import type { ReportedDose } from './reported-dose';
import { adverseEventTexts as texts } from './texts';
import { useAdverseEventReport } from './useAdverseEventReport';

export type AdverseEventDialogProps = {
  /** The dose reported on; the dialog is closed while this is null. */
  dose: ReportedDose | null;
  onClose: () => void;
  /** The report was saved (after its success message). */
  onReported?: (row: EntityRow) => void;
  /** Called once the dialog has faded out and left the page, to move the focus. */
  onClosed?: () => void;
};

/**
 * 'Reportar ESAVI': the report of an adverse event after one dose, for both staff roles, from
 * the dose form's confirmation, the patient's card and a dose's row in 'Dosis'. It names the
 * patient and the dose, then asks for the onset, severity, description and outcome. The focus
 * starts on the onset and stays inside; Escape and Cancelar close it, and Headless UI gives the
 * focus back to the button that opened it.
 *
 * @example
 * <AdverseEventDialog dose={reporting} onClose={() => setReporting(null)} />
 */
export function AdverseEventDialog({ dose, onClose, onReported, onClosed }: AdverseEventDialogProps) {
  const shown = useLastShown(dose);
  return (
    <ModalDialog isOpen={dose !== null} onClose={onClose} onClosed={onClosed} width="w-full max-w-[640px]">
      {shown && (
        <ReportForm
          key={shown.id}
          dose={shown}
          onCancel={onClose}
          onReported={(row) => {
            onReported?.(row);
            onClose();
          }}
        />
      )}
    </ModalDialog>
  );
}

type ReportFormProps = { dose: ReportedDose; onCancel: () => void; onReported: (row: EntityRow) => void };

function ReportForm({ dose, onCancel, onReported }: ReportFormProps) {
  const { form, fields, submit, isSaving } = useAdverseEventReport({ dose, onReported });
  const failure = form.formState.errors.root?.server?.message;
  return (
    <>
      <DialogTitle className="text-lg font-semibold text-foreground">{texts.title}</DialogTitle>
      <Description className="mt-1 text-sm text-muted">{texts.intro}</Description>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-xl bg-surface-muted px-4 py-3 text-sm">
        <dt className="text-muted">{texts.patient}:</dt>
        <dd className="font-semibold text-foreground">{dose.patient}</dd>
        <dt className="text-muted">{texts.dose}:</dt>
        <dd className="font-semibold text-foreground">{dose.summary}</dd>
      </dl>
      <form noValidate onSubmit={isSaving ? ignore : submit} className="mt-5 flex flex-col gap-6" aria-busy={isSaving}>
        <FormFields fields={fields} form={form} />
        <DialogFormEnd
          failure={failure}
          isSending={isSaving}
          cancelLabel={texts.cancel}
          submitLabel={texts.submit}
          sendingLabel={texts.sending}
          onCancel={onCancel}
        />
      </form>
    </>
  );
}

const ignore = (event: FormEvent) => event.preventDefault();
