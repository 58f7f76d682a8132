import { Description, DialogTitle } from '@headlessui/react';
import { buttonClass, dialogWidths, ModalDialog } from '../../../engine/react';
import { doseFormTexts } from '../texts';

export type DoseWarningDialogProps = {
  isOpen: boolean;
  /** Why the dose is off its schedule (kept while the dialog fades out). */
  warnings: readonly string[];
  onCancel: () => void;
  onConfirm: () => void;
};

const texts = doseFormTexts.confirm;

/**
 * Asks for an explicit confirmation of a dose off its schedule, showing why. The focus starts
 * on Cancelar, stays inside, Escape cancels, and on closing it returns to where it was (the
 * 'Registrar dosis' button).
 *
 * @example
 * <DoseWarningDialog isOpen warnings={['La dosis 2 se aplica antes de su fecha prevista (31/01/2026)']} onCancel={...} onConfirm={...} />
 */
export const DoseWarningDialog = ({ isOpen, warnings, onCancel, onConfirm }: DoseWarningDialogProps) => (
  <ModalDialog isOpen={isOpen} onClose={onCancel} role="alertdialog" width={dialogWidths.question}>
    <DialogTitle className="text-lg font-semibold text-foreground">{texts.title}</DialogTitle>
    <Description as="div" className="mt-3 flex flex-col gap-2 text-sm text-foreground">
      <p>{texts.intro}</p>
      <ul className="list-disc pl-5">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
      <p className="text-muted">{texts.question}</p>
    </Description>
    <div className="mt-6 flex justify-end gap-3">
      <button type="button" data-autofocus className={buttonClass.secondary} onClick={onCancel}>
        {texts.cancel}
      </button>
      <button type="button" className={buttonClass.primary} onClick={onConfirm}>
        {texts.confirm}
      </button>
    </div>
  </ModalDialog>
);
