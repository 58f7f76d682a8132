import { zodResolver } from '@hookform/resolvers/zod';
import { type BaseSyntheticEvent, useCallback, useEffect, useMemo, useRef } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import type { AnyEntity, EntityRow, FieldConfig } from '../../contract/entity';
import {
  defaultValuesOf,
  emptyValueOf,
  type FormValues,
  focusNameOf,
  formFieldsOf,
  initialOptionOf,
  isFieldVisible,
  readOnlyFieldsOf,
  readOnlyText,
  valuesFromRow,
} from '../../contract/form-fields';
import { messagesFor } from '../../contract/labels';
import type { ReferenceOption } from '../../contract/reference-options';
import { isRequiredNow, objectSchemaOf } from '../../contract/schema-shape';
import { isRolledBack, type WriteResult } from '../../data-provider';
import { failureMessage } from '../../failure';
import { notifyWriteResult } from '../../notify';
import { type FailureTexts, uiTexts } from '../../ui-texts';
import { useEngine } from '../EngineProvider';
import { useWriteMutation } from '../useWriteMutation';
import { showServerFieldErrors } from './server-field-errors';
import { useIdempotencyKey } from './useIdempotencyKey';
import { type SimilarRowsState, useSimilarCheck } from './useSimilarCheck';

/** What every form may tune: the failure toast's words, and a hook into a failed save. */
type CommonFormOptions = {
  entity: AnyEntity;
  /** The error toast's prefix and fallback; 'Algo salió mal al guardar' by default. */
  failure?: FailureTexts;
  onFailed?: (error: unknown) => void;
};

export type EntityFormOptions = CommonFormOptions &
  (
    | {
        mode: 'create';
        /** Starting values over the empty ones, such as a preselected reference. Memoise it. */
        defaults?: Readonly<FormValues>;
        /**
         * Values the record takes without a field to change them (its parent: a patient's
         * observation added on the patient's card): their fields are not shown, their values sent. Memoise it.
         */
        fixedValues?: Readonly<FormValues>;
        onSaved?: (row: EntityRow) => void;
        /** After a save, focus the emptied form's first field, ready for the next record (the Agregar form). */
        refocusesAfterCreate?: boolean;
        /**
         * With an entity that has a `similar` check: before saving, the form asks for rows that
         * may be this one and offers them (`similar` in its state); this runs when one is chosen.
         */
        onUseSimilar?: (row: EntityRow) => void;
      }
    | { mode: 'edit'; row: EntityRow; onSaved?: (result: WriteResult) => void }
  );

export type FormFieldState = {
  field: FieldConfig;
  isRequired: boolean;
  /** In edit mode, a reference's current value labelled from the row, so its search box shows it. */
  initialOption?: ReferenceOption;
};

/** A field the form shows but never edits nor sends, with the text it shows. */
export type ReadOnlyFieldState = { field: FieldConfig; text: string };

export type EntityForm = {
  form: UseFormReturn<FormValues>;
  /** The fields shown now, in order, after `showWhen` / `hideWhen`. */
  fields: readonly FormFieldState[];
  /** In edit mode, the fields only the server sets (who recorded the row), shown read-only. */
  readOnlyFields: readonly ReadOnlyFieldState[];
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  isSaving: boolean;
  /** Puts the focus on the first field shown. */
  focusFirstField: () => void;
  /** The rows that may already be this record, held before a create (see `onUseSimilar`); null when none. */
  similar: SimilarRowsState | null;
};

/**
 * The state and behaviour of an entity form: fields from the config that the mode's schema
 * accepts (and in edit mode, read-only, the fields only the server sets), zod validation with the config's messages, live show/hide (a field that becomes
 * hidden is cleared), and saving through the data provider as a mutation (every list reloads
 * after it) with its notifications; a 400's field messages land on the fields. After a create
 * the form is emptied (and with `refocusesAfterCreate`, its first field takes the focus).
 *
 * @example
 * const { form, fields, submit, isSaving } = useEntityForm({ entity: countries, mode: 'create' });
 */
export const useEntityForm = (options: EntityFormOptions): EntityForm => {
  const { entity } = options;
  const { dataProvider, notify } = useEngine();
  const schema = options.mode === 'create' ? entity.schemas.create : entity.schemas.edit;
  const row = options.mode === 'edit' ? options.row : undefined;
  const defaults = options.mode === 'create' ? options.defaults : undefined;
  const fixedValues = options.mode === 'create' ? options.fixedValues : undefined;
  const allFields = useMemo(
    () => formFieldsOf(entity, schema).filter((field) => fixedValues?.[field.name] === undefined),
    [entity, schema, fixedValues],
  );
  const readOnlyFields = useMemo(
    () => (row ? readOnlyFieldsOf(entity).map((field) => ({ field, text: readOnlyText(field, row) })) : []),
    [entity, row],
  );
  const initialOptions = useMemo(
    () => new Map(row ? allFields.map((field) => [field.name, initialOptionOf(field, row)]) : []),
    [allFields, row],
  );
  const idempotency = useIdempotencyKey();
  const save = useWriteMutation((payload: FormValues) =>
    options.mode === 'create'
      ? dataProvider.create(entity, payload, { idempotencyKey: idempotency.keyFor(payload) })
      : dataProvider.update(entity, options.row.id, payload),
  );
  const initialValues = useMemo(
    () => (row ? valuesFromRow(allFields, row) : { ...defaultValuesOf(allFields), ...defaults, ...fixedValues }),
    [allFields, row, defaults, fixedValues],
  );
  const form = useForm<FormValues>({
    resolver: zodResolver(objectSchemaOf(schema)),
    defaultValues: initialValues,
  });

  const values = form.watch();
  const shownFields = allFields.filter((field) => isFieldVisible(field, values));
  useClearHiddenFields(form, allFields, shownFields);
  const focusFirstField = useCallback(
    (shownValues: FormValues = form.getValues()) => {
      const first = allFields.find((field) => isFieldVisible(field, shownValues));
      if (first) form.setFocus(focusNameOf(first));
    },
    [allFields, form],
  );

  const similar = useSimilarCheck({
    entity,
    onUse: options.mode === 'create' ? options.onUseSimilar : undefined,
  });

  const submit = form.handleSubmit(async (payload) => {
    const messages = messagesFor(entity.labels);
    try {
      if (options.mode === 'create') {
        if (await similar.holds(payload)) return;
        const created = (await save.mutateAsync(payload)) as EntityRow;
        idempotency.saved();
        notify.success(messages.created);
        // Before the reset, which unregisters the fields until they render again.
        if (options.refocusesAfterCreate) focusFirstField(initialValues);
        form.reset(initialValues);
        options.onSaved?.(created);
        return;
      }
      const result = await save.mutateAsync(payload);
      const rolledBack = isRolledBack(result) && result.message ? result.message : uiTexts.rolledBack.update;
      notifyWriteResult(notify, result, { success: messages.updated, rolledBack });
      options.onSaved?.(result);
    } catch (error) {
      showServerFieldErrors(form, allFields, error);
      const message = failureMessage(error, options.failure ?? uiTexts.failures.save);
      // Also kept in the form: an open dialog makes the message bar unreachable (everything outside it is inert).
      form.setError('root.server', { type: 'server', message });
      notify.error(message);
      options.onFailed?.(error);
    }
  });

  return {
    form,
    fields: shownFields.map((field) => ({
      field,
      isRequired: isRequiredNow(schema, field.name, values),
      initialOption: initialOptions.get(field.name),
    })),
    readOnlyFields,
    submit,
    isSaving: form.formState.isSubmitting,
    focusFirstField,
    similar: similar.state({
      values,
      resubmit: () => void submit(),
      reset: () => form.reset(initialValues),
    }),
  };
};

/** Clears a field when it goes from shown to hidden, so no stale value is sent. */
const useClearHiddenFields = (
  form: UseFormReturn<FormValues>,
  allFields: readonly FieldConfig[],
  shownFields: readonly FieldConfig[],
) => {
  const shownKey = shownFields.map((field) => field.name).join('|');
  const previouslyShown = useRef(new Set(shownFields.map((field) => field.name)));
  useEffect(() => {
    const shown = new Set(shownKey.split('|'));
    for (const field of allFields) {
      if (previouslyShown.current.has(field.name) && !shown.has(field.name)) {
        form.setValue(field.name, emptyValueOf(field));
        form.clearErrors(field.name);
      }
    }
    previouslyShown.current = shown;
  }, [form, allFields, shownKey]);
};
