import { sql } from 'kysely';
import type { AnyEntity, FieldConfig } from '../../entity';
import { duplicateNameMessage } from '../../labels';
import { ApiFailure } from '../api-error';
import type { Db } from '../schema/database';
import type { Dialect } from '../schema/dialect';
import { tableOf } from '../schema/tables';

/** The fields of an entity whose folded value is unique among its active rows. */
export const uniqueNameFields = (entity: AnyEntity): FieldConfig[] =>
  entity.fields.filter((field) => field.isUniqueName);

/**
 * The partial unique index of an `isUnique` field among active rows: `ux_<table>_<field>_active`,
 * so a deleted row's value (a batch number, a document) can be registered again.
 */
export const uniqueValueIndex = (entity: AnyEntity, field: FieldConfig) => `ux_${tableOf(entity)}_${field.name}_active`;

/** The partial unique index that enforces a unique name: `ux_<table>_<field>_fold`. */
export const uniqueNameIndex = (entity: AnyEntity, field: FieldConfig) => `ux_${tableOf(entity)}_${field.name}_fold`;

/**
 * The index of the same rule before the fold was plain SQL: built on the server's `fold`
 * function (SQLite) or a shorter `translate()` table (PostgreSQL); dropped at start.
 */
export const legacyUniqueNameIndex = (entity: AnyEntity, field: FieldConfig) =>
  `ux_${tableOf(entity)}_${field.name}_folded`;

/** 409 with the Spanish message on the field: 'Ya existe un país con ese nombre'. */
export const duplicateName = (entity: AnyEntity, field: FieldConfig) => {
  const message = duplicateNameMessage(entity.labels);
  return new ApiFailure(409, message, { [field.name]: message });
};

/**
 * Refuses a write whose unique names another active row already has, compared folded (no
 * accents, lower case), so the rule holds with a clear answer even on a database whose index
 * could not be built (it held duplicates already). The index still settles concurrent writes.
 *
 * @example
 * await checkUniqueNames({ db, dialect, entity: countries, values: { nameCountry: 'alemania' } });
 * // throws ApiFailure(409, 'Ya existe un país con ese nombre') when 'Alemania' is active
 */
export const checkUniqueNames = async (options: {
  db: Db;
  dialect: Dialect;
  entity: AnyEntity;
  values: Readonly<Record<string, unknown>>;
  /** The row being edited, which may keep its own name. */
  id?: number;
}) => {
  const { db, dialect, entity, values, id } = options;
  for (const field of uniqueNameFields(entity)) {
    const value = values[field.name];
    if (typeof value !== 'string') continue;
    let query = db
      .selectFrom(tableOf(entity))
      .select('id')
      .where(dialect.fold(sql.ref(field.name)), '=', dialect.fold(sql`${value}`))
      .where('isActive', '=', 1);
    if (id !== undefined) query = query.where('id', '<>', id);
    if (await query.executeTakeFirst()) throw duplicateName(entity, field);
  }
};
