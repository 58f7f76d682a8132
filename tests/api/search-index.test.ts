import { CompiledQuery, type KyselyPlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyEntity } from '../../src/engine/contract/entity';
import { createRegistry } from '../../src/engine/contract/registry';
import { searchContent } from '../../src/engine/server/lists/search-schema';
import { createRepository } from '../../src/engine/server/repository';
import type { Store } from '../../src/engine/server/schema/database';
import { syncSchema } from '../../src/engine/server/schema/schema-sync';
import { entities } from '../../src/entities';
import { patients } from '../../src/entities/patients';
import { createTestApi, type TestApi } from '../helpers/test-api';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
  const rows = Array.from({ length: 2000 }, (_, index) => ({
    identityDocument: String(3_000_000 + index),
    firstName: index % 500 === 0 ? 'Ñandú' : `Nombre ${index}`,
    lastname: index % 700 === 0 ? 'Zúñiga' : `Apellido ${index}`,
    isChild: 0,
    isActive: 1,
  }));
  for (let start = 0; start < rows.length; start += 500) {
    await api.store.db
      .insertInto('patients')
      .values(rows.slice(start, start + 500))
      .execute();
  }
  await sql`ANALYZE`.execute(api.store.db);
});

afterAll(() => api.close());

/** The statements the repository runs for a list, as sent to the database. */
const listStatements = async (store: Store, entity: AnyEntity, q: string) => {
  const statements: CompiledQuery[] = [];
  const capture: KyselyPlugin = {
    transformQuery: (args) => {
      statements.push(store.db.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  const repository = createRepository({
    store: { ...store, db: store.db.withPlugin(capture) },
    registry: createRegistry(entities),
  });
  await repository.listJson(entity, { q });
  return statements;
};

/** The query plan of a statement as text; PostgreSQL told to avoid reading whole tables where it can. */
const planOf = async (store: Store, statement: CompiledQuery) => {
  if (store.dialect.name === 'sqlite') {
    const result = await store.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`EXPLAIN QUERY PLAN ${statement.sql}`, [...statement.parameters]),
    );
    return result.rows.map((row) => row.detail).join('\n');
  }
  return store.db.transaction().execute(async (db) => {
    // Too few rows here for the planner to prefer an index on its own: reading the table in
    // full, or all of the primary key in id order, is made to look as costly as it is at scale.
    await sql`SET LOCAL enable_seqscan = off`.execute(db);
    await sql`SET LOCAL enable_indexscan = off`.execute(db);
    const result = await db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`EXPLAIN ${statement.sql}`, [...statement.parameters]),
    );
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
};

/**
 * Whether a plan reads the whole patients table: SQLite `SCAN t0`, PostgreSQL `Seq Scan on
 * patients t0`, or a PostgreSQL scan of a patients index with no `Index Cond` (every entry).
 */
const readsAllPatients = (plan: string) =>
  /^SCAN (t0|patients)\b/m.test(plan) || /Seq Scan on patients( t0)? /.test(plan) || readsWholePatientsIndex(plan);

const readsWholePatientsIndex = (plan: string) => {
  const lines = plan.split('\n');
  return lines.some((line, index) => {
    if (!/Index (Only )?Scan( Backward)? (using|on) \S*patients/.test(line)) return false;
    const depth = line.search(/\S/);
    const details = [];
    for (const next of lines.slice(index + 1)) {
      if (next.search(/\S/) <= depth || next.trimStart().startsWith('->')) break;
      details.push(next);
    }
    return !details.some((detail) => detail.includes('Index Cond'));
  });
};

/** Whether the trigram index finds the rows: SQLite's FTS5 MATCH, PostgreSQL's GIN index. */
const usesSearchIndex = (plan: string) =>
  /SCAN patients_search VIRTUAL TABLE INDEX \d+:M/.test(plan) ||
  /Bitmap Index Scan on "?ix_patients_searchText/.test(plan);

describe('the query plan of a search', () => {
  it.each(['zuniga', 'nandu zuniga', 'zuniga 3000 a'])(
    'should look %j up in the trigram index, not read every patient',
    async (q) => {
      const [statement] = await listStatements(api.store, patients, q);
      expect(statement).toBeDefined();
      const plan = await planOf(api.store, statement as CompiledQuery);
      expect(usesSearchIndex(plan), plan).toBe(true);
      expect(readsAllPatients(plan), plan).toBe(false);
    },
  );

  it('should tell a plan that reads every patient', async () => {
    const plan = await planOf(
      api.store,
      CompiledQuery.raw(`SELECT id FROM patients WHERE lower("lastname") LIKE '%pena%'`, []),
    );
    expect(readsAllPatients(plan), plan).toBe(true);
    expect(usesSearchIndex(plan), plan).toBe(false);
  });
});

describe('the search structures at start', () => {
  it('should rebuild the search text when the search keys of a config change, and back', async () => {
    const [row] = await api.store.db
      .insertInto('patients')
      .values({
        identityDocument: '4001',
        firstName: 'Íris',
        lastname: 'Sá',
        email: 'iris.sa@correo.pt',
        isChild: 0,
        isActive: 1,
      })
      .returning('id')
      .execute();
    const search = async (q: string) =>
      ((await api.admin('GET', `/patients?q=${encodeURIComponent(q)}`)).json as { id: number }[]).map(
        (patient) => patient.id,
      );
    expect(await search('correo.pt')).toEqual([]);

    const withEmail = { ...patients, searchKeys: [...(patients.searchKeys ?? []), 'email'] };
    await syncSchema({
      store: api.store,
      entities: entities.map((entity) => (entity === patients ? withEmail : entity)),
    });
    const registry = createRegistry(entities.map((entity) => (entity === patients ? withEmail : entity)));
    const repository = createRepository({ store: api.store, registry });
    expect(JSON.parse(await repository.listJson(withEmail, { q: 'iris correo.pt' }))).toEqual([
      expect.objectContaining({ id: Number(row?.id) }),
    ]);

    await syncSchema({ store: api.store, entities });
    expect(await search('correo.pt')).toEqual([]);
    expect(await search('iris sa')).toEqual([Number(row?.id)]);
  });

  it('should keep in the FTS5 content table, read row by row by long lists, the folded text of every row (SQLite)', async () => {
    if (api.store.dialect.name !== 'sqlite') return;
    const { db } = api.store;
    const content = searchContent(patients);
    const textOf = async (id: number) =>
      (
        await sql<{ text: string }>`SELECT ${sql.id(content.text)} AS ${sql.id('text')} FROM ${sql.table(content.table)}
          WHERE ${sql.id('id')} = ${id}`.execute(db)
      ).rows[0]?.text;
    const [row] = await db
      .insertInto('patients')
      .values({ identityDocument: '4002', firstName: 'Ñusta', lastname: 'Ávila', isChild: 0, isActive: 1 })
      .returning('id')
      .execute();
    const id = Number(row?.id);
    expect(await textOf(id)).toBe('4002\u001fnusta\u001favila');

    await db.updateTable('patients').set({ lastname: 'Peña' }).where('id', '=', id).execute();
    expect(await textOf(id)).toBe('4002\u001fnusta\u001fpena');
  });

  it('should replace the unique name index of an older version by the plain SQL one', async () => {
    const { db, dialect } = api.store;
    await sql`DROP INDEX ${sql.id('ux_countries_nameCountry_fold')}`.execute(db);
    const legacyFold =
      dialect.name === 'sqlite'
        ? sql`fold(${sql.ref('nameCountry')})`
        : sql`translate(lower(${sql.ref('nameCountry')}), 'áéíóú', 'aeiou')`;
    await sql`CREATE UNIQUE INDEX ${sql.id('ux_countries_nameCountry_folded')} ON ${sql.table('countries')} (${legacyFold}) WHERE ${sql.ref('isActive')} = 1`.execute(
      db,
    );

    await syncSchema({ store: api.store, entities });

    const indexes = await indexNames(api.store, 'countries');
    expect(indexes).toContain('ux_countries_nameCountry_fold');
    expect(indexes).not.toContain('ux_countries_nameCountry_folded');
    expect((await api.admin('POST', '/countries', { nameCountry: 'Túnez' })).status).toBe(201);
    expect((await api.admin('POST', '/countries', { nameCountry: 'TUNEZ' })).status).toBe(409);
  });
});

const indexNames = async (store: Store, table: string) => {
  const result =
    store.dialect.name === 'sqlite'
      ? await sql<{ name: string }>`SELECT name FROM pragma_index_list(${table})`.execute(store.db)
      : await sql<{
          name: string;
        }>`SELECT indexname AS name FROM pg_indexes WHERE tablename = ${table} AND schemaname = current_schema()`.execute(
          store.db,
        );
  return result.rows.map((row) => row.name);
};
