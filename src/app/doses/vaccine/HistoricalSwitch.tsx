import { Description, Field, Label, Switch } from '@headlessui/react';
import { type UseFormReturn, useController } from 'react-hook-form';
import type { FormValues } from '../../../engine';
import { focusRing } from '../../../engine/react';
import { doseFormTexts } from '../texts';

const texts = doseFormTexts.historical;

/**
 * The dose form's mode 'Registrar dosis anterior': on, the dose is one given elsewhere and copied
 * from a paper card (the form's `isHistorical`), named by its vaccine and date instead of a lot.
 */
export const HistoricalSwitch = ({
  form,
  onToggle,
}: {
  form: UseFormReturn<FormValues>;
  onToggle: (isHistorical: boolean) => void;
}) => {
  const { field } = useController({ name: 'isHistorical', control: form.control });
  return (
    <Field className="flex items-start gap-3 rounded-xl border border-border bg-surface-muted p-4">
      <Switch
        ref={field.ref}
        checked={field.value === true}
        onChange={(isOn) => {
          field.onChange(isOn);
          onToggle(isOn);
        }}
        onBlur={field.onBlur}
        className={`group relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border border-input bg-surface transition-colors data-checked:border-brand data-checked:bg-primary ${focusRing}`}
      >
        <span
          aria-hidden="true"
          className="inline-block size-4 translate-x-1 rounded-full bg-input shadow transition-transform group-data-checked:translate-x-6 group-data-checked:bg-white"
        />
      </Switch>
      <div className="flex flex-col gap-1">
        <Label className="cursor-pointer text-sm font-semibold text-foreground">{texts.mode}</Label>
        <Description className="text-sm text-muted">{texts.modeHint}</Description>
      </div>
    </Field>
  );
};
