import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { AnyEntity, FieldConfig } from '../../contract/entity';
import type { FormValues } from '../../contract/form-fields';
import type { ReferenceOption } from '../../contract/reference-options';
import { useEngine } from '../EngineProvider';
import { BooleanSwitch } from './BooleanSwitch';
import { DateInput } from './DateInput';
import { EnumSelect } from './EnumSelect';
import { FieldShell } from './FieldShell';
import { errorMessageOf } from './field-errors';
import { NativeInput } from './NativeInput';
import { ReferenceSearch } from './ReferenceSearch';
import { ReferenceSelect } from './ReferenceSelect';

/** The accessibility attributes every widget puts on its control. */
export type ControlA11y = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': boolean;
};

export type WidgetProps = {
  field: FieldConfig;
  form: UseFormReturn<FormValues>;
  a11y: ControlA11y;
  /** A reference's starting value with its label (from the edited row), so no list loads to show it. */
  initialOption?: ReferenceOption;
  /** The entity whose form it is: a lines field fills its lines from the entity's routes. */
  entity?: AnyEntity;
};

type FieldControlProps = {
  field: FieldConfig;
  isRequired: boolean;
  form: UseFormReturn<FormValues>;
  idPrefix: string;
  /** Draws the control instead of the widget of the field's kind (a search box for a reference). */
  render?: (props: WidgetProps) => ReactNode;
  /** Spans both columns of the form grid; by default only a textarea does. */
  isWide?: boolean;
  initialOption?: ReferenceOption;
  entity?: AnyEntity;
};

/**
 * One form field: the widget of its kind (or `render`'s control) inside its labelled frame.
 *
 * @example
 * <FieldControl field={field} isRequired form={form} idPrefix={id}
 *   render={(props) => <ReferenceSearch {...props} />} />
 */
export function FieldControl(props: FieldControlProps) {
  const { field, isRequired, form, idPrefix, render, isWide, initialOption, entity } = props;
  const controlId = `${idPrefix}-${field.name.replaceAll('.', '-')}`;
  const errorId = `${controlId}-error`;
  const error = errorMessageOf(form, field.name);
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
      isWide={isWide ?? field.kind === 'textarea'}
    >
      {render ? (
        render({ field, form, a11y, initialOption, entity })
      ) : (
        <Widget field={field} form={form} a11y={a11y} initialOption={initialOption} entity={entity} />
      )}
    </FieldShell>
  );
}

function Widget(props: WidgetProps) {
  const { widgets } = useEngine();
  if (props.field.widget) {
    const widget = widgets[props.field.widget];
    if (!widget)
      throw new Error(`Field ${props.field.name} names the widget ${props.field.widget}, which the app does not give`);
    return widget(props);
  }
  switch (props.field.kind) {
    case 'boolean':
      return <BooleanSwitch {...props} />;
    case 'reference':
      return props.field.reference?.choose === 'search' ? (
        <ReferenceSearch {...props} />
      ) : (
        <ReferenceSelect {...props} />
      );
    case 'enum':
      return <EnumSelect {...props} />;
    case 'date':
      return <DateInput {...props} />;
    default:
      return <NativeInput {...props} />;
  }
}
