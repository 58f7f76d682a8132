import { Dialog, DialogBackdrop, DialogPanel, Transition } from '@headlessui/react';
import type { ReactNode } from 'react';
import { dialogPanelClass, panelTransition } from './styles';

/** The panel's widths most dialogs take: a question's, and a form's. */
export const dialogWidths = {
  question: 'w-[90%] min-[600px]:w-[500px]',
  form: 'w-full max-w-[600px]',
  /** A form with lines (a transfer's batches): room for a line's fields side by side. */
  lines: 'w-full max-w-[760px]',
} as const;

export type ModalDialogProps = {
  isOpen: boolean;
  /** Escape, a click on the backdrop. */
  onClose: () => void;
  /** Called once the dialog has faded out and left the page, to move the focus. */
  onClosed?: () => void;
  /** 'alertdialog' for a question that interrupts (a delete, a warning). */
  role?: 'dialog' | 'alertdialog';
  /** The panel's width classes: one of {@link dialogWidths}, or a dialog's own. */
  width: string;
  /** The panel's content: a `DialogTitle` first, which names the dialog. */
  children: ReactNode;
};

/**
 * Every modal dialog's frame (Headless UI): a dimmed backdrop that fades, the panel centred on the
 * screen, scrolling within 90% of its height, that fades and grows in. The focus stays inside, goes to
 * the element marked `data-autofocus` (or the first focusable), and back where it was on close.
 *
 * @example
 * <ModalDialog isOpen={isOpen} onClose={cancel} role="alertdialog" width={dialogWidths.question}>
 *   <DialogTitle>¿Salir?</DialogTitle>
 * </ModalDialog>
 */
export function ModalDialog({ isOpen, onClose, onClosed, role = 'dialog', width, children }: ModalDialogProps) {
  return (
    <Transition show={isOpen} afterLeave={onClosed}>
      <Dialog onClose={onClose} className="relative z-50" role={role}>
        <DialogBackdrop
          transition
          className="fixed inset-0 bg-black/40 transition-opacity duration-200 ease-out data-closed:opacity-0"
        />
        <div className="fixed inset-0 flex items-center justify-center p-4">
          <DialogPanel transition className={`${dialogPanelClass} ${panelTransition} ${width}`}>
            {children}
          </DialogPanel>
        </div>
      </Dialog>
    </Transition>
  );
}
