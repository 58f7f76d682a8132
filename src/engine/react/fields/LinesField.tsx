import { mdiContentCopy, mdiDeleteOutline, mdiPlus } from '@mdi/js';
import { type Control, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { formatValue } from '../../cell-format';
import type { AnyEntity, FieldConfig } from '../../contract/entity';
import { defaultValuesOf, type FormValues } from '../../contract/form-fields';
import { uiTexts } from '../../ui-texts';
import { Icon } from '../Icon';
import { buttonClass } from '../styles';
import { FieldControl } from './FieldControl';
import { errorMessageOf } from './field-errors';
import { useLinesFill } from './useLinesFill';

type Line = Record<string, unknown>;

export type LinesFieldProps = {
  field: FieldConfig;
  form: UseFormReturn<FormValues>;
  idPrefix: string;
  entity?: AnyEntity;
};

/**
 * A lines field (`kind: 'lines'`): its lines in a group named by its label, each line a group of
 * its own titled by its `title` value ('LT-001 · SRP'), else its number ('Línea 2'), with its details
 * ('Enviados: 20') and its fields (all required), then 'Duplicar línea' and 'Quitar línea', named
 * with the line; under them 'Agregar línea', and the list's own error ('El envío debe tener al
 * menos una línea'). Lines the config fills from a route come in when the form holds their params.
 *
 * @example
 * <LinesField field={linesField} form={form} idPrefix={id} entity={stockTransfers} />
 */
export function LinesField({ field, form, idPrefix, entity }: LinesFieldProps) {
  const config = field.lines;
  if (!config) throw new Error(`Field ${field.name} has no lines' fields`);
  // The form's values are any field's; a lines field's are its lines.
  const control = form.control as unknown as Control<Record<string, Line[]>>;
  const { fields: rows, append, insert, remove, replace } = useFieldArray({ control, name: field.name });
  const isFilling = useLinesFill({ field, form, entity, replace });
  const values = (form.watch(field.name) ?? []) as Line[];
  const errorId = `${idPrefix}-${field.name}-error`;
  const error = errorMessageOf(form, field.name);
  const { canAdd = true, canCopy = false, canRemove = true } = config;
  return (
    <fieldset className="flex flex-col gap-3 sm:col-span-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-foreground">{field.label}</legend>
      {isFilling && (
        <p role="status" className="text-sm text-muted">
          {uiTexts.lines.filling}
        </p>
      )}
      {rows.map((row, index) => {
        const line = values[index] ?? {};
        const titled = config.title === undefined ? '' : formatValue(line[config.title]);
        const title = titled || uiTexts.lines.line(index + 1);
        return (
          <fieldset key={row.id} className="rounded-xl border border-border p-3">
            <legend className="px-1 text-sm font-semibold text-foreground">{title}</legend>
            {config.details && config.details.length > 0 && (
              <dl className="mb-3 flex flex-wrap gap-x-5 gap-y-1 text-sm">
                {config.details.map((detail) => (
                  <div key={detail.key} className="flex gap-1.5">
                    <dt className="text-muted">{detail.label}:</dt>
                    <dd className="font-semibold text-foreground">
                      {formatValue(line[detail.key]) || uiTexts.record.none}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
            <div className="grid grid-cols-1 gap-x-4 gap-y-3 sm:grid-cols-2">
              {config.fields.map((item) => (
                <FieldControl
                  key={item.name}
                  field={{ ...item, name: `${field.name}.${index}.${item.name}` }}
                  isRequired
                  form={form}
                  idPrefix={idPrefix}
                  entity={entity}
                />
              ))}
            </div>
            {(canCopy || (canRemove && rows.length > 1)) && (
              <div className="mt-3 flex flex-wrap gap-2">
                {canCopy && (
                  <button
                    type="button"
                    className={buttonClass.ghost}
                    aria-label={`${uiTexts.lines.copy} ${title}`}
                    onClick={() => insert(index + 1, { ...line })}
                  >
                    <Icon path={mdiContentCopy} />
                    {uiTexts.lines.copy}
                  </button>
                )}
                {canRemove && rows.length > 1 && (
                  <button
                    type="button"
                    className={buttonClass.ghost}
                    aria-label={`${uiTexts.lines.remove} ${title}`}
                    onClick={() => remove(index)}
                  >
                    <Icon path={mdiDeleteOutline} />
                    {uiTexts.lines.remove}
                  </button>
                )}
              </div>
            )}
          </fieldset>
        );
      })}
      {canAdd && (
        <div>
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => append(defaultValuesOf(config.fields))}
          >
            <Icon path={mdiPlus} />
            {uiTexts.lines.add}
          </button>
        </div>
      )}
      {error && (
        <p id={errorId} className="text-xs text-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
