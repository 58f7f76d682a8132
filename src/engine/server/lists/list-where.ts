import { type RawBuilder, sql } from 'kysely';
import type { AnyEntity } from '../../contract/entity';
import type { EntityRegistry } from '../../contract/registry';
import { searchKeysOf } from '../../contract/search-keys';
import { searchWords } from '../../search';
import type { Db } from '../schema/database';
import type { Dialect } from '../schema/dialect';
import { tableOf } from '../schema/tables';
import { ownConditions } from './list-conditions';
import type { ListOptions } from './list-query';
import { relatedConditions } from './related-filters';
import { isWholeScope } from './scoped-page';
import { resolveSearchConditions } from './search-resolve';
import { searchedIds } from './search-rows';

/** The rows of a list (the entity's table as `t0`), in the forms its queries read them best. */
export type ListWhere = {
  /** Active rows, filters and search as sets the database may read from an index. */
  where: RawBuilder<unknown>;
  /** The same rows tested one at a time: what a walk of a sort index checks per row. */
  rowTest: RawBuilder<unknown>;
  /**
   * `SELECT t0.id AS id …` of the same rows, in no order, read as they are found (a `LIMIT`
   * stops it early): SQLite reads a search of the entity's own text from the search index.
   */
  probe: RawBuilder<unknown>;
};

/**
 * The conditions of a list: active rows, its filters, and every word of its search in one of
 * the search keys ('maria pena' finds María Peña), the referenced rows looked up first.
 *
 * @example
 * const { where } = await listWhere({ db, registry, dialect, entity: patients, list: { q: 'pena', where: { isChild: 0 } } });
 */
export const listWhere = async (options: {
  db: Db;
  registry: EntityRegistry;
  dialect: Dialect;
  entity: AnyEntity;
  list: ListOptions;
}): Promise<ListWhere> => {
  const { dialect, entity, list } = options;
  const active = sql`${sql.ref('t0.isActive')} = 1`;
  const words = list.q ? searchWords(list.q) : [];
  const search = await resolveSearchConditions({ ...options, alias: 't0', words });
  const related = relatedConditions(options.registry, entity, list.related);
  const filters = [...ownConditions(list), ...related];
  const isSqlite = dialect.name === 'sqlite';
  // Tested per row, the scope's columns are kept off their indexes on SQLite only (`+column`):
  // PostgreSQL plans by its statistics, and took `+column` for a rare value.
  const rowForm = isSqlite ? 'rowTest' : 'probe';
  const rowFilters = [...ownConditions(list, { isIndexFree: isSqlite, scopeForm: rowForm }), ...related];
  const where = and([active, ...filters, ...search.map((condition) => condition.where)]);
  const rowTest = and([active, ...rowFilters, ...search.map((condition) => condition.rowTest)]);
  // The probe stops at its first rows: the scope tested per row (no set of 200,000 patients read
  // first), read from the scope's index only for the scope alone, else from the search's or filter's.
  const probeFilters = [...ownConditions(list, { scopeForm: isWholeScope(list) ? 'probe' : rowForm }), ...related];
  const probeWhere = and([active, ...probeFilters, ...search.map((condition) => condition.where)]);
  const table = sql`${sql.table(tableOf(entity))} AS ${sql.id('t0')}`;
  const select = sql`SELECT ${sql.ref('t0.id')} AS ${sql.id('id')}`;
  const keys = searchKeysOf(entity);
  const isOwnSearch = words.length > 0 && keys.references.length === 0 && keys.fields.length > 0;
  const probe =
    dialect.name === 'sqlite' && isOwnSearch
      ? sql`${select} FROM (${searchedIds(dialect, entity, words)}) AS ${sql.id('m')}
        CROSS JOIN ${table} ON ${sql.ref('t0.id')} = ${sql.ref('m.id')} WHERE ${and([active, ...probeFilters])}`
      : sql`${select} FROM ${table} WHERE ${probeWhere}`;
  return { where, rowTest, probe };
};

const and = (parts: readonly RawBuilder<unknown>[]) => sql.join(parts, sql` AND `);
