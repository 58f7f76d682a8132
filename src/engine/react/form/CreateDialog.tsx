import { DialogTitle } from '@headlessui/react';
import type { AnyEntity, EntityRow } from '../../contract/entity';
import type { FormValues } from '../../contract/form-fields';
import { uiTexts } from '../../ui-texts';
import { dialogWidths, ModalDialog } from '../ModalDialog';
import { EntityForm } from './EntityForm';

export type CreateDialogProps = {
  entity: AnyEntity;
  isOpen: boolean;
  /** Values the new record takes without a field (its parent). Memoise them. */
  fixedValues?: Readonly<FormValues>;
  onClose: () => void;
  onSaved: (row: EntityRow) => void;
  /** Called once the dialog has faded out and left the page, to move the focus. */
  onClosed?: () => void;
  /** Its title: 'Agregar <singular>' unless given (the page's own button's words: 'Nueva transferencia'). */
  title?: string;
};

/**
 * The create dialog of an entity: title 'Agregar <singular>' (or `title`), the register form
 * (without the fields of `fixedValues`; wider for a form with lines), Cancelar and Guardar. The
 * focus starts on the first field and stays inside; Escape closes it and the focus goes back to
 * the button that opened it.
 *
 * @example
 * <CreateDialog entity={patientObservations} isOpen={isAdding} fixedValues={{ patientId: 7 }} onClose={stop} onSaved={stop} />
 */
export function CreateDialog({ entity, isOpen, fixedValues, onClose, onSaved, onClosed, title }: CreateDialogProps) {
  const hasLines = entity.fields.some((field) => field.kind === 'lines');
  return (
    <ModalDialog
      isOpen={isOpen}
      onClose={onClose}
      onClosed={onClosed}
      width={hasLines ? dialogWidths.lines : dialogWidths.form}
    >
      <DialogTitle className="mb-5 text-lg font-semibold text-foreground">
        {title ?? uiTexts.dialogs.createTitle(entity.labels.singular)}
      </DialogTitle>
      <EntityForm
        entity={entity}
        mode="create"
        fixedValues={fixedValues}
        onSaved={onSaved}
        onCancel={onClose}
        isFirstFieldFocused
        isFailureShownInForm
      />
    </ModalDialog>
  );
}
