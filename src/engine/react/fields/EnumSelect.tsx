import { useController } from 'react-hook-form';
import { uiTexts } from '../../ui-texts';
import { controlClass } from '../styles';
import type { WidgetProps } from './FieldControl';

/** A select of the field's options; the form holds the option's own value (number or text). */
export function EnumSelect({ field, form, a11y }: WidgetProps) {
  const { field: control } = useController({ name: field.name, control: form.control });
  const options = field.options ?? [];
  return (
    <select
      {...a11y}
      ref={control.ref}
      name={control.name}
      value={control.value === undefined || control.value === null ? '' : String(control.value)}
      onChange={(event) =>
        control.onChange(options.find((option) => String(option.value) === event.target.value)?.value)
      }
      onBlur={control.onBlur}
      className={controlClass}
    >
      <option value="">{uiTexts.form.choose}</option>
      {options.map((option) => (
        <option key={String(option.value)} value={String(option.value)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
