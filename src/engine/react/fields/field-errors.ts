import { get, type UseFormReturn } from 'react-hook-form';
import type { FormValues } from '../../contract/form-fields';

/**
 * The message of a field's error, its name a path (`lines.0.vials`, a line's field) or a field of
 * the form; a list's own message (an array's) where its lines' are not.
 *
 * @example
 * errorMessageOf(form, 'lines.0.vials') // 'Los viales deben ser un número entero mayor que 0'
 */
export const errorMessageOf = (form: UseFormReturn<FormValues>, name: string): string | undefined => {
  const error: unknown = get(form.formState.errors, name);
  if (typeof error !== 'object' || error === null) return undefined;
  const { message, root } = error as { message?: unknown; root?: { message?: unknown } };
  if (typeof message === 'string') return message;
  return typeof root?.message === 'string' ? root.message : undefined;
};
