import { Switch } from '@headlessui/react';
import { useController } from 'react-hook-form';
import { focusRing } from '../styles';
import type { WidgetProps } from './FieldControl';

/** A yes/no field as a Headless UI switch, labelled by the field's label. */
export function BooleanSwitch({ field, form, a11y }: WidgetProps) {
  const { field: control } = useController({ name: field.name, control: form.control });
  const isOn = control.value === true;
  return (
    <Switch
      {...a11y}
      ref={control.ref}
      checked={isOn}
      onChange={control.onChange}
      onBlur={control.onBlur}
      className={`group relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border border-input bg-surface-muted transition-colors data-checked:border-brand data-checked:bg-primary ${focusRing}`}
    >
      <span
        aria-hidden="true"
        className="inline-block size-4 translate-x-1 rounded-full bg-input shadow transition-transform group-data-checked:translate-x-6 group-data-checked:bg-white"
      />
    </Switch>
  );
}
