import { type RawBuilder, sql } from 'kysely';
import type { AnyEntity, FieldConfig } from '../../contract/entity';
import type { EntityRegistry } from '../../contract/registry';
import type { Dialect, JsonPair } from '../schema/dialect';
import { publicFields, tableOf } from '../schema/tables';

type Join = { table: string; alias: string; on: RawBuilder<unknown> };

/**
 * How one entity's GET shape is read in a single query: the joins of its references and the
 * JSON object the database builds per row, plus where each GET-shape path lives.
 */
export type ShapePlan = {
  from: RawBuilder<unknown>;
  json: RawBuilder<string>;
  /**
   * The same JSON from the entity's table alone (`t0`), each reference a correlated
   * subquery: for a page of rows, quicker for PostgreSQL to plan than the joins.
   */
  rowJson: RawBuilder<string>;
  /** The entity's table as `t0`. */
  table: RawBuilder<unknown>;
  /** The SQL column behind a GET-shape path such as `country.nameCountry`. */
  columnOf: (path: string) => RawBuilder<unknown> | undefined;
};

const column = (alias: string, name: string) => sql.ref(`${alias}.${name}`);

/**
 * Plans the GET shape of an entity: every public field, and per reference a nested object
 * with the target's id and picked fields, recursively.
 *
 * @example
 * const plan = planShape({ registry, dialect, entity: manufacturers });
 * // select <plan.json> from <plan.from> → {"id":1,"manufacturerName":"Pfizer","countryId":2,"country":{"id":2,...}}
 */
export const planShape = (options: { registry: EntityRegistry; dialect: Dialect; entity: AnyEntity }): ShapePlan => {
  const { registry, dialect, entity } = options;
  const joins: Join[] = [];
  const paths = new Map<string, RawBuilder<unknown>>();

  const jsonValueOf = (field: FieldConfig, alias: string) =>
    field.kind === 'boolean' ? dialect.jsonBoolean(column(alias, field.name)) : column(alias, field.name);

  const objectOf = (target: AnyEntity, alias: string, prefix: string, pick: readonly string[] | undefined) => {
    const pairs: JsonPair[] = [['id', column(alias, 'id')]];
    paths.set(`${prefix}id`, column(alias, 'id'));
    if (!pick) pairs.push(['isActive', dialect.jsonBoolean(column(alias, 'isActive'))]);
    for (const field of publicFields(target)) {
      const isPicked = !pick || pick.includes(field.name);
      if (isPicked) {
        pairs.push([field.name, jsonValueOf(field, alias)]);
        paths.set(`${prefix}${field.name}`, column(alias, field.name));
      }
      const reference = field.reference;
      if (reference && (!pick || pick.includes(reference.as))) {
        const joined = registry.get(reference.entity);
        const joinedAlias = `t${joins.length + 1}`;
        joins.push({
          table: tableOf(joined),
          alias: joinedAlias,
          on: sql`${column(joinedAlias, 'id')} = ${column(alias, field.name)}`,
        });
        const nested = objectOf(joined, joinedAlias, `${prefix}${reference.as}.`, reference.pick);
        pairs.push([reference.as, sql`CASE WHEN ${column(joinedAlias, 'id')} IS NULL THEN NULL ELSE ${nested} END`]);
      }
    }
    return dialect.jsonObject(pairs);
  };

  // Aliases of the subqueries (u1, u2...), apart from the joins' (t1, t2...).
  let subqueries = 0;
  const rowObjectOf = (target: AnyEntity, alias: string, pick: readonly string[] | undefined): RawBuilder<unknown> => {
    const pairs: JsonPair[] = [['id', column(alias, 'id')]];
    if (!pick) pairs.push(['isActive', dialect.jsonBoolean(column(alias, 'isActive'))]);
    for (const field of publicFields(target)) {
      if (!pick || pick.includes(field.name)) pairs.push([field.name, jsonValueOf(field, alias)]);
      const reference = field.reference;
      if (reference && (!pick || pick.includes(reference.as))) {
        subqueries += 1;
        const inner = `u${subqueries}`;
        const joined = registry.get(reference.entity);
        const nested = sql`(SELECT ${rowObjectOf(joined, inner, reference.pick)} FROM ${sql.table(tableOf(joined))} AS ${sql.id(inner)}
          WHERE ${column(inner, 'id')} = ${column(alias, field.name)})`;
        // SQLite hands a subquery's JSON back as text: json() makes it JSON again, not a string.
        pairs.push([reference.as, dialect.name === 'sqlite' ? sql`json(${nested})` : nested]);
      }
    }
    return dialect.jsonObject(pairs);
  };

  const root = objectOf(entity, 't0', '', undefined);
  const table = sql`${sql.table(tableOf(entity))} AS ${sql.id('t0')}`;
  const from = sql.join(
    [table, ...joins.map((join) => sql`LEFT JOIN ${sql.table(join.table)} AS ${sql.id(join.alias)} ON ${join.on}`)],
    sql` `,
  );
  return {
    from,
    json: dialect.jsonText(root),
    rowJson: dialect.jsonText(rowObjectOf(entity, 't0', undefined)),
    table,
    columnOf: (path) => paths.get(path),
  };
};
