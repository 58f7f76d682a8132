import type { AnyEntity, ColumnConfig, EntityRow, FieldConfig } from './contract/entity';
import { isSet, readPath } from './contract/paths';
import { programmeClockOf } from './programme-day';
import { uiTexts } from './ui-texts';

/** Turns a row into the text one column shows. */
export type CellFormatter = (row: EntityRow) => string;

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * How a column shows its value. A column whose key is a field of the entity follows that
 * field's kind (an enum shows its option label); any other column falls back to the value's
 * own shape: booleans as Sí/No, YYYY-MM-DD as DD/MM/YYYY, ISO datetimes as DD/MM/YYYY HH:mm.
 * A column's `whenSet` wins while its field has a value; its `whenMissing` stands for a missing value.
 *
 * @example
 * const status = formatterOf(vaccineBatches, { key: 'status', label: 'Estado' });
 * status({ id: 1, isActive: true, status: 1 }) // 'Abierto'
 */
export const formatterOf = (entity: AnyEntity, column: ColumnConfig): CellFormatter => {
  const field = entity.fields.find((candidate) => candidate.name === column.key);
  const read = pathReader(column.key);
  const { whenSet, whenMissing } = column;
  const format: CellFormatter = (row) => {
    const value = read(row);
    return whenMissing !== undefined && !isSet(value) ? whenMissing : formatValue(value, field);
  };
  if (!whenSet) return format;
  const readSet = pathReader(whenSet.field);
  return (row) => (isSet(readSet(row)) ? whenSet.text : format(row));
};

/** {@link readPath} with the path split once, for reading one column of many rows. */
const pathReader = (path: string): ((row: EntityRow) => unknown) => {
  if (!path.includes('.')) return (row) => row[path];
  return (row) => readPath(row, path);
};

/**
 * The text of one value, following its field when there is one.
 *
 * @example
 * formatValue('2026-03-05') // '05/03/2026'
 * formatValue(true) // 'Sí'
 */
export const formatValue = (value: unknown, field?: FieldConfig): string => {
  if (value === null || value === undefined) return '';
  if (field?.kind === 'enum') return optionLabel(field, value);
  if (typeof value === 'boolean') return value ? uiTexts.table.yes : uiTexts.table.no;
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return '';
  if (field?.kind === 'date' || isoDate.test(value)) return formatDate(value);
  if (field?.kind === 'datetime' || isoDateTime.test(value)) return formatDateTime(value);
  return value;
};

const optionLabel = (field: FieldConfig, value: unknown): string =>
  field.options?.find((option) => String(option.value) === String(value))?.label ?? String(value);

/**
 * A YYYY-MM-DD date as DD/MM/YYYY; anything else is returned as it came.
 *
 * @example
 * formatDate('2026-03-05') // '05/03/2026'
 */
export const formatDate = (value: string): string => {
  const match = isoDate.exec(value.slice(0, 10));
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
};

/**
 * An ISO datetime as DD/MM/YYYY HH:mm on the programme's clock (programme-day.ts), whatever the
 * device's zone.
 *
 * @example
 * formatDateTime('2026-03-05T13:30:00Z') // '05/03/2026 08:30' in Lima
 */
export const formatDateTime = (value: string): string => {
  const clock = programmeClockOf(value);
  return clock ? `${formatDate(clock.day)} ${clock.time}` : value;
};
