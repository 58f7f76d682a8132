import { Switch } from '@headlessui/react';
import { type KeyboardEvent, useRef } from 'react';
import { useController } from 'react-hook-form';
import { focusRing } from '../styles';
import type { WidgetProps } from './FieldControl';

/**
 * A yes/no field as a Headless UI switch, labelled by the field's label. Enter on it submits its form, as
 * Headless UI does on the key's release, but only when the key also went down on it: the release of an Enter
 * pressed on a button that opened a dialog whose first field is this switch (the record 'Usar este paciente'
 * opens) does not submit the dialog's form the moment it appears.
 */
export function BooleanSwitch({ field, form, a11y }: WidgetProps) {
  const { field: control } = useController({ name: field.name, control: form.control });
  const isEnterDownHere = useRef(false);
  const isOn = control.value === true;
  return (
    <Switch
      {...a11y}
      ref={control.ref}
      checked={isOn}
      onChange={control.onChange}
      onBlur={() => {
        isEnterDownHere.current = false;
        control.onBlur();
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Enter') isEnterDownHere.current = true;
      }}
      // Runs before Headless UI's own handler, which a prevented event skips.
      onKeyUp={(event: KeyboardEvent) => {
        if (event.key !== 'Enter') return;
        if (!isEnterDownHere.current) event.preventDefault();
        isEnterDownHere.current = false;
      }}
      className={`group relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border border-input bg-surface-muted transition-colors data-checked:border-brand data-checked:bg-primary ${focusRing}`}
    >
      <span
        aria-hidden="true"
        className="inline-block size-4 translate-x-1 rounded-full bg-input shadow transition-transform group-data-checked:translate-x-6 group-data-checked:bg-white"
      />
    </Switch>
  );
}
