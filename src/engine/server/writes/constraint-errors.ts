import type { AnyEntity } from '../../contract/entity';
import { ApiFailure } from '../api-error';
import { tableOf } from '../schema/tables';
import { duplicateName, foldedNameColumn, uniqueNameFields, uniqueNameIndex, uniqueValueIndex } from './unique-names';

type DriverError = { code?: unknown; message?: unknown; constraint?: unknown };

const asDriverError = (error: unknown): DriverError => (typeof error === 'object' && error !== null ? error : {});

/**
 * Turns a database constraint violation into the API's answer: a duplicate unique value or
 * name is 409, a missing reference 400, a failed check 409. Anything else is rethrown as is.
 */
export const translateConstraintError = (error: unknown, entity: AnyEntity): never => {
  const { code, message, constraint } = asDriverError(error);
  const text = typeof message === 'string' ? message : '';
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505') {
    const name = uniqueNameFields(entity).find((field) => {
      const index = uniqueNameIndex(entity, field);
      // SQLite names an index on an expression, and the column of an index on a column.
      const column = `${tableOf(entity)}.${foldedNameColumn(field)}`;
      return text.includes(`'${index}'`) || text.endsWith(column) || constraint === index;
    });
    if (name) throw duplicateName(entity, name);
    const table = tableOf(entity);
    const field = entity.fields.find(
      (candidate) => text.includes(`${table}.${candidate.name}`) || constraint === uniqueValueIndex(entity, candidate),
    );
    const what = field ? field.label.toLowerCase() : 'valor';
    throw new ApiFailure(
      409,
      `Ya existe un registro con el mismo ${what}`,
      field ? { [field.name]: `Este ${what} ya está registrado` } : undefined,
    );
  }
  if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503') {
    throw new ApiFailure(400, 'Uno de los registros seleccionados no existe');
  }
  if (code === 'SQLITE_CONSTRAINT_CHECK' || code === '23514') {
    throw new ApiFailure(409, 'La operación dejaría datos inválidos (por ejemplo, un stock negativo)');
  }
  throw error;
};
