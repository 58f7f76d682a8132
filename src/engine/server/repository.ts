import { type RawBuilder, sql } from 'kysely';
import type { AnyEntity, FieldConfig } from '../contract/entity';
import type { EntityRegistry } from '../contract/registry';
import { inJoinOrder } from './lists/join-order';
import { isWholeTable } from './lists/list-conditions';
import type { ListOptions, PageRequest, SortRequest } from './lists/list-query';
import { listWhere } from './lists/list-where';
import { filteredPage, type ListPage, totalBeyondCap } from './lists/paged-list';
import { activeRowCount } from './lists/row-counts';
import { countUpTo, isWholeScope, scopeIndexPage, smallScopeRows } from './lists/scoped-page';
import { planShape, type ShapePlan } from './lists/shape';
import { type ShapeRow, sortedChunks } from './lists/sorted-chunks';
import { sortedPageQuery } from './lists/sorted-page';
import type { Db, Store } from './schema/database';
import { tableOf } from './schema/tables';

export type { ListOptions } from './lists/list-query';

export type Repository = ReturnType<typeof createRepository>;

/** A row another row points at, and the conditions it must meet (a reference's `where`). */
export type ReferenceCheck = { entity: AnyEntity; id: number; where?: Readonly<Record<string, unknown>> };

/**
 * Rows per query of a streamed list (about 800 KB of patients' JSON). Smaller pages cost
 * PostgreSQL more in all (bench, 100,000 doses: 1,000-row pages 3.0 s, 2,000 2.5 s, 5,000
 * 2.1 s, one query 2.2 s); larger ones hold more memory per request being sent.
 */
const rowsPerPage = 2500;

/**
 * Rows per text of a page: about 50 KB of patients, 90 KB of doses, below V8's large-object
 * size (128 KB). A page as one text (1–2 MB) was a large object, allocated outside the young
 * generation and freed only by a full collection. On a copy of the bench's database, the
 * 45,000 patients of a centre sent whole to 16 connections at once: peak resident memory on
 * SQLite 300 → 191 MB, on PostgreSQL 386 → 305–349 MB.
 */
const rowsPerPart = 100;

/**
 * Rows per query of a whole sorted list (an export), parsed one by one, so fewer than a JSON
 * page. SQLite reads a chunk in the event loop's turn, and other requests wait for it: 100
 * rows (about 2 ms of patients) keep a search asked during a whole-table export at 1.5 times
 * its idle time (200: twice; 1,000: four times; bench: 'CSV export'). PostgreSQL reads in the
 * background, and a query more is a round trip more.
 */
const rowsPerChunk = { sqlite: 100, postgres: 1000 } as const;

/**
 * Converts values to column values: booleans become 0/1; undefined and unknown names are left
 * out. Values from a request lose their server-set fields before this (the engine's writes do it).
 */
export const toColumns = (entity: AnyEntity, values: Readonly<Record<string, unknown>>) => {
  const columns: Record<string, unknown> = {};
  const byName = new Map<string, FieldConfig>(entity.fields.map((field) => [field.name, field]));
  for (const [name, value] of Object.entries(values)) {
    const field = byName.get(name);
    if (value === undefined || !field) continue;
    columns[name] = typeof value === 'boolean' ? Number(value) : value;
  }
  return columns;
};

/**
 * Generic storage of entities: lists and rows in their GET shape, built as JSON by the
 * database in one query, and plain inserts, updates and soft deletes.
 *
 * @example
 * const repository = createRepository({ store, registry });
 * const json = await repository.listJson(countries, { q: 'peru' }); // '[{"id":1,...}]'
 */
export const createRepository = (options: { store: Store; registry: EntityRegistry }) => {
  const { store, registry } = options;
  // By config object: a role's view of an entity (readable-fields.ts) is planned apart from it.
  const plans = new Map<AnyEntity, ShapePlan>();
  const planOf = (entity: AnyEntity) => {
    let plan = plans.get(entity);
    if (!plan) {
      plan = planShape({ registry, dialect: store.dialect, entity });
      plans.set(entity, plan);
    }
    return plan;
  };

  const conditions = async (entity: AnyEntity, list: ListOptions, db: Db) =>
    (await listWhere({ db, registry, dialect: store.dialect, entity, list })).where;

  /** The rows a list's conditions read: the entity's own table (a search reaches other tables by subqueries). */
  const filteredFrom = (entity: AnyEntity) => sql`${sql.table(tableOf(entity))} AS ${sql.id('t0')}`;

  /** The JSON text of `limit` rows meeting `where`, sorted, from the page's first on. */
  const selectSortedPage = async (options: {
    db: Db;
    entity: AnyEntity;
    where: RawBuilder<unknown>;
    isDense: boolean;
    paging: PageRequest;
    limit: number;
    /** The rows the conditions read: the entity's table as `t0` unless given. */
    from?: RawBuilder<unknown>;
  }) => {
    const { db, entity, from, ...page } = options;
    const query = sortedPageQuery({
      ...page,
      dialect: store.dialect,
      registry,
      entity,
      shape: planOf(entity),
      from: from ?? filteredFrom(entity),
    });
    return (await query.execute(db)).rows.map((row) => row.json);
  };

  const sortedListPage = async (
    db: Db,
    entity: AnyEntity,
    list: ListOptions,
    paging: PageRequest,
  ): Promise<ListPage> => {
    if (isWholeTable(list)) {
      const where = sql`${sql.ref('t0.isActive')} = 1`;
      const [items, total] = await Promise.all([
        selectSortedPage({ db, entity, where, isDense: true, paging, limit: paging.pageSize }),
        activeRowCount(db, tableOf(entity)),
      ]);
      return { items, total, isTotalCapped: false };
    }
    const { scope } = list;
    if (scope && isWholeScope(list)) {
      const page = await scopeIndexPage({ db, dialect: store.dialect, shape: planOf(entity), scope, paging });
      if (page) return page;
    }
    const conditions = await listWhere({ db, registry, dialect: store.dialect, entity, list });
    const countRows = async (where: RawBuilder<unknown>) => {
      const result = await sql<{ total: number }>`SELECT count(*) AS ${sql.id('total')}
        FROM ${filteredFrom(entity)} WHERE ${where}`.execute(db);
      return Number(result.rows[0]?.total ?? 0);
    };
    const defaultSort = entity.defaultSort?.key;
    if (scope?.place && isWholeScope(list) && paging.sort === defaultSort) {
      // One centre's rows in the default order: a range of the index (centre, default sort).
      const where = sql`${sql.ref('t0.isActive')} = 1 AND ${scope.place.where}`;
      const rows = await selectSortedPage({ db, entity, where, isDense: true, paging, limit: paging.pageSize + 1 });
      const offset = (paging.page - 1) * paging.pageSize;
      const countAll = () => countRows(where);
      return {
        items: rows.slice(0, paging.pageSize),
        ...(await totalBeyondCap({ offset, pageSize: paging.pageSize, rowsRead: rows.length, countAll })),
      };
    }
    if (scope?.rows && scope.size && (await countUpTo(db, scope.size, smallScopeRows + 1)) <= smallScopeRows) {
      // A small scope: its rows are read from its index, each tested, and the matches sorted
      // (CROSS JOIN: SQLite keeps that order; PostgreSQL plans it as a join).
      const driven = sql`(${scope.rows}) AS ${sql.id('s')} CROSS JOIN ${filteredFrom(entity)}`;
      const onScope = (where: RawBuilder<unknown>) => sql`${sql.ref('t0.id')} = ${sql.ref('s.id')} AND ${where}`;
      return filteredPage({
        db,
        conditions: {
          ...conditions,
          probe: sql`SELECT ${sql.ref('t0.id')} AS ${sql.id('id')} FROM ${driven} WHERE ${onScope(conditions.rowTest)}`,
        },
        paging,
        readPage: (where, limit, isMany) =>
          isMany
            ? selectSortedPage({ db, entity, where: onScope(where), isDense: false, paging, limit, from: driven })
            : selectSortedPage({ db, entity, where, isDense: false, paging, limit }),
        countRows,
      });
    }
    return filteredPage({
      db,
      conditions,
      paging,
      readPage: (where, limit, isDense) => selectSortedPage({ db, entity, where, isDense, paging, limit }),
      countRows,
    });
  };

  const selectJson = async (db: Db, entity: AnyEntity, where: RawBuilder<unknown>) => {
    const plan = planOf(entity);
    const result = await sql<{
      json: string;
    }>`SELECT ${plan.json} AS ${sql.id('json')} FROM ${plan.from} WHERE ${where} ORDER BY ${sql.ref('t0.id')}`.execute(
      db,
    );
    return result.rows.map((row) => row.json);
  };

  /**
   * One page of rows, joined by the database into texts of {@link rowsPerPart} rows each
   * (`string_agg`, SQLite's too since 3.44): no string per row to allocate, join and collect.
   */
  const selectPage = async (db: Db, entity: AnyEntity, where: RawBuilder<unknown>, after: number, size: number) => {
    const plan = planOf(entity);
    const id = sql.ref('t0.id');
    const [pageId, pageJson, part] = [sql.ref('page.id'), sql.ref('page.json'), sql.ref('page.part')];
    const rows = sql`SELECT ${id} AS ${sql.id('id')}, ${plan.json} AS ${sql.id('json')} FROM ${plan.from}
      WHERE ${where} AND ${id} > ${after} ORDER BY ${id} LIMIT ${size}`;
    const numbered = sql`SELECT ${sql.ref('rows.id')} AS ${sql.id('id')}, ${sql.ref('rows.json')} AS ${sql.id('json')},
      (row_number() OVER (ORDER BY ${sql.ref('rows.id')}) - 1) / ${sql.lit(rowsPerPart)} AS ${sql.id('part')}
      FROM (${rows}) AS ${sql.id('rows')}`;
    const result = await sql<{ text: string; last: number; count: number }>`
      SELECT string_agg(${pageJson}, ',' ORDER BY ${pageId}) AS ${sql.id('text')}, max(${pageId}) AS ${sql.id('last')},
      count(*) AS ${sql.id('count')} FROM (${numbered}) AS ${sql.id('page')} GROUP BY ${part} ORDER BY ${part}`.execute(
      db,
    );
    const parts = result.rows;
    return {
      texts: parts.map((row) => row.text),
      last: Number(parts.at(-1)?.last ?? after),
      count: parts.reduce((sum, row) => sum + Number(row.count), 0),
    };
  };

  return {
    registry,

    /** The active rows as a JSON array text, ready to send. */
    listJson: async (entity: AnyEntity, list: ListOptions = {}, db: Db = store.db) => {
      const rows = await selectJson(db, entity, await conditions(entity, list, db));
      return `[${rows.join(',')}]`;
    },

    /**
     * The active rows as a JSON array text in parts, one page of rows each, read page by page
     * in id order, so a long list is never held in memory whole while it is sent. The last
     * part is the generator's return value: a list of one page is a single part. Each page is
     * its own query: a write between two pages shows only in the later ones.
     */
    listJsonParts: async function* (
      entity: AnyEntity,
      list: ListOptions = {},
      db: Db = store.db,
    ): AsyncGenerator<string, string> {
      const where = await conditions(entity, list, db);
      const size = Math.min(list.limit ?? rowsPerPage, rowsPerPage);
      let opening = '[';
      let after = 0;
      for (;;) {
        const page = await inJoinOrder(db, store.dialect, (reader) => selectPage(reader, entity, where, after, size));
        const isLastPage = page.count < size || list.limit !== undefined;
        for (const [index, text] of page.texts.entries()) {
          const part = `${opening}${text}`;
          opening = ',';
          if (isLastPage && index === page.texts.length - 1) return `${part}]`;
          yield part;
        }
        if (isLastPage) return opening === '[' ? '[]' : ']';
        after = page.last;
      }
    },

    /**
     * One sorted page of the active rows and how many there are in all, as the JSON text of
     * `{ items, total, page, pageSize, totalIsCapped }`: the rows' JSON is built by the
     * database and joined here, never parsed. A searched or filtered list counts up to
     * 1,000 rows (maxCountedRows): beyond, `totalIsCapped` is true and `total` a number of rows the
     * list has more than (paged-list.ts).
     */
    listPageJson: async (entity: AnyEntity, list: ListOptions, paging: PageRequest, db: Db = store.db) => {
      const { items, total, isTotalCapped } = await sortedListPage(db, entity, list, paging);
      return `{"items":[${items.join(',')}],"total":${total},"page":${paging.page},"pageSize":${paging.pageSize},"totalIsCapped":${isTotalCapped}}`;
    },

    /**
     * Every row of a list in its GET shape, in the order of its sorted pages, a chunk of rows
     * per query (sorted-chunks.ts): a long list is never held whole, and other requests run
     * between two chunks.
     */
    sortedRows: async function* (
      entity: AnyEntity,
      list: ListOptions,
      sort: SortRequest,
      options: { chunkSize?: number; db?: Db } = {},
    ): AsyncGenerator<ShapeRow[]> {
      const db = options.db ?? store.db;
      const where = await conditions(entity, list, db);
      const shape = planOf(entity);
      const from = filteredFrom(entity);
      const chunkSize = options.chunkSize ?? rowsPerChunk[store.dialect.name];
      yield* sortedChunks({ db, dialect: store.dialect, registry, entity, shape, from, where, sort, chunkSize });
    },

    /** Whether a GET-shape path can sort a list: a path the shape plan knows (never a private field). */
    canSort: (entity: AnyEntity, path: string) => planOf(entity).columnOf(path) !== undefined,

    /** One row in its GET shape, active or not, or undefined. */
    findShape: async (entity: AnyEntity, id: number, db: Db = store.db) => {
      const [json] = await selectJson(db, entity, sql`${sql.ref('t0.id')} = ${id}`);
      return json === undefined ? undefined : (JSON.parse(json) as Record<string, unknown>);
    },

    /** One stored row as columns, active or not, or undefined. */
    findRow: async (entity: AnyEntity, id: number, db: Db = store.db) =>
      db.selectFrom(tableOf(entity)).selectAll().where('id', '=', id).executeTakeFirst(),

    /**
     * For each reference, whether its row exists, is active and meets its conditions: one
     * query for all, locking the rows found against a concurrent delete.
     */
    usableReferences: async (references: readonly ReferenceCheck[], db: Db = store.db) => {
      if (references.length === 0) return [];
      const row = await db
        .selectNoFrom((eb) =>
          references.map((reference, index) => {
            let query = eb
              .selectFrom(tableOf(reference.entity))
              .select('id')
              .where('id', '=', reference.id)
              .where('isActive', '=', 1);
            for (const [name, value] of Object.entries(toColumns(reference.entity, reference.where ?? {}))) {
              query = query.where(name, '=', value);
            }
            // Held until the write commits (like the foreign key's own lock, so a write whose
            // hook then updates the row, taking stock from it, cannot deadlock), so a delete of
            // the row, which locks it FOR UPDATE, waits and then sees this write's row among its
            // users. SQLite runs one write at a time anyway.
            if (store.dialect.name === 'postgres') query = query.forKeyShare();
            return eb.exists(query).as(`reference${index}`);
          }),
        )
        .executeTakeFirstOrThrow();
      return references.map((_, index) => Boolean(Number(row[`reference${index}`])));
    },

    insert: async (entity: AnyEntity, columns: Readonly<Record<string, unknown>>, db: Db = store.db) => {
      const row = await db
        .insertInto(tableOf(entity))
        .values({ ...columns, isActive: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    /** Updates an active row; false when there is none. */
    update: async (entity: AnyEntity, id: number, columns: Readonly<Record<string, unknown>>, db: Db = store.db) => {
      if (Object.keys(columns).length === 0) return repositoryHasActive(db, entity, id);
      const result = await db
        .updateTable(tableOf(entity))
        .set(columns)
        .where('id', '=', id)
        .where('isActive', '=', 1)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Marks an active row inactive; false when there is none. */
    softDelete: async (entity: AnyEntity, id: number, db: Db = store.db) => {
      const result = await db
        .updateTable(tableOf(entity))
        .set({ isActive: 0 })
        .where('id', '=', id)
        .where('isActive', '=', 1)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
};

const repositoryHasActive = async (db: Db, entity: AnyEntity, id: number) =>
  (await db
    .selectFrom(tableOf(entity))
    .select('id')
    .where('id', '=', id)
    .where('isActive', '=', 1)
    .executeTakeFirst()) !== undefined;
