import type { FieldConfig } from '../../contract/entity';
import { dayStartOf } from '../../programme-day';
import { maxStoredInteger } from '../../rules/limits';
import { readId } from '../schema/ids';
import { columnTypeOf } from '../schema/tables';

/** A bound of a range filter, written `<field>[gte]=...` in a query string. */
export type RangeOperator = 'gte' | 'gt' | 'lte' | 'lt';

export type RangeFilter = { field: string; operator: RangeOperator; value: string | number };

export const rangeOperators: readonly RangeOperator[] = ['gte', 'gt', 'lte', 'lt'];

/** What one query value turned out to be: a value to compare with, or a Spanish problem. */
type Reading = { value: string | number } | { problem: string };

const booleans: Readonly<Record<string, number>> = { true: 1, false: 0 };
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
/** ISO 8601 date-time text: a date alone (the start of that programme day), or with a time, its seconds and offset optional. */
export const isoDateTime = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

const isRealDate = (text: string) => {
  const [year = 0, month = 0, day = 0] = text.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const readNumber = (field: FieldConfig, text: string): Reading => {
  const value = /^-?\d{1,10}(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  return Number.isFinite(value) && Math.abs(value) <= maxStoredInteger
    ? { value }
    : { problem: `${field.label}: debe ser un número` };
};

/**
 * An equality filter's value for a boolean, reference, enum or number field, as stored (0/1
 * for booleans); undefined for kinds that take no equality filter.
 */
export const readEquality = (field: FieldConfig, text: string): Reading | undefined => {
  switch (field.kind) {
    case 'boolean': {
      const value = booleans[text];
      return value === undefined ? { problem: `${field.label}: use true o false` } : { value };
    }
    case 'reference': {
      const reading = readId(text);
      return 'id' in reading
        ? { value: reading.id }
        : { problem: `${field.label}: debe ser un identificador numérico entre 1 y ${maxStoredInteger}` };
    }
    case 'enum': {
      const option = field.options?.find((candidate) => String(candidate.value) === text);
      if (!option) return { problem: `${field.label}: el valor no es una de las opciones` };
      // As stored: a text column holds even a number option as text (compared without the column's affinity, too).
      return { value: columnTypeOf(field) === 'text' ? String(option.value) : option.value };
    }
    case 'number':
      return readNumber(field, text);
    default:
      return undefined;
  }
};

/**
 * A range bound's value for a number, date or datetime field; undefined for other kinds.
 * Dates and date-times are stored as ISO text and compared as text; a date-only bound on a
 * date-time (`applicationDateTime[lt]=2026-05-02`) means the moment that day starts in the
 * programme's time zone (programme-day.ts), as UTC text like the stored values.
 */
export const readRangeBound = (field: FieldConfig, text: string): Reading | undefined => {
  switch (field.kind) {
    case 'number':
      return readNumber(field, text);
    case 'date':
      return isoDate.test(text) && isRealDate(text)
        ? { value: text }
        : { problem: `${field.label}: use una fecha con el formato AAAA-MM-DD` };
    case 'datetime':
      return isoDateTime.test(text) && isRealDate(text)
        ? { value: isoDate.test(text) ? dayStartOf(text) : text }
        : { problem: `${field.label}: use una fecha y hora con el formato AAAA-MM-DDTHH:MM:SSZ` };
    default:
      return undefined;
  }
};
