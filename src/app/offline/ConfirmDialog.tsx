import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle, Transition } from '@headlessui/react';
import { buttonClass, dialogPanelClass, panelTransition } from '../../engine/react';

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
  <Transition show={isOpen}>
    <Dialog onClose={onCancel} className="relative z-50" role="alertdialog">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-black/40 transition-opacity duration-200 ease-out data-closed:opacity-0"
      />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel transition className={`${dialogPanelClass} ${panelTransition} w-[90%] min-[600px]:w-[500px]`}>
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
        </DialogPanel>
      </div>
    </Dialog>
  </Transition>
);
