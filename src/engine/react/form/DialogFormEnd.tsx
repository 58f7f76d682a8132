import { busyClass, buttonClass } from '../styles';

export type DialogFormEndProps = {
  /** Why the last send failed, in Spanish; empty while there is nothing to say. */
  failure?: string;
  isSending: boolean;
  cancelLabel: string;
  /** The submit button's text, and while the form is on its way. */
  submitLabel: string;
  sendingLabel: string;
  isDestructive?: boolean;
  onCancel: () => void;
};

/**
 * The end of a dialog's form: the failure's live region (in the accessibility tree from the
 * start, so its text is announced when it arrives), then Cancel and the submit button, busy
 * while the form is on its way.
 *
 * @example
 * <DialogFormEnd failure={failure} isSending={isSaving} cancelLabel="Cancelar" submitLabel="Acceder" sendingLabel="Enviando..." onCancel={close} />
 */
export function DialogFormEnd({
  failure,
  isSending,
  cancelLabel,
  submitLabel,
  sendingLabel,
  isDestructive = false,
  onCancel,
}: DialogFormEndProps) {
  return (
    <>
      <p role="alert" className={failure ? 'text-sm font-medium text-error' : 'sr-only'}>
        {failure}
      </p>
      <div className="flex flex-wrap justify-end gap-3 border-t border-border pt-4">
        <button type="button" className={buttonClass.secondary} onClick={onCancel}>
          {cancelLabel}
        </button>
        <button
          type="submit"
          className={`${isDestructive ? buttonClass.danger : buttonClass.primary} ${busyClass}`}
          aria-disabled={isSending}
        >
          {isSending ? sendingLabel : submitLabel}
        </button>
      </div>
    </>
  );
}
