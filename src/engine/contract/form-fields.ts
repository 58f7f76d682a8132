import { formatValue } from '../cell-format';
import { programmeClockOf } from '../programme-day';
import type { AnyEntity, EntityRow, FieldConfig, FieldKind } from './entity';
import { type ReferenceOption, referenceLabel } from './reference-options';
import { shapeKeysOf } from './schema-shape';

/** Values of an entity form, keyed by field name. */
export type FormValues = Record<string, unknown>;

/**
 * The fields a form shows for a payload schema: the entity's fields that the schema accepts,
 * in the fields' order, then its inputs (an initial password). Private and read-only fields never reach a form.
 *
 * @example
 * formFieldsOf(manufacturers, manufacturers.schemas.create).map((field) => field.name)
 * // ['manufacturerName', 'countryId']
 */
export const formFieldsOf = (entity: AnyEntity, schema: AnyEntity['schemas']['create']): FieldConfig[] => {
  const keys = new Set(shapeKeysOf(schema));
  return [...entity.fields, ...(entity.inputs ?? [])].filter(
    (field) => keys.has(field.name) && !field.isPrivate && !field.isReadOnly,
  );
};

/**
 * The fields an edit form shows read-only: those only the server sets (who recorded a row),
 * in the fields' order. They are never form values, so never sent back.
 *
 * @example
 * readOnlyFieldsOf(appliedDoses).map((field) => field.name) // ['recordedByUserId']
 */
export const readOnlyFieldsOf = (entity: AnyEntity): FieldConfig[] =>
  entity.fields.filter((field) => field.isServerSet && !field.isPrivate);

/**
 * The text a read-only field shows for a row in the GET shape: a reference's label from its
 * nested object (`labelKeys`), any other value as a table cell shows it; '' when there is none.
 *
 * @example
 * readOnlyText(recordedByField, { id: 9, isActive: true, recordedBy: { id: 2, name: 'Hugo', lastname: 'Salud' } })
 * // 'Hugo Salud'
 */
export const readOnlyText = (field: FieldConfig, row: EntityRow): string => {
  if (!field.reference) return formatValue(row[field.name], field);
  const nested = row[field.reference.as];
  return typeof nested === 'object' && nested !== null
    ? referenceLabel(nested as Record<string, unknown>, field.reference)
    : '';
};

/**
 * A reference field's current value as an option, labelled from the row's nested object
 * (`row[reference.as]`), so an edit form shows it without loading the target table; undefined
 * for other fields or when the row has no nested object.
 *
 * @example
 * initialOptionOf(patientField, { id: 9, isActive: true, patientId: 3,
 *   patient: { id: 3, firstName: 'José', lastname: 'Pérez', identityDocument: '45871236' } })
 * // { value: 3, label: 'José Pérez 45871236' }
 */
export const initialOptionOf = (field: FieldConfig, row: EntityRow): ReferenceOption | undefined => {
  if (!field.reference) return undefined;
  const nested = row[field.reference.as];
  if (typeof nested !== 'object' || nested === null) return undefined;
  const id = (nested as { id?: unknown }).id ?? row[field.name];
  if (typeof id !== 'number') return undefined;
  return { value: id, label: referenceLabel(nested as Record<string, unknown>, field.reference) };
};

/**
 * Whether a field is shown given the current values (`showWhen` / `hideWhen`).
 *
 * @example
 * isFieldVisible({ name: 'representativeId', label: 'Representante', kind: 'reference',
 *   showWhen: { field: 'isChild', equals: true } }, { isChild: false }) // false
 */
export const isFieldVisible = (field: FieldConfig, values: Readonly<FormValues>): boolean => {
  if (field.showWhen && values[field.showWhen.field] !== field.showWhen.equals) return false;
  if (field.hideWhen && values[field.hideWhen.field] === field.hideWhen.equals) return false;
  return true;
};

/**
 * The empty value of a widget: text-like inputs hold '', a switch false, and number,
 * reference, enum and the app's widgets (an `object`) nothing until the user picks; lines none.
 *
 * @example
 * defaultValueFor('boolean') // false
 */
export const defaultValueFor = (kind: FieldKind): unknown => {
  switch (kind) {
    case 'boolean':
      return false;
    case 'number':
    case 'reference':
    case 'enum':
    case 'object':
      return undefined;
    case 'lines':
      return [];
    default:
      return '';
  }
};

/**
 * The empty value of a field: its kind's ({@link defaultValueFor}), and for lines one empty line
 * to start from.
 *
 * @example
 * emptyValueOf(linesField) // [{ vaccineBatchId: undefined, vials: undefined }]
 */
export const emptyValueOf = (field: FieldConfig): unknown =>
  field.kind === 'lines' && field.lines ? [defaultValuesOf(field.lines.fields)] : defaultValueFor(field.kind);

/**
 * The initial values of an empty form.
 *
 * @example
 * defaultValuesOf([{ name: 'isChild', label: 'Menor', kind: 'boolean' }]) // { isChild: false }
 */
export const defaultValuesOf = (fields: readonly FieldConfig[]): FormValues =>
  Object.fromEntries(fields.map((field) => [field.name, emptyValueOf(field)]));

/**
 * The initial values of an edit form, taken from a row in the GET shape. A reference comes
 * from its `*Id` key, or from the nested object's id when the row carries only that.
 *
 * @example
 * valuesFromRow(manufacturerFields, { id: 3, isActive: true, manufacturerName: 'Pfizer',
 *   countryId: 7, country: { id: 7, nameCountry: 'Perú' } })
 * // { manufacturerName: 'Pfizer', countryId: 7 }
 */
export const valuesFromRow = (fields: readonly FieldConfig[], row: EntityRow): FormValues =>
  Object.fromEntries(fields.map((field) => [field.name, initialValueFromRow(field, row)]));

const initialValueFromRow = (field: FieldConfig, row: EntityRow): unknown => {
  const value = row[field.name] ?? nestedReferenceId(field, row);
  if (value === null || value === undefined) return defaultValueFor(field.kind);
  if (field.kind === 'datetime' && typeof value === 'string') return toDateTimeLocal(value);
  return value;
};

const nestedReferenceId = (field: FieldConfig, row: EntityRow): unknown => {
  if (!field.reference) return undefined;
  const nested = row[field.reference.as];
  return typeof nested === 'object' && nested !== null ? (nested as { id?: unknown }).id : undefined;
};

/**
 * An ISO datetime as the value of a `datetime-local` input, on the programme's clock.
 *
 * @example
 * toDateTimeLocal('2026-03-05T13:30:00Z') // '2026-03-05T08:30' in Lima
 */
export const toDateTimeLocal = (iso: string): string => {
  const clock = programmeClockOf(iso);
  return clock ? `${clock.day}T${clock.time}` : iso;
};

/**
 * The name of a field's first control, where a form's focus starts: a lines field's first line's
 * first field (`lines.0.vaccineBatchId`), any other field itself.
 *
 * @example
 * focusNameOf(linesField) // 'lines.0.vaccineBatchId'
 */
export const focusNameOf = (field: FieldConfig): string => {
  const first = field.kind === 'lines' ? field.lines?.fields[0] : undefined;
  return first ? `${field.name}.0.${focusNameOf(first)}` : field.name;
};
