import type { FieldKind } from '../../contract/entity';
import { controlClass } from '../styles';
import type { WidgetProps } from './FieldControl';

const inputTypes: Partial<Record<FieldKind, string>> = {
  text: 'text',
  email: 'email',
  phone: 'tel',
  number: 'number',
  datetime: 'datetime-local',
  password: 'password',
};

const autoCompletes: Partial<Record<FieldKind, string>> = { email: 'email', phone: 'tel', password: 'new-password' };

// Emptied, a number is null: an edit sends it, so an optional number (a maximum age) can be cleared.
const asNumber = (value: unknown): unknown => (value === '' || value === null ? null : Number(value));

/** The native input of a text-like kind; a number field holds a number, or null when emptied. */
export function NativeInput({ field, form, a11y }: WidgetProps) {
  if (field.kind === 'textarea') {
    return (
      <textarea
        {...form.register(field.name)}
        {...a11y}
        rows={4}
        placeholder={field.placeholder}
        className={`${controlClass} resize-y`}
      />
    );
  }
  const isNumber = field.kind === 'number';
  return (
    <input
      {...form.register(field.name, isNumber ? { setValueAs: asNumber } : {})}
      {...a11y}
      type={inputTypes[field.kind] ?? 'text'}
      inputMode={field.kind === 'phone' ? 'numeric' : isNumber ? 'decimal' : undefined}
      autoComplete={autoCompletes[field.kind]}
      placeholder={field.placeholder}
      className={controlClass}
    />
  );
}
