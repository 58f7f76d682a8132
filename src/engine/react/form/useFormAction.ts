import { zodResolver } from '@hookform/resolvers/zod';
import { type BaseSyntheticEvent, useMemo } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import type { AnyEntity, EntityRow, FormAction } from '../../contract/entity';
import { defaultValuesOf, type FormValues } from '../../contract/form-fields';
import { isRequiredNow } from '../../contract/schema-shape';
import { failureMessage } from '../../failure';
import { uiTexts } from '../../ui-texts';
import { useEngine } from '../EngineProvider';
import { useWriteMutation } from '../useWriteMutation';
import { showServerFieldErrors } from './server-field-errors';
import type { FormFieldState } from './useEntityForm';

export type FormActionForm = {
  form: UseFormReturn<FormValues>;
  fields: readonly FormFieldState[];
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  isSending: boolean;
};

/**
 * The state and behaviour of a form action's dialog form: its fields, empty or as the action's
 * `initialValues` take them from the row, validated by the
 * action's schema with its messages; on submit the values go to the action's route as a
 * mutation (every list reloads after it), then the action's success message and `onDone` with
 * the server's answer. A refusal puts a 400's field messages on the fields and the server's
 * Spanish message (a 409's) in the form, and tells it in the message bar too.
 *
 * @example
 * const { form, fields, submit } = useFormAction({ entity: vaccineBatches, action: discard, row, onDone: close });
 */
export const useFormAction = ({
  entity,
  action,
  row,
  onDone,
}: {
  entity: AnyEntity;
  action: FormAction;
  row: EntityRow;
  onDone?: (answer: unknown) => void;
}): FormActionForm => {
  const { dataProvider, notify } = useEngine();
  const defaultValues = useMemo(
    () => ({ ...defaultValuesOf(action.fields), ...action.initialValues?.(row) }),
    [action, row],
  );
  const form = useForm<FormValues>({ resolver: zodResolver(action.schema), defaultValues });
  const send = useWriteMutation((values: FormValues) =>
    dataProvider.formAction(entity, { id: row.id, route: action.route, values }),
  );
  const values = form.watch();

  const submit = form.handleSubmit(async (payload) => {
    try {
      const answer = await send.mutateAsync(payload);
      notify.success(action.success);
      onDone?.(answer);
    } catch (error) {
      showServerFieldErrors(form, action.fields, error);
      const message = failureMessage(error, uiTexts.failures.save);
      // Also kept in the form: an open dialog makes the message bar unreachable (everything outside it is inert).
      form.setError('root.server', { type: 'server', message });
      notify.error(message);
    }
  });

  return {
    form,
    fields: action.fields.map((field) => ({ field, isRequired: isRequiredNow(action.schema, field.name, values) })),
    submit,
    isSending: form.formState.isSubmitting,
  };
};
