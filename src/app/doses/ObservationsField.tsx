import { useWatch } from 'react-hook-form';
import type { WidgetProps } from '../../engine/react';
import { controlClass } from '../../engine/react';
import { doseFormTexts } from './texts';

/** The observations textarea with a character counter that turns red past the limit. */
export const ObservationsField = ({ field, form, a11y, max }: WidgetProps & { max: number }) => {
  const value = useWatch({ control: form.control, name: field.name });
  const count = typeof value === 'string' ? value.length : 0;
  const counterId = `${a11y.id}-count`;
  return (
    <>
      <textarea
        {...form.register(field.name)}
        {...a11y}
        aria-describedby={[a11y['aria-describedby'], counterId].filter(Boolean).join(' ')}
        rows={4}
        className={`${controlClass} resize-y`}
      />
      <p id={counterId} className={`text-right text-xs ${count > max ? 'text-error' : 'text-muted'}`}>
        {doseFormTexts.characterCount(count, max)}
      </p>
    </>
  );
};
