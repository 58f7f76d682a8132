import { type RawBuilder, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRegistry } from '../../src/engine/contract/registry';
import { searchWords } from '../../src/engine/search';
import { resolveSearchConditions } from '../../src/engine/server/lists/search-resolve';
import { searchConditions } from '../../src/engine/server/lists/search-sql';
import { entities } from '../../src/entities';
import { appliedDoses } from '../../src/entities/applied-doses';
import { setUpApiFixture } from '../helpers/api-fixture';

const fixture = setUpApiFixture();

/** Doses searched through all three references, as an entity config may ask (the product's searches the patient only). */
const wideDoses = { ...appliedDoses, searchKeys: ['patient', 'vaccineBatch', 'vaccinationCenter'] };
const wideRegistry = createRegistry(entities.map((entity) => (entity === appliedDoses ? wideDoses : entity)));
const doses: Record<string, number> = {};

/** Rows written by plain SQL, as a bulk import would: doses of three patients in two centres. */
beforeAll(async () => {
  const { db } = fixture.api.store;
  const insertId = async (table: string, values: Record<string, unknown>) =>
    Number(
      (
        await db
          .insertInto(table)
          .values({ ...values, isActive: 1 })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  const patient = (firstName: string, lastname: string, identityDocument: string) =>
    insertId('patients', { firstName, lastname, identityDocument, isChild: 0 });
  const patients = {
    mariaPena: await patient('María', 'Peña', '70000001'),
    mariaGomez: await patient('María', 'Gómez', '70000002'),
    luciaPena: await patient('Lucía', 'Peña', '70000003'),
  };
  const centers = {
    north: fixture.ids.centerId,
    miraflores: await insertId('vaccination_centers', { centerName: 'Posta Miraflores' }),
  };
  const dose = (patientId: number, vaccinationCenterId: number) =>
    insertId('applied_doses', {
      patientId,
      vaccinationCenterId,
      vaccineBatchId: fixture.ids.batchId,
      doseNumber: 1,
      applyingUserId: fixture.api.userIds.health,
      recordedByUserId: fixture.api.userIds.admin,
      applicationDateTime: '2026-01-02T10:00:00',
    });
  doses.mariaPenaNorth = await dose(patients.mariaPena, centers.north);
  doses.mariaGomezMiraflores = await dose(patients.mariaGomez, centers.miraflores);
  doses.luciaPenaMiraflores = await dose(patients.luciaPena, centers.miraflores);
  doses.mariaGomezNorth = await dose(patients.mariaGomez, centers.north);
});

const cases: [query: string, expected: string[]][] = [
  ['maria pena', ['mariaPenaNorth']],
  ['MARÍA', ['mariaPenaNorth', 'mariaGomezMiraflores', 'mariaGomezNorth']],
  ['maria miraflores', ['mariaGomezMiraflores']],
  ['pena miraflores', ['luciaPenaMiraflores']],
  ['comirnaty lucia', ['luciaPenaMiraflores']],
  ['pfizer peru miraflores', ['mariaGomezMiraflores', 'luciaPenaMiraflores']],
  ['comirnaty', ['mariaPenaNorth', 'mariaGomezMiraflores', 'luciaPenaMiraflores', 'mariaGomezNorth']],
  // 'lu' is in Lucía and in the north centre's 'Salud'; 'pen' in Peña only.
  ['lu pen', ['mariaPenaNorth', 'luciaPenaMiraflores']],
  ['xyzzy', []],
  ['maria xyzzy', []],
];

/** The product's doses search: through the patient only, so a search stays a lookup of a few patients' doses at 5,000,000 doses. */
const patientCases: [query: string, expected: string[]][] = [
  ['maria pena', ['mariaPenaNorth']],
  ['MARÍA', ['mariaPenaNorth', 'mariaGomezMiraflores', 'mariaGomezNorth']],
  ['pena', ['mariaPenaNorth', 'luciaPenaMiraflores']],
  ['70000003', ['luciaPenaMiraflores']],
  ['miraflores', []],
  ['xyzzy', []],
];

const idsOf = (json: unknown) => (json as { id: number }[]).map((row) => row.id).sort((a, b) => a - b);
const expectedIds = (names: readonly string[]) => names.map((name) => doses[name]).sort((a, b) => (a ?? 0) - (b ?? 0));

describe('GET /applied-doses?q= through the patient of each dose', () => {
  it.each(patientCases)('should find for %j the doses of the patients holding every word', async (query, expected) => {
    const response = await fixture.api.admin('GET', `/applied-doses?q=${encodeURIComponent(query)}`);
    expect(response.status).toBe(200);
    expect(idsOf(response.json)).toEqual(expectedIds(expected));
  });
});

/** The ids of the active doses meeting the search conditions, in id order. */
const activeDoseIds = async (conditions: readonly RawBuilder<unknown>[]) => {
  const result = await sql<{
    id: number;
  }>`SELECT ${sql.ref('t0.id')} AS ${sql.id('id')} FROM ${sql.table('applied_doses')} AS ${sql.id('t0')}
    WHERE ${sql.join([sql`${sql.ref('t0.isActive')} = 1`, ...conditions], sql` AND `)}`.execute(fixture.api.store.db);
  return idsOf(result.rows.map((row) => ({ id: Number(row.id) })));
};

/** The doses the search finds with the referenced rows looked up first (id lists up to `maxIds`), as sets or row by row. */
const resolvedSearch = async (query: string, maxIds?: number, form: 'where' | 'rowTest' = 'where') => {
  const { store } = fixture.api;
  const conditions = await resolveSearchConditions({
    db: store.db,
    registry: wideRegistry,
    dialect: store.dialect,
    entity: wideDoses,
    alias: 't0',
    words: searchWords(query),
    maxIds,
  });
  return activeDoseIds(conditions.map((condition) => condition[form]));
};

describe('a search through the patient, batch and centre of each dose', () => {
  const plainSearch = async (query: string) => {
    const { store } = fixture.api;
    const conditions = searchConditions({
      registry: wideRegistry,
      dialect: store.dialect,
      entity: wideDoses,
      alias: 't0',
      words: searchWords(query),
    });
    return activeDoseIds(conditions);
  };

  it.each(cases)(
    'should find for %j with the plain SQL conditions the doses every word of which is in one of them',
    async (query, expected) => {
      expect(await plainSearch(query)).toEqual(expectedIds(expected));
    },
  );

  it.each(cases)(
    'should find for %j with the referenced rows looked up first what the plain conditions find',
    async (query) => {
      expect(await resolvedSearch(query)).toEqual(await plainSearch(query));
    },
  );
});

describe('the search of doses with no id lists', () => {
  it.each(cases)('should find for %j the same doses through subqueries only', async (query, expected) => {
    expect(await resolvedSearch(query, 0)).toEqual(expectedIds(expected));
  });

  it.each(cases)('should find for %j the same doses testing each dose on its own', async (query, expected) => {
    expect(await resolvedSearch(query, 0, 'rowTest')).toEqual(expectedIds(expected));
    expect(await resolvedSearch(query, undefined, 'rowTest')).toEqual(expectedIds(expected));
  });
});
