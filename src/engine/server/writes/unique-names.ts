import { sql } from 'kysely';
import type { AnyEntity, FieldConfig } from '../../contract/entity';
import { duplicateNameMessage } from '../../contract/labels';
import { ApiFailure } from '../api-error';
import type { Db } from '../schema/database';
import type { Dialect } from '../schema/dialect';
import { addFoldedColumns } from '../schema/folded-columns';
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

/** SQLite's generated column with a unique name's folded value, which its index is on: `<field>_fold`. */
export const foldedNameColumn = (field: FieldConfig) => `${field.name}_fold`;

/**
 * A unique name folded, as its index holds it: on SQLite its generated column (see
 * {@link syncFoldedName}), on PostgreSQL the fold of the field, the index's expression.
 */
export const foldedName = (dialect: Dialect, field: FieldConfig) =>
  dialect.name === 'sqlite' ? sql.ref(foldedNameColumn(field)) : dialect.fold(sql.ref(field.name));

/**
 * What a unique name index is built on, on SQLite: the field's folded columns (added when
 * missing; the fold in stages, which sqlite3 3.37 and later parse), and no index left of an
 * older version on the whole fold as one expression, which Debian 12's sqlite3 cannot parse.
 * Nothing to do on PostgreSQL.
 *
 * @example
 * await syncFoldedName({ db, dialect, entity: countries, field: nameCountry }); // then the index on "nameCountry_fold"
 */
export const syncFoldedName = async (options: { db: Db; dialect: Dialect; entity: AnyEntity; field: FieldConfig }) => {
  const { db, dialect, entity, field } = options;
  if (dialect.name !== 'sqlite') return;
  const [table, column, index] = [tableOf(entity), foldedNameColumn(field), uniqueNameIndex(entity, field)];
  const columns = await sql<{ name: string }>`SELECT name FROM pragma_table_xinfo(${table})`.execute(db);
  if (!columns.rows.some((row) => row.name === column)) {
    await addFoldedColumns({ db, dialect, table, column, source: sql.ref(field.name) });
  }
  const indexed = await sql<{ name: string | null }>`SELECT name FROM pragma_index_info(${index})`.execute(db);
  if (indexed.rows.some((row) => row.name !== column)) await db.schema.dropIndex(index).execute();
};

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
      .where(foldedName(dialect, field), '=', dialect.fold(sql`${value}`))
      .where('isActive', '=', 1);
    if (id !== undefined) query = query.where('id', '<>', id);
    if (await query.executeTakeFirst()) throw duplicateName(entity, field);
  }
};
