import { useController } from 'react-hook-form';
import { failureMessage } from '../../failure';
import { uiTexts } from '../../ui-texts';
import { controlClass } from '../styles';
import type { WidgetProps } from './FieldControl';
import { useReferenceOptions } from './useReferenceOptions';

/** A select of the target entity's rows; the form holds the chosen row's id as a number. */
export function ReferenceSelect({ field, form, a11y }: WidgetProps) {
  if (!field.reference) throw new Error(`Field ${field.name} has kind reference but no reference`);
  const { options, isLoading, error } = useReferenceOptions(field.reference);
  const { field: control } = useController({ name: field.name, control: form.control });
  return (
    <>
      <select
        {...a11y}
        ref={control.ref}
        name={control.name}
        value={isLoading || control.value === undefined || control.value === null ? '' : String(control.value)}
        onChange={(event) => control.onChange(event.target.value === '' ? undefined : Number(event.target.value))}
        onBlur={control.onBlur}
        disabled={isLoading}
        aria-busy={isLoading}
        className={controlClass}
      >
        <option value="">{isLoading ? uiTexts.form.loading : uiTexts.form.choose}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error !== null && <p className="text-xs text-muted">{failureMessage(error, uiTexts.failures.load)}</p>}
    </>
  );
}
