import { sql } from 'kysely';
import type { AnyEntity } from '../../contract/entity';
import type { Store } from '../schema/database';
import { tableOf } from '../schema/tables';

/**
 * The own fields a list of this entity, or of another entity through a nested column
 * (`patient.lastname` on doses), is sorted by: public, non-reference fields shown as a
 * column, and the default sort key.
 *
 * @example
 * sortedFields(vaccines, entities) // ['vaccineName', ...]
 */
export const sortedFields = (entity: AnyEntity, entities: readonly AnyEntity[]): string[] => {
  const names = new Set<string>();
  const addPath = (owner: AnyEntity, path: string) => {
    const steps = path.split('.');
    const column = steps.pop();
    let current: AnyEntity | undefined = owner;
    for (const step of steps) {
      const target: string | undefined = current?.fields.find((field) => field.reference?.as === step)?.reference
        ?.entity;
      current = entities.find((candidate) => candidate.name === target);
    }
    if (current?.name === entity.name && column) names.add(column);
  };
  for (const owner of entities) {
    for (const column of owner.columns) addPath(owner, column.key);
  }
  if (entity.defaultSort) names.add(entity.defaultSort.key);
  return entity.fields
    .filter((field) => names.has(field.name) && !field.isPrivate && !field.reference)
    .map((field) => field.name);
};

/**
 * An index on (field, id) per sorted field, so `ORDER BY field, id LIMIT 25` reads 25 index
 * entries instead of sorting the table. It carries `isActive` too (SQLite: a last column;
 * PostgreSQL: `INCLUDE`), so a deep page skips the rows before it in the index alone: page
 * 2,000 of 25 at 1,000,000 patients read 50,000 rows from the table for their `isActive`
 * (150 ms), the index alone 3 ms. Not partial: a nested sort reaches target rows whatever their
 * `isActive`. PostgreSQL's is `NULLS FIRST`, the order both databases sort in. The indexes of
 * an older version, without `isActive`, are replaced.
 */
export const createSortIndexes = async (store: Store, entity: AnyEntity, entities: readonly AnyEntity[]) => {
  const table = tableOf(entity);
  const isPostgres = store.dialect.name === 'postgres';
  const [isActive, id] = [sql.id('isActive'), sql.id('id')];
  for (const field of sortedFields(entity, entities)) {
    const columns = isPostgres
      ? sql`(${sql.id(field)} NULLS FIRST, ${id}) INCLUDE (${isActive})`
      : sql`(${sql.id(field)}, ${id}, ${isActive})`;
    await sql`CREATE INDEX IF NOT EXISTS ${sql.id(`sc_${table}_${field}`)} ON ${sql.table(table)} ${columns}`.execute(
      store.db,
    );
    await sql`DROP INDEX IF EXISTS ${sql.id(`sx_${table}_${field}`)}`.execute(store.db);
  }
  await createFilterIndexes(store, entity);
  await createPlaceSortIndex(store, entity);
  if (isPostgres) await createReferenceIndexes(store, entity);
};

/**
 * An index per boolean field: a filter by its rare value (`?isChild=true`, 12 children among
 * 1,000,000 patients) reads its few rows instead of testing every row, and a walk of a sort
 * index still tests it row by row (`+t0.isChild`, list-conditions.ts). On the field alone: with
 * `isActive` too, SQLite skip-scans it for `isActive = 1` and sorts the whole table.
 */
const createFilterIndexes = async (store: Store, entity: AnyEntity) => {
  const table = tableOf(entity);
  for (const field of entity.fields.filter((candidate) => candidate.kind === 'boolean')) {
    await sql`CREATE INDEX IF NOT EXISTS ${sql.id(`bx_${table}_${field.name}`)}
      ON ${sql.table(table)} (${sql.id(field.name)})`.execute(store.db);
  }
};

/**
 * PostgreSQL's index of a reference column is (reference, isActive, id), replacing the
 * plain one: it finds a target's rows (a foreign key check, `?countryId=3`, the delete
 * guard's active users), counts its active ones without reading the table, and lists them
 * by id, so a list sorted by a nested path reads each target's first active rows in order.
 * SQLite keeps the plain index, which ends with the rowid (the id) anyway: given
 * `isActive` too, its planner skip-scans it for `isActive = 1` and sorts a whole table.
 */
const createReferenceIndexes = async (store: Store, entity: AnyEntity) => {
  const table = tableOf(entity);
  const searched = new Set(entity.searchKeys ?? []);
  const center = placeColumnOf(entity);
  for (const field of entity.fields.filter((candidate) => candidate.reference)) {
    const columns = sql`(${sql.id(field.name)}, ${sql.id('isActive')}, ${sql.id('id')})`;
    // A reference the list searches through (a dose by its patient's name) carries the scope's
    // centre: a scoped search tests each found row's centre in the index, not in the table (the
    // busiest centre's doses of patients named 'mar': 72 ms, 24 ms).
    if (center && center !== field.name && field.reference && searched.has(field.reference.as ?? '')) {
      await sql`CREATE INDEX IF NOT EXISTS ${sql.id(`rs_${table}_${field.name}`)}
        ON ${sql.table(table)} ${columns} INCLUDE (${sql.id(center)})`.execute(store.db);
      await sql`DROP INDEX IF EXISTS ${sql.id(`rx_${table}_${field.name}`)}`.execute(store.db);
    } else {
      await sql`CREATE INDEX IF NOT EXISTS ${sql.id(`rx_${table}_${field.name}`)} ON ${sql.table(table)} ${columns}`.execute(
        store.db,
      );
    }
    await sql`DROP INDEX IF EXISTS ${sql.id(`ix_${table}_${field.name}`)}`.execute(store.db);
  }
};

/** The entity's own centre column, when its scope rule places it by one (a dose's `vaccinationCenterId`). */
const placeColumnOf = (entity: AnyEntity) => {
  const rule = entity.scope;
  const center = rule?.center;
  if (!rule || !center || rule.through || rule.unit || center === 'id' || center.includes('.')) return undefined;
  return center;
};

/**
 * The index (centre, default sort, id) of an entity placed by a centre column of its own (a
 * dose): one centre's rows in the list's default order are a range of it, its first page and the
 * busiest centre's alike (scoped-page.ts), instead of a walk of the sort index that finds a small
 * centre's doses one in 500.
 */
const createPlaceSortIndex = async (store: Store, entity: AnyEntity) => {
  const center = placeColumnOf(entity);
  const sortKey = entity.defaultSort?.key;
  if (!center || !sortKey) return;
  if (!entity.fields.some((field) => field.name === sortKey && !field.reference)) return;
  const table = tableOf(entity);
  const [isActive, id] = [sql.id('isActive'), sql.id('id')];
  const columns =
    store.dialect.name === 'postgres'
      ? sql`(${sql.id(center)}, ${sql.id(sortKey)} NULLS FIRST, ${id}) INCLUDE (${isActive})`
      : sql`(${sql.id(center)}, ${sql.id(sortKey)}, ${id}, ${isActive})`;
  await sql`CREATE INDEX IF NOT EXISTS ${sql.id(`pc_${table}`)} ON ${sql.table(table)} ${columns}`.execute(store.db);
};
