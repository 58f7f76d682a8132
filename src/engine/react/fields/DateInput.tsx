import { useController } from 'react-hook-form';
import { uiTexts } from '../../ui-texts';
import { controlClass } from '../styles';
import type { WidgetProps } from './FieldControl';
import { useDateText } from './useDateText';

/**
 * A date typed day first (dd/mm/aaaa) whatever the browser's locale, with the format shown
 * under it and read with the field; the form holds the date as YYYY-MM-DD, or the text as
 * typed when it is no date, so the schema answers with its own message.
 *
 * @example
 * <FieldControl field={{ name: 'dateOfBirth', label: 'Fecha de nacimiento', kind: 'date' }} ... />
 */
export function DateInput({ field, form, a11y }: WidgetProps) {
  const { field: control } = useController({ name: field.name, control: form.control });
  const date = useDateText(control.value, control.onChange);
  const hintId = `${a11y.id}-format`;
  return (
    <>
      <input
        {...a11y}
        aria-describedby={[hintId, a11y['aria-describedby']].filter(Boolean).join(' ')}
        ref={control.ref}
        name={control.name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={uiTexts.dates.placeholder}
        value={date.text}
        onChange={(event) => date.change(event.target.value)}
        onBlur={() => {
          date.tidy();
          control.onBlur();
        }}
        className={controlClass}
      />
      <p id={hintId} className="text-xs text-muted">
        {uiTexts.dates.hint}
      </p>
    </>
  );
}
