import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyEntity } from '../../src/engine/contract/entity';
import { normalizeSearch } from '../../src/engine/search';
import { syncSchema } from '../../src/engine/server/schema/schema-sync';
import { translateConstraintError } from '../../src/engine/server/writes/constraint-errors';
import { entities } from '../../src/entities';
import { countries } from '../../src/entities/countries';
import { manufacturers } from '../../src/entities/manufacturers';
import { vaccinationCenters } from '../../src/entities/vaccination-centers';
import { vaccines } from '../../src/entities/vaccines';
import { setUpApiFixture } from '../helpers/api-fixture';
import { idOf, payloads } from '../helpers/sample-data';

const fixture = setUpApiFixture();

type NameCase = {
  entity: AnyEntity;
  field: string;
  body: (name: string) => Record<string, unknown>;
  name: string;
  /** The same name as a person could type it again: other case, accents, spaces. */
  variants: string[];
  other: string;
  message: string;
};

const cases = (): NameCase[] => [
  {
    entity: countries,
    field: 'nameCountry',
    body: (name) => ({ nameCountry: name }),
    name: 'Alemania',
    variants: ['alemania', 'ALEMANIA ', 'Álemania', ' alemaníá'],
    other: 'Austria',
    message: 'Ya existe un país con ese nombre',
  },
  {
    entity: manufacturers,
    field: 'manufacturerName',
    body: (name) => ({ manufacturerName: name, countryId: fixture.ids.countryId }),
    name: 'Bayer Pharma',
    variants: ['bayer pharma', ' BAYER PHARMA '],
    other: 'Sinovac',
    message: 'Ya existe un fabricante con ese nombre',
  },
  {
    entity: vaccines,
    field: 'vaccineName',
    body: (name) => ({ ...payloads.vaccine(fixture.ids.manufacturerId), vaccineName: name }),
    name: 'Antipolio',
    variants: ['antipolio', 'ANTIPOLIO ', 'Antipolío', 'ántipólio'],
    other: 'Hepatitis B',
    message: 'Ya existe una vacuna con ese nombre',
  },
  {
    entity: vaccinationCenters,
    field: 'centerName',
    body: (name) => ({ ...payloads.center(), centerName: name }),
    name: 'Centro Médico Sur',
    variants: ['centro medico sur', 'CENTRO MÉDICO SUR ', 'Centro Medico Sur'],
    other: 'Posta Rural Este',
    message: 'Ya existe un centro de salud con ese nombre',
  },
];

const caseOf = (name: string) => cases().find((candidate) => candidate.entity.name === name) as NameCase;
const names = cases().map((candidate) => candidate.entity.name);

/** Stored rows, active or not, whose name folds to the given one. */
const rowsNamed = async (testCase: NameCase, name: string) =>
  (await fixture.api.rowsOf(testCase.entity)).filter(
    (row) => normalizeSearch(String(row[testCase.field])).trim() === normalizeSearch(name).trim(),
  );

const refusal = (testCase: NameCase) => ({
  message: testCase.message,
  errors: { [testCase.field]: testCase.message },
});

describe('names that identify a record', () => {
  it.each(names)('should refuse a %s name already used, in any case or accents, and keep one row', async (name) => {
    const testCase = caseOf(name);
    expect((await fixture.api.admin('POST', testCase.entity.path, testCase.body(testCase.name))).status).toBe(201);

    for (const variant of testCase.variants) {
      const response = await fixture.api.admin('POST', testCase.entity.path, testCase.body(variant));
      expect(response.status, variant).toBe(409);
      expect(response.json).toEqual(refusal(testCase));
    }
    expect(await rowsNamed(testCase, testCase.name)).toHaveLength(1);
  });

  it.each(names)('should refuse renaming a %s onto another one’s name and leave it unchanged', async (name) => {
    const testCase = caseOf(name);
    const taken = `${testCase.other} Uno`;
    idOf(await fixture.api.admin('POST', testCase.entity.path, testCase.body(taken)));
    const id = idOf(await fixture.api.admin('POST', testCase.entity.path, testCase.body(`${testCase.other} Dos`)));
    const before = await fixture.api.rowsOf(testCase.entity);

    const response = await fixture.api.admin(
      'PATCH',
      `${testCase.entity.path}/${id}`,
      testCase.body(taken.toUpperCase()),
    );

    expect(response.status).toBe(409);
    expect(response.json).toEqual(refusal(testCase));
    expect(await fixture.api.rowsOf(testCase.entity)).toEqual(before);
  });

  it.each(names)('should let a %s keep its own name in another case', async (name) => {
    const testCase = caseOf(name);
    const id = idOf(await fixture.api.admin('POST', testCase.entity.path, testCase.body(`${testCase.other} Tres`)));

    const response = await fixture.api.admin(
      'PATCH',
      `${testCase.entity.path}/${id}`,
      testCase.body(`${testCase.other} TRES`),
    );

    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ [testCase.field]: `${testCase.other} TRES` });
  });

  it.each(names)('should let a deleted %s name be used again', async (name) => {
    const testCase = caseOf(name);
    const id = idOf(await fixture.api.admin('POST', testCase.entity.path, testCase.body(`${testCase.other} Cuatro`)));
    expect((await fixture.api.admin('DELETE', `${testCase.entity.path}/${id}`)).status).toBe(200);

    const again = await fixture.api.admin('POST', testCase.entity.path, testCase.body(`${testCase.other} CUATRO`));

    expect(again.status).toBe(201);
    expect((await rowsNamed(testCase, `${testCase.other} Cuatro`)).map((row) => row.isActive)).toEqual([0, 1]);
  });

  it.each(names)('should store one %s when the same name is sent many times at once', async (name) => {
    const testCase = caseOf(name);
    const variants = [testCase.name, ...testCase.variants].map((variant) => `${variant.trim()} Cinco`);

    const responses = await Promise.all(
      [...variants, ...variants].map((variant) =>
        fixture.api.admin('POST', testCase.entity.path, testCase.body(variant)),
      ),
    );

    expect(responses.map((response) => response.status).sort()).toEqual([
      201,
      ...Array.from({ length: variants.length * 2 - 1 }, () => 409),
    ]);
    expect(await rowsNamed(testCase, `${testCase.name} Cinco`)).toHaveLength(1);
  });
});

describe('the unique name index', () => {
  it.each(names)('should make the database itself refuse a duplicate active %s name, answered as 409', async (name) => {
    const testCase = caseOf(name);
    const table = testCase.entity.name.replaceAll('-', '_');
    const stored = (await rowsNamed(testCase, testCase.name))[0];
    // The config's columns only: the derived ones (search text, folded names) are the database's.
    const fields = testCase.entity.fields.map((field) => [field.name, stored?.[field.name]]);
    const copy = { ...Object.fromEntries(fields), isActive: 1, [testCase.field]: testCase.variants[0]?.trim() };

    const failure = await fixture.api.store.db
      .insertInto(table)
      .values(copy)
      .execute()
      .then(
        () => undefined,
        (error: unknown) => error,
      );

    expect(failure).toBeDefined();
    expect(() => translateConstraintError(failure, testCase.entity)).toThrow(
      expect.objectContaining({
        status: 409,
        message: testCase.message,
        errors: { [testCase.field]: testCase.message },
      }),
    );
    await fixture.api.store.db
      .insertInto(table)
      .values({ ...copy, isActive: 0 })
      .execute();
    expect(await rowsNamed(testCase, testCase.name)).toHaveLength(2);
  });
});

describe('a database that already holds duplicate names', () => {
  afterEach(() => vi.restoreAllMocks());

  it('should still start, warn once naming the table, and refuse new duplicates', async () => {
    const { store } = fixture.api;
    await sql`DROP INDEX ${sql.id('ux_countries_nameCountry_fold')}`.execute(store.db);
    await store.db
      .insertInto('countries')
      .values([
        { nameCountry: 'Suecia', isActive: 1 },
        { nameCountry: 'SUECIA', isActive: 1 },
      ])
      .execute();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    await syncSchema({ store, entities });

    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('countries');
    const before = await fixture.api.rowsOf(countries);
    const response = await fixture.api.admin('POST', '/countries', { nameCountry: 'suecia' });
    expect(response.status).toBe(409);
    expect(response.json).toEqual(refusal(caseOf('countries')));
    expect(await fixture.api.rowsOf(countries)).toEqual(before);
  });
});
