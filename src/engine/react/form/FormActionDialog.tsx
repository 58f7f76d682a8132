import { Description, DialogTitle } from '@headlessui/react';
import { type FormEvent, useEffect } from 'react';
import type { AnyEntity, EntityRow, FormAction } from '../../contract/entity';
import { formActionDetails } from '../../contract/form-actions';
import { focusNameOf } from '../../contract/form-fields';
import { recordLabel } from '../../contract/labels';
import { uiTexts } from '../../ui-texts';
import { dialogWidths, ModalDialog } from '../ModalDialog';
import { useLastShown } from '../useLastShown';
import { DialogFormEnd } from './DialogFormEnd';
import { FormFields } from './FormFields';
import { useFormAction } from './useFormAction';

/** A form action opened on a row. */
export type FormActionTarget = { row: EntityRow; action: FormAction };

export type FormActionDialogProps = {
  entity: AnyEntity;
  /** The action and row in the dialog; closed while null. */
  target: FormActionTarget | null;
  onClose: () => void;
  /** The server accepted it (after its success message). */
  onDone?: (answer: unknown) => void;
  /** Called once the dialog has faded out and left the page, to move the focus. */
  onClosed?: () => void;
};

/**
 * The dialog of a form action the config declares: its label as the title, the record it acts on
 * ('Lote LT-001'), its description and the row's details, its fields, a failure line for the
 * server's refusal, Cancelar and the submit button (red for a destructive action). The focus
 * starts on the first field and stays inside; Escape closes it and Headless UI gives the focus
 * back to the button that opened it.
 *
 * @example
 * <FormActionDialog entity={vaccineBatches} target={target} onClose={close} onDone={close} />
 */
export function FormActionDialog({ entity, target, onClose, onDone, onClosed }: FormActionDialogProps) {
  const shown = useLastShown(target);
  return (
    <ModalDialog
      isOpen={target !== null}
      onClose={onClose}
      onClosed={onClosed}
      width={shown && hasLines(shown.action) ? dialogWidths.lines : dialogWidths.form}
    >
      {shown && (
        <FormActionForm
          key={`${shown.action.route}-${shown.row.id}`}
          entity={entity}
          target={shown}
          onCancel={onClose}
          onDone={onDone}
        />
      )}
    </ModalDialog>
  );
}

type FormActionFormProps = {
  entity: AnyEntity;
  target: FormActionTarget;
  onCancel: () => void;
  onDone?: (answer: unknown) => void;
};

function FormActionForm({ entity, target: { row, action }, onCancel, onDone }: FormActionFormProps) {
  const { form, fields, submit, isSending } = useFormAction({ entity, action, row, onDone });
  const failure = form.formState.errors.root?.server?.message;
  const details = formActionDetails(entity, action, row);
  const first = action.fields[0];
  const firstField = first && focusNameOf(first);
  useEffect(() => {
    // Before Headless UI's dialog sets its initial focus, which keeps a focus already inside.
    if (firstField) form.setFocus(firstField);
  }, [form, firstField]);
  return (
    <>
      <DialogTitle className="text-lg font-semibold text-foreground">{action.label}</DialogTitle>
      <Description className="mt-1 text-sm text-muted">
        {entity.labels.singular} {recordLabel(entity, row)}
        {action.description && <span className="mt-2 block">{action.description}</span>}
      </Description>
      {details.length > 0 && (
        <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {details.map(({ label, text }) => (
            <div key={label} className="flex gap-1.5">
              <dt className="text-muted">{label}:</dt>
              <dd className="font-semibold text-foreground">{text}</dd>
            </div>
          ))}
        </dl>
      )}
      <form
        noValidate
        onSubmit={isSending ? ignore : submit}
        className="mt-5 flex flex-col gap-6"
        aria-busy={isSending}
      >
        <FormFields fields={fields} form={form} entity={entity} />
        <DialogFormEnd
          failure={failure}
          isSending={isSending}
          cancelLabel={uiTexts.form.cancel}
          submitLabel={action.submitLabel ?? action.label}
          sendingLabel={uiTexts.form.saving}
          isDestructive={action.isDestructive}
          onCancel={onCancel}
        />
      </form>
    </>
  );
}

const ignore = (event: FormEvent) => event.preventDefault();

const hasLines = (action: FormAction) => action.fields.some((field) => field.kind === 'lines');
