import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type PasswordChangeValues, passwordChangeSchema } from '../../domain/passwords';
import { ApiError } from '../../engine';
import { notify } from '../notify/notify';
import { requestPasswordChange } from './password-request';
import { passwordTexts } from './texts';

const fieldNames = ['currentPassword', 'newPassword', 'confirmation'] as const;
type FieldName = (typeof fieldNames)[number];
const isFieldName = (name: string): name is FieldName => fieldNames.some((field) => field === name);

const emptyValues: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmation: '' };

/**
 * The 'Cambiar contraseña' form: validated with the server's own schema; the server's field
 * errors (a wrong current password) land on their fields, with the focus on the first; a
 * change empties the form and says so in the message bar.
 */
export const usePasswordChange = () => {
  const form = useForm<PasswordChangeValues>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: emptyValues,
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await requestPasswordChange(values);
      form.reset(emptyValues);
      notify.success(passwordTexts.changed);
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? Object.entries(error.fieldErrors) : [];
      const onFields = fieldErrors.filter(([name]) => isFieldName(name));
      for (const [name, message] of onFields) {
        if (isFieldName(name)) form.setError(name, { message }, { shouldFocus: name === onFields[0]?.[0] });
      }
      if (onFields.length === 0) {
        notify.error(error instanceof ApiError && error.message ? error.message : passwordTexts.failed);
      }
    }
  });

  return { form, submit };
};
