import { Description, DialogTitle } from '@headlessui/react';
import { uiTexts } from '../../ui-texts';
import { dialogWidths, ModalDialog } from '../ModalDialog';
import { busyClass, buttonClass } from '../styles';

export type ConfirmDeleteDialogProps = {
  singular: string;
  isOpen: boolean;
  isBusy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** Called once the dialog has faded out and left the page, to move the focus. */
  onClosed?: () => void;
};

/**
 * Asks before deleting: 'Eliminar <singular>', the question, Cancelar and Confirmar. The focus
 * starts on Cancelar, the safe choice; it stays inside, and Escape cancels. While busy the
 * buttons stay focusable (a disabled button drops the focus) but do nothing.
 * 500px wide, or 90% of the screen below 600px.
 *
 * @example
 * <ConfirmDeleteDialog singular="País" isOpen={target !== null} isBusy={isDeleting}
 *   onCancel={cancel} onConfirm={confirm} />
 */
export function ConfirmDeleteDialog({
  singular,
  isOpen,
  isBusy,
  onCancel,
  onConfirm,
  onClosed,
}: ConfirmDeleteDialogProps) {
  const ifIdle = (action: () => void) => () => {
    if (!isBusy) action();
  };
  return (
    <ModalDialog
      isOpen={isOpen}
      onClose={ifIdle(onCancel)}
      onClosed={onClosed}
      role="alertdialog"
      width={dialogWidths.question}
    >
      <DialogTitle className="text-lg font-semibold text-foreground">
        {uiTexts.dialogs.deleteTitle(singular)}
      </DialogTitle>
      <Description className="mt-3 text-sm text-muted">{uiTexts.dialogs.deleteQuestion}</Description>
      <div className="mt-6 flex justify-end gap-3">
        <button
          type="button"
          data-autofocus
          className={`${buttonClass.secondary} ${busyClass}`}
          onClick={ifIdle(onCancel)}
          aria-disabled={isBusy}
        >
          {uiTexts.dialogs.cancel}
        </button>
        <button
          type="button"
          className={`${buttonClass.danger} ${busyClass}`}
          onClick={ifIdle(onConfirm)}
          aria-disabled={isBusy}
          aria-busy={isBusy}
        >
          {uiTexts.dialogs.confirm}
        </button>
      </div>
    </ModalDialog>
  );
}
