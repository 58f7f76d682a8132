import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeSearch, searchFieldSeparator, searchWords } from '../../src/engine/search';
import { foldedName } from '../../src/engine/server/writes/unique-names';
import { countries } from '../../src/entities/countries';
import { createTestApi, type TestApi } from '../helpers/test-api';

/** Every character from U+00C0 to U+00FF (× and ÷ included: they must stay as they are). */
const latin1 = Array.from({ length: 0x100 - 0xc0 }, (_, index) => String.fromCharCode(0xc0 + index));
const ascii = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'];
const mixed = [
  latin1.join(''),
  ascii.join(''),
  'Conceição GONÇALVES',
  'Bjørn Ståhl-Ødegård',
  'ÆSA strauß Þór',
  "O'Connor 100% _x_ \\",
  'İnci Ω ω Ÿ ẞ',
];

/** Patients written straight into the table, as a bulk import would: no API, no app code. */
const people = [
  ['1001', 'Conceição', 'Gonçalves'],
  ['1002', 'Bjørn', 'Ståhl'],
  ['1003', 'Ñuflo', 'Peña Núñez'],
  ['1004', 'Æsa', 'Strauß'],
  ['1005', 'Zoë', 'Renée Ÿ'],
  ['1006', 'ÅSA', 'ØRSTED'],
  ['1007', 'İnci', 'Ωmega'],
  ['1008', 'Jose', 'Pena'],
] as const;

const queries = [
  'goncalves',
  'GONÇALVES conceicao',
  'bjorn stahl',
  'BJØRN',
  'aesa',
  'strauss',
  'zoe renee',
  'pena',
  'PEÑA nu',
  'ñu',
  'ss',
  'ø',
  'asa orsted',
  'inci',
  'İnci',
  'ωmega',
  'Ωmega',
  'a',
  'e 100',
  '100',
  'gonçalves pena',
];

let api: TestApi;
const ids = new Map<string, number>();

beforeAll(async () => {
  api = await createTestApi();
  const rows = people.map(([identityDocument, firstName, lastname]) => ({
    identityDocument,
    firstName,
    lastname,
    isChild: 0,
    isActive: 1,
  }));
  const inserted = await api.store.db
    .insertInto('patients')
    .values(rows)
    .returning(['id', 'identityDocument'])
    .execute();
  for (const row of inserted) ids.set(String(row.identityDocument), Number(row.id));
});

afterAll(() => api.close());

describe('the search fold in the database', () => {
  it.each([...latin1, ...ascii, ...mixed])('should fold %j as normalizeSearch does', async (text) => {
    const result = await sql<{
      folded: string;
    }>`SELECT ${api.store.dialect.fold(sql`${text}`)} AS ${sql.id('folded')}`.execute(api.store.db);
    expect(result.rows[0]?.folded).toBe(normalizeSearch(text));
  });

  it('should keep every row a search text equal to its folded search fields joined by char 31', async () => {
    const rows = await api.store.db
      .selectFrom('patients')
      .select(['identityDocument', 'firstName', 'lastname', 'searchText'])
      .where(
        'identityDocument',
        'in',
        people.map(([document]) => document),
      )
      .execute();
    for (const row of rows) {
      const fields = [row.identityDocument, row.firstName, row.lastname].map((value) => normalizeSearch(String(value)));
      expect(row.searchText).toBe(fields.join(searchFieldSeparator));
    }
  });
});

describe('the folded columns of the schema', () => {
  const everyLetter = [...latin1, ...ascii].join('');

  it('should store every Latin-1 and ASCII letter in the search text as normalizeSearch folds it', async () => {
    const [row] = await api.store.db
      .insertInto('patients')
      .values({ identityDocument: '5001', firstName: everyLetter, lastname: mixed.join(' '), isChild: 0, isActive: 1 })
      .returning(['id', 'searchText'])
      .execute();
    await api.store.db.deleteFrom('patients').where('id', '=', Number(row?.id)).execute();
    expect(row?.searchText).toBe(
      ['5001', everyLetter, mixed.join(' ')].map(normalizeSearch).join(searchFieldSeparator),
    );
  });

  it('should fold a unique name as normalizeSearch does, where its index reads it', async () => {
    const nameCountry = countries.fields.find((field) => field.name === 'nameCountry');
    if (!nameCountry) throw new Error('countries has no nameCountry');
    const [row] = await api.store.db
      .insertInto('countries')
      .values({ nameCountry: everyLetter, isActive: 0 })
      .returning(['id', foldedName(api.store.dialect, nameCountry).as('folded')])
      .execute();
    await api.store.db.deleteFrom('countries').where('id', '=', Number(row?.id)).execute();
    expect(row?.folded).toBe(normalizeSearch(everyLetter));
  });
});

describe('GET /patients?q= over rows written by plain SQL', () => {
  it.each(queries)('should find for %j the rows the browser finds', async (query) => {
    const words = searchWords(query);
    const expected = people
      .filter((person) => {
        const text = person.map(normalizeSearch).join(searchFieldSeparator);
        return words.every((word) => text.includes(word));
      })
      .map(([document]) => ids.get(document));
    const response = await api.admin('GET', `/patients?q=${encodeURIComponent(query)}`);
    expect(response.status).toBe(200);
    expect((response.json as { id: number }[]).map((row) => row.id).sort()).toEqual(expected.sort());
  });

  it('should find a row by its new name after a plain SQL update, and not after a plain SQL delete', async () => {
    const db = api.store.db;
    const [row] = await db
      .insertInto('patients')
      .values({ identityDocument: '2001', firstName: 'Íñigo', lastname: 'Ölander', isChild: 0, isActive: 1 })
      .returning('id')
      .execute();
    const id = Number(row?.id);
    const found = async (query: string) =>
      ((await api.admin('GET', `/patients?q=${encodeURIComponent(query)}`)).json as { id: number }[]).map(
        (patient) => patient.id,
      );
    expect(await found('inigo olander')).toEqual([id]);
    await db.updateTable('patients').set({ lastname: 'Åkesson' }).where('id', '=', id).execute();
    expect(await found('inigo olander')).toEqual([]);
    expect(await found('inigo akesson')).toEqual([id]);
    await db.deleteFrom('patients').where('id', '=', id).execute();
    expect(await found('inigo')).toEqual([]);
  });
});

describe('GET ?q= through a reference search key', () => {
  it('should find a manufacturer by the folded name of its country, both written by plain SQL', async () => {
    const db = api.store.db;
    const [country] = await db
      .insertInto('countries')
      .values({ nameCountry: 'Curaçao', isActive: 1 })
      .returning('id')
      .execute();
    const [maker] = await db
      .insertInto('manufacturers')
      .values({ manufacturerName: 'Laboratório Øst', countryId: Number(country?.id), isActive: 1 })
      .returning('id')
      .execute();
    const search = async (query: string) =>
      ((await api.admin('GET', `/manufacturers?q=${encodeURIComponent(query)}`)).json as { id: number }[]).map(
        (row) => row.id,
      );
    expect(await search('curacao')).toEqual([Number(maker?.id)]);
    expect(await search('CURAÇAO ost')).toEqual([Number(maker?.id)]);
    expect(await search('laboratorio curacao')).toEqual([Number(maker?.id)]);
    expect(await search('curacao sinovac')).toEqual([]);
  });
});

describe('GET /patients?q= for the letters of Spanish names, in both cases', () => {
  /** A surname per letter with an accent, tilde or diaeresis: as written, in capitals, and without it. */
  const letters = [
    ['ñ', 'Muñoz', 'MUÑOZ', 'munoz'],
    ['á', 'Sánchez', 'SÁNCHEZ', 'sanchez'],
    ['é', 'Pérez', 'PÉREZ', 'perez'],
    ['í', 'Díaz', 'DÍAZ', 'diaz'],
    ['ó', 'Colón', 'COLÓN', 'colon'],
    ['ú', 'Jesús', 'JESÚS', 'jesus'],
    ['ü', 'Argüello', 'ARGÜELLO', 'arguello'],
  ] as const;
  /** Each letter's two patients: the surname as written and in capitals. */
  const patientsOf = new Map<string, number[]>();

  beforeAll(async () => {
    for (const [index, [letter, written, capitals]] of letters.entries()) {
      const rows = [written, capitals].map((lastname, spelling) => ({
        identityDocument: `30${index}${spelling}`,
        firstName: 'Prueba',
        lastname,
        isChild: 0,
        isActive: 1,
      }));
      const inserted = await api.store.db.insertInto('patients').values(rows).returning('id').execute();
      patientsOf.set(
        letter,
        inserted.map((row) => Number(row.id)),
      );
    }
  });

  const queries = letters.flatMap(([letter, written, capitals, plain]) =>
    [written, capitals, written.toLowerCase(), plain, plain.toUpperCase()].map((query) => [letter, query] as const),
  );

  it.each(queries)('should find for %s both spellings when the query is %j', async (letter, query) => {
    const response = await api.admin('GET', `/patients?q=${encodeURIComponent(query)}`);
    expect(response.status).toBe(200);
    expect((response.json as { id: number }[]).map((row) => row.id).sort()).toEqual(patientsOf.get(letter)?.sort());
  });
});
