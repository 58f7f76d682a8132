import { useController } from 'react-hook-form';
import { controlClass, type WidgetProps } from '../../../engine/react';
import { doseFormTexts } from '../texts';
import type { HistoricalVaccines } from './useHistoricalVaccines';

const texts = doseFormTexts.historical;

/**
 * The vaccine of a dose given elsewhere ('Vacuna'), a select of the vaccines the user may name
 * (see `useHistoricalVaccines`); the form holds the chosen vaccine's id as a number.
 */
export const HistoricalVaccineSelect = ({
  field,
  form,
  a11y,
  vaccines,
}: WidgetProps & { vaccines: HistoricalVaccines }) => {
  const { field: control } = useController({ name: field.name, control: form.control });
  const { options, isLoading, hasFailed } = vaccines;
  return (
    <>
      <select
        {...a11y}
        ref={control.ref}
        name={control.name}
        value={typeof control.value === 'number' ? String(control.value) : ''}
        onChange={(event) => control.onChange(event.target.value === '' ? undefined : Number(event.target.value))}
        onBlur={control.onBlur}
        disabled={isLoading}
        aria-busy={isLoading}
        className={controlClass}
      >
        <option value="">{isLoading ? texts.loadingVaccines : texts.chooseVaccine}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hasFailed && <p className="text-xs text-error">{texts.vaccinesFailed}</p>}
    </>
  );
};
