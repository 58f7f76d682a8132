import type { UseFormReturn } from 'react-hook-form';
import type { FieldConfig } from '../../contract/entity';
import type { FormValues } from '../../contract/form-fields';
import { ApiError } from '../../data-provider';

/**
 * Puts a refused write's field messages (a 400's `fieldErrors`) on the form's fields it shows;
 * messages for other keys are left to the form's own failure line.
 *
 * @example
 * showServerFieldErrors(form, fields, new ApiError({ status: 400, message, fieldErrors: { quantity: 'La cantidad es requerida' } }))
 */
export const showServerFieldErrors = (
  form: UseFormReturn<FormValues>,
  fields: readonly FieldConfig[],
  error: unknown,
) => {
  if (!(error instanceof ApiError)) return;
  const names = new Set(fields.map((field) => field.name));
  for (const [name, message] of Object.entries(error.fieldErrors)) {
    if (names.has(name)) form.setError(name, { type: 'server', message });
  }
};
