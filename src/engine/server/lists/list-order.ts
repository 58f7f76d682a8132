import { type RawBuilder, sql } from 'kysely';
import type { AnyEntity } from '../../contract/entity';
import type { EntityRegistry } from '../../contract/registry';
import { isRequiredNow } from '../../contract/schema-shape';
import type { Dialect } from '../schema/dialect';
import { type ColumnType, columnTypeOf, tableOf } from '../schema/tables';
import type { SortOrder } from './list-query';

/**
 * How a list reaches its sort keys. `keys` are the sort value and, for a nested path, the ids
 * of the rows it passes through, deepest first; `joins` reach them from `t0`. A nested path
 * also names `firstReference`, the reference column its first step follows: rows where it is
 * null have no value and are read apart (sorted-page.ts).
 */
export type SortPlan = {
  joins: RawBuilder<unknown>;
  keys: readonly RawBuilder<unknown>[];
  /** A typed null per key, the keys of a row read apart. */
  nullKeys: readonly RawBuilder<unknown>[];
  firstReference?: RawBuilder<unknown>;
  /** Each join's table (`<table> AS sN`) and condition, from `t0` outwards. */
  steps: readonly SortStep[];
  /** Whether every join is an inner one. */
  isInner: boolean;
};

export type SortStep = { table: RawBuilder<unknown>; on: RawBuilder<unknown> };

/**
 * The joins and keys behind a GET-shape path, for sorting by it. Equal values are ordered by
 * the referenced rows' ids and then the row's own id: doses sorted by `patient.lastname`
 * keep each patient's doses together, and the database walks the target's sort index and
 * each reference index in order, reading 25 rows for a page of 25, whatever the table's
 * size. The first step is an inner join (rows without that reference are read apart); a later
 * step the target's create schema does not require is a left join.
 *
 * @example
 * planSort({ registry, entity: appliedDoses, path: 'vaccineBatch.vaccine.vaccineName' })
 * // joins: JOIN vaccine_batches AS s1 ON ... JOIN vaccines AS s2 ON ...,
 * // keys: [s2.vaccineName, s2.id, s1.id], firstReference: t0.vaccineBatchId
 */
export const planSort = (options: { registry: EntityRegistry; entity: AnyEntity; path: string }): SortPlan => {
  const steps = options.path.split('.');
  const column = steps.pop() ?? 'id';
  // The target's id is the reference column itself: no join needed.
  const last = column === 'id' ? steps.pop() : undefined;
  const joins: RawBuilder<unknown>[] = [];
  const sortSteps: SortStep[] = [];
  const ids: RawBuilder<unknown>[] = [];
  let entity = options.entity;
  let alias = 't0';
  let isInner = true;
  let firstReference: RawBuilder<unknown> | undefined;
  for (const [index, step] of steps.entries()) {
    const field = referenceNamed(options, entity, step);
    const reference = sql.ref(`${alias}.${field.name}`);
    firstReference ??= reference;
    isInner = isInner && (index === 0 || isRequiredNow(entity.schemas.create, field.name, {}));
    const target = options.registry.get(field.reference.entity);
    const joined = `s${index + 1}`;
    const on = sql`${sql.ref(`${joined}.id`)} = ${reference}`;
    const table = sql`${sql.table(tableOf(target))} AS ${sql.id(joined)}`;
    joins.push(isInner ? sql`JOIN ${table} ON ${on}` : sql`LEFT JOIN ${table} ON ${on}`);
    sortSteps.push({ table, on });
    ids.unshift(sql.ref(`${joined}.id`));
    entity = target;
    alias = joined;
  }
  const valueField = last
    ? referenceNamed(options, entity, last)
    : entity.fields.find((field) => field.name === column);
  const nulls = (types: readonly ColumnType[]) => types.map((type) => sql`CAST(NULL AS ${sql.raw(type)})`);
  if (!valueField) return { joins: sql``, keys: [], nullKeys: [], steps: [], isInner };
  return {
    joins: sql.join(joins, sql` `),
    keys: [sql.ref(`${alias}.${valueField.name}`), ...ids],
    nullKeys: nulls([columnTypeOf(valueField), ...ids.map((): ColumnType => 'integer')]),
    firstReference,
    steps: sortSteps,
    isInner,
  };
};

const referenceNamed = (options: { entity: AnyEntity; path: string }, entity: AnyEntity, step: string) => {
  const field = entity.fields.find((candidate) => candidate.reference?.as === step);
  if (!field?.reference) throw new Error(`${options.entity.name}: ${options.path} is not a path of its GET shape`);
  return field as typeof field & { reference: NonNullable<typeof field.reference> };
};

/**
 * `ORDER BY` terms: the keys, then the id, all in one direction, so equal values keep one
 * order and pages never repeat or skip a row. A null value comes first in ascending order and
 * last in descending order on both databases (SQLite's rule; PostgreSQL is told so, and its
 * sort indexes are built `NULLS FIRST` to match); ids are never null.
 *
 * @example
 * orderTerms({ dialect, keys: [sql.ref('t0.lastname')], id: sql.ref('t0.id'), order: 'desc' })
 * // "t0"."lastname" DESC NULLS LAST, "t0"."id" DESC   (PostgreSQL)
 */
export const orderTerms = (options: {
  dialect: Dialect;
  keys: readonly RawBuilder<unknown>[];
  id: RawBuilder<unknown>;
  order: SortOrder;
}) => {
  const { dialect, keys, id, order } = options;
  const direction = order === 'desc' ? sql`DESC` : sql`ASC`;
  const nulls = dialect.name === 'postgres' ? (order === 'desc' ? sql` NULLS LAST` : sql` NULLS FIRST`) : sql``;
  const [value, ...ids] = keys;
  return sql.join([
    ...(value ? [sql`${value} ${direction}${nulls}`] : []),
    ...[...ids, id].map((key) => sql`${key} ${direction}`),
  ]);
};
