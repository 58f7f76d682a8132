import { type RawBuilder, sql } from 'kysely';
import type { AnyEntity } from '../entity';
import type { EntityRegistry } from '../registry';
import { isRequiredNow } from '../schema-shape';
import type { Dialect } from './dialect';
import type { SortOrder } from './list-query';
import { tableOf } from './tables';

/** How a list reaches its sort value: the joins from `t0` and the value's expression. */
export type SortPlan = { joins: RawBuilder<unknown>; value: RawBuilder<unknown> };

/**
 * The joins and expression behind a GET-shape path, for sorting by it. A reference the
 * create schema requires is joined with an inner join, so the database may start from the
 * target's index on the sort column (doses by `patient.lastname`); an optional one, and every
 * step after it, with a left join, so a row without it still shows, with a null value.
 *
 * @example
 * planSort({ registry, entity: appliedDoses, path: 'vaccineBatch.vaccine.vaccineName' })
 * // joins: JOIN vaccine_batches AS s1 ON s1.id = t0.vaccineBatchId JOIN vaccines AS s2 ON ..., value: s2.vaccineName
 */
export const planSort = (options: { registry: EntityRegistry; entity: AnyEntity; path: string }): SortPlan => {
  const steps = options.path.split('.');
  const column = steps.pop() ?? 'id';
  const joins: RawBuilder<unknown>[] = [];
  let entity = options.entity;
  let alias = 't0';
  let isInner = true;
  for (const [index, step] of steps.entries()) {
    const field = entity.fields.find((candidate) => candidate.reference?.as === step);
    if (!field?.reference) throw new Error(`${options.entity.name}: ${options.path} is not a path of its GET shape`);
    const isLastStep = index === steps.length - 1;
    // The target's id is the reference column itself: no join needed.
    if (isLastStep && column === 'id')
      return { joins: sql.join(joins, sql` `), value: sql.ref(`${alias}.${field.name}`) };
    isInner = isInner && isRequiredNow(entity.schemas.create, field.name, {});
    const target = options.registry.get(field.reference.entity);
    const joined = `s${index + 1}`;
    const on = sql`${sql.ref(`${joined}.id`)} = ${sql.ref(`${alias}.${field.name}`)}`;
    const table = sql`${sql.table(tableOf(target))} AS ${sql.id(joined)}`;
    joins.push(isInner ? sql`JOIN ${table} ON ${on}` : sql`LEFT JOIN ${table} ON ${on}`);
    entity = target;
    alias = joined;
  }
  return { joins: sql.join(joins, sql` `), value: sql.ref(`${alias}.${column}`) };
};

/**
 * `ORDER BY` terms: the value, then the id in the same direction, so equal values keep one
 * order and pages never repeat or skip a row. Nulls come first in ascending order and last in
 * descending order on both databases (SQLite's rule; PostgreSQL is told so, and its sort
 * indexes are built `NULLS FIRST` to match).
 *
 * @example
 * orderTerms({ dialect, value: sql.ref('t0.lastname'), id: sql.ref('t0.id'), order: 'desc' })
 * // "t0"."lastname" DESC NULLS LAST, "t0"."id" DESC   (PostgreSQL)
 */
export const orderTerms = (options: {
  dialect: Dialect;
  value: RawBuilder<unknown>;
  id: RawBuilder<unknown>;
  order: SortOrder;
  isById?: boolean;
}) => {
  const { dialect, value, id, order } = options;
  const direction = order === 'desc' ? sql`DESC` : sql`ASC`;
  const nulls = dialect.name === 'postgres' ? (order === 'desc' ? sql` NULLS LAST` : sql` NULLS FIRST`) : sql``;
  if (options.isById) return sql`${id} ${direction}`;
  return sql`${value} ${direction}${nulls}, ${id} ${direction}`;
};
