import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { FormValues } from '../../engine';
import { today } from '../../engine';
import { ageOn } from './age';

/**
 * Fills the age when the user enters a birth date; the age stays editable afterwards.
 *
 * @example
 * useAgeFromBirthDate(form); // typing 20/05/2000 in dateOfBirth (held as 2000-05-20) sets age to '26'
 */
export const useAgeFromBirthDate = (
  form: UseFormReturn<FormValues>,
  { birthDate = 'dateOfBirth', age = 'age' }: { birthDate?: string; age?: string } = {},
) => {
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      if (name !== birthDate) return;
      const years = ageOn(String(values[birthDate] ?? ''), today());
      if (years === null) return;
      form.setValue(age, String(years), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    });
    return () => subscription.unsubscribe();
  }, [form, birthDate, age]);
};
