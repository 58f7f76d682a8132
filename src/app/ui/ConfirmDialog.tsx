import { Description, DialogTitle } from '@headlessui/react';
import { buttonClass, dialogWidths, ModalDialog } from '../../engine/react';

export type ConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  body: string;
  confirm: string;
  cancel: string;
  onCancel: () => void;
  onConfirm: () => void;
};

/**
 * A yes-or-no question before something that cannot be undone (discarding an entry, signing out
 * with entries unsent). The focus starts on the cancel button and stays inside; Escape cancels;
 * on closing the focus returns to where it was.
 *
 * @example
 * <ConfirmDialog isOpen title="Descartar el registro" body="..." confirm="Descartar" cancel="Cancelar" onCancel={close} onConfirm={discard} />
 */
export const ConfirmDialog = ({ isOpen, title, body, confirm, cancel, onCancel, onConfirm }: ConfirmDialogProps) => (
  <ModalDialog isOpen={isOpen} onClose={onCancel} role="alertdialog" width={dialogWidths.question}>
    <DialogTitle className="text-lg font-semibold text-foreground">{title}</DialogTitle>
    <Description className="mt-3 text-sm text-foreground">{body}</Description>
    <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <button type="button" data-autofocus className={buttonClass.secondary} onClick={onCancel}>
        {cancel}
      </button>
      <button type="button" className={buttonClass.primary} onClick={onConfirm}>
        {confirm}
      </button>
    </div>
  </ModalDialog>
);
