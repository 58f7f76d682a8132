import { type FormEvent, type ReactNode, useEffect } from 'react';
import { uiTexts } from '../../ui-texts';
import { busyClass, buttonClass } from '../styles';
import { FormFields } from './FormFields';
import { SimilarRowsNotice } from './SimilarRowsNotice';
import { type EntityFormOptions, useEntityForm } from './useEntityForm';

export type EntityFormProps = EntityFormOptions & {
  /** Shown as a Cancelar button next to Guardar (the edit dialog). */
  onCancel?: () => void;
  /** Extra controls between the fields and the buttons (the batch status toggle). */
  extras?: ReactNode;
  /** The first field takes the focus when the form appears (the edit dialog's form). */
  isFirstFieldFocused?: boolean;
  /**
   * A failed save is also told inside the form, in an alert region: a modal dialog makes the
   * message bar outside it unreachable and silent.
   */
  isFailureShownInForm?: boolean;
};

/**
 * The register or edit form of an entity, generated from its config. While it saves, Guardar
 * keeps the focus (a disabled button would drop it to the page) but sends nothing twice; after
 * a create, the focus goes to the emptied form's first field. Given `onUseSimilar`, a create of
 * an entity with a `similar` check first shows the rows that may be the same record.
 *
 * @example
 * <EntityForm entity={countries} mode="create" />
 * <EntityForm entity={countries} mode="edit" row={row} onSaved={close} onCancel={close} />
 */
export function EntityForm({
  onCancel,
  extras,
  isFirstFieldFocused = false,
  isFailureShownInForm = false,
  ...options
}: EntityFormProps) {
  const { form, fields, readOnlyFields, submit, isSaving, focusFirstField, similar } = useEntityForm(
    options.mode === 'create' ? { refocusesAfterCreate: true, ...options } : options,
  );
  const failure = form.formState.errors.root?.server?.message;
  useEffect(() => {
    // Before Headless UI's dialog sets its initial focus, which keeps a focus already inside.
    if (isFirstFieldFocused) focusFirstField();
  }, [isFirstFieldFocused, focusFirstField]);
  return (
    <form noValidate onSubmit={isSaving ? ignore : submit} className="flex flex-col gap-6" aria-busy={isSaving}>
      <FormFields fields={fields} form={form} readOnlyFields={readOnlyFields} entity={options.entity} />
      {extras}
      {similar && <SimilarRowsNotice similar={similar} />}
      {isFailureShownInForm && (
        // In the accessibility tree from the start, so its text is announced when it arrives.
        <p role="alert" className={failure ? 'text-sm font-medium text-error' : 'sr-only'}>
          {failure}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3 border-t border-border pt-4">
        {onCancel && (
          <button type="button" className={buttonClass.secondary} onClick={onCancel}>
            {uiTexts.form.cancel}
          </button>
        )}
        <button type="submit" className={`${buttonClass.primary} ${busyClass}`} aria-disabled={isSaving}>
          {isSaving ? uiTexts.form.saving : uiTexts.form.save}
        </button>
      </div>
    </form>
  );
}

const ignore = (event: FormEvent) => event.preventDefault();
