import { type ReactNode, useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { AnyEntity } from '../../contract/entity';
import type { FormValues } from '../../contract/form-fields';
import { FieldControl, type WidgetProps } from '../fields/FieldControl';
import { LinesField } from '../fields/LinesField';
import { ReadOnlyField } from '../fields/ReadOnlyField';
import type { FormFieldState, ReadOnlyFieldState } from './useEntityForm';

export type FormFieldsProps = {
  fields: readonly FormFieldState[];
  form: UseFormReturn<FormValues>;
  /** Controls drawn instead of the widget of a field's kind, by field name (a search box for a reference). */
  controls?: Readonly<Record<string, (props: WidgetProps) => ReactNode>>;
  /** Fields that span both columns of the grid, besides textareas. */
  wideFields?: ReadonlySet<string>;
  /** Fields shown after the others and never edited (who recorded the row). */
  readOnlyFields?: readonly ReadOnlyFieldState[];
  /** The entity whose form it is: a lines field fills its lines from its routes. */
  entity?: AnyEntity;
};

/**
 * The fields of a generated form in a two-column grid (one column on small screens); a lines
 * field spans both, its lines one under the other.
 *
 * @example
 * <FormFields fields={fields} form={form} controls={{ patientId: patientSearch }} wideFields={new Set(['patientId'])} />
 */
export function FormFields({ fields, form, controls = {}, wideFields, readOnlyFields = [], entity }: FormFieldsProps) {
  const idPrefix = useId();
  return (
    <div className="grid grid-cols-1 gap-x-6 gap-y-5 sm:grid-cols-2">
      {fields.map(({ field, isRequired, initialOption }) =>
        field.kind === 'lines' ? (
          <LinesField key={field.name} field={field} form={form} idPrefix={idPrefix} entity={entity} />
        ) : (
          <FieldControl
            key={field.name}
            field={field}
            isRequired={isRequired}
            form={form}
            idPrefix={idPrefix}
            render={controls[field.name]}
            isWide={wideFields?.has(field.name) || undefined}
            initialOption={initialOption}
            entity={entity}
          />
        ),
      )}
      {readOnlyFields.map(({ field, text }) => (
        <ReadOnlyField key={field.name} field={field} text={text} idPrefix={idPrefix} />
      ))}
    </div>
  );
}
