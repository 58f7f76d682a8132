import type { UseFormReturn } from 'react-hook-form';
import type { FieldConfig } from '../../entity';
import type { FormValues } from '../../form-fields';
import { BooleanSwitch } from './BooleanSwitch';
import { EnumSelect } from './EnumSelect';
import { FieldShell } from './FieldShell';
import { NativeInput } from './NativeInput';
import { ReferenceSelect } from './ReferenceSelect';

/** The accessibility attributes every widget puts on its control. */
export type ControlA11y = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': boolean;
};

export type WidgetProps = { field: FieldConfig; form: UseFormReturn<FormValues>; a11y: ControlA11y };

type FieldControlProps = { field: FieldConfig; isRequired: boolean; form: UseFormReturn<FormValues>; idPrefix: string };

/** One form field: the widget of its kind inside its labelled frame. */
export function FieldControl({ field, isRequired, form, idPrefix }: FieldControlProps) {
  const controlId = `${idPrefix}-${field.name}`;
  const errorId = `${controlId}-error`;
  const message = form.formState.errors[field.name]?.message;
  const error = typeof message === 'string' ? message : undefined;
  const a11y: ControlA11y = {
    id: controlId,
    'aria-invalid': error !== undefined,
    'aria-describedby': error === undefined ? undefined : errorId,
    'aria-required': isRequired,
  };
  return (
    <FieldShell
      controlId={controlId}
      errorId={errorId}
      label={field.label}
      isRequired={isRequired}
      error={error}
      isWide={field.kind === 'textarea'}
    >
      <Widget field={field} form={form} a11y={a11y} />
    </FieldShell>
  );
}

function Widget(props: WidgetProps) {
  switch (props.field.kind) {
    case 'boolean':
      return <BooleanSwitch {...props} />;
    case 'reference':
      return <ReferenceSelect {...props} />;
    case 'enum':
      return <EnumSelect {...props} />;
    default:
      return <NativeInput {...props} />;
  }
}
