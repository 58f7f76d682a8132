import { describe, expect, it } from 'vitest';
import type { AnyEntity } from '../../src/engine/contract/entity';
import { countries } from '../../src/entities/countries';
import { patients } from '../../src/entities/patients';
import { vaccineBatches } from '../../src/entities/vaccine-batches';
import { setUpApiFixture } from '../helpers/api-fixture';
import { idOf, payloads } from '../helpers/sample-data';

const fixture = setUpApiFixture();

type UniqueCase = {
  entity: AnyEntity;
  field: string;
  /** A body whose unique value is new on each call. */
  body: () => Record<string, unknown>;
  message: string;
};

const cases: UniqueCase[] = [
  {
    entity: vaccineBatches,
    field: 'batchNumber',
    body: () => payloads.batch(fixture.ids.vaccineId),
    message: 'Ya existe un registro con el mismo número de lote',
  },
  {
    entity: patients,
    field: 'identityDocument',
    body: () => payloads.adult(),
    message: 'Ya existe un registro con el mismo documento de identidad',
  },
  {
    entity: countries,
    field: 'nameCountry',
    body: (() => {
      let count = 0;
      return () => {
        count += 1;
        return { nameCountry: `Atlántida ${'I'.repeat(count)}` };
      };
    })(),
    message: 'Ya existe un país con ese nombre',
  },
];

const byName = Object.fromEntries(cases.map((testCase) => [testCase.entity.name, testCase]));

/** Stored rows, active or not, holding the value. */
const rowsWith = async (testCase: UniqueCase, value: unknown) =>
  (await fixture.api.rowsOf(testCase.entity)).filter((row) => row[testCase.field] === value);

describe('values unique among active rows', () => {
  it.each(Object.keys(byName))('should register again the value of a deleted %s row', async (name) => {
    const testCase = byName[name] as UniqueCase;
    const body = testCase.body();
    const firstId = idOf(await fixture.api.admin('POST', testCase.entity.path, body));
    expect((await fixture.api.admin('DELETE', `${testCase.entity.path}/${firstId}`)).status).toBe(200);

    const again = await fixture.api.admin('POST', testCase.entity.path, body);

    expect(again.status).toBe(201);
    const rows = await rowsWith(testCase, body[testCase.field]);
    expect(rows.map((row) => [row.id, Number(row.isActive)])).toEqual([
      [firstId, 0],
      [idOf(again), 1],
    ]);
  });

  it.each(Object.keys(byName))(
    'should refuse a second active %s row with the same value and leave the table as it was',
    async (name) => {
      const testCase = byName[name] as UniqueCase;
      const body = testCase.body();
      idOf(await fixture.api.admin('POST', testCase.entity.path, body));
      const before = await fixture.api.rowsOf(testCase.entity);

      const duplicate = await fixture.api.admin('POST', testCase.entity.path, body);

      expect(duplicate.status).toBe(409);
      expect(duplicate.json).toMatchObject({ message: testCase.message });
      expect(await fixture.api.rowsOf(testCase.entity)).toEqual(before);
    },
  );

  it('should refuse to edit an active batch to the number of another active batch, and keep both rows', async () => {
    const testCase = byName[vaccineBatches.name] as UniqueCase;
    const first = testCase.body();
    idOf(await fixture.api.admin('POST', testCase.entity.path, first));
    const secondId = idOf(await fixture.api.admin('POST', testCase.entity.path, testCase.body()));
    const before = await fixture.api.rowsOf(testCase.entity);

    const edit = await fixture.api.admin('PATCH', `${testCase.entity.path}/${secondId}`, {
      ...testCase.body(),
      batchNumber: first.batchNumber,
    });

    expect(edit.status).toBe(409);
    expect(edit.json).toMatchObject({ message: testCase.message });
    expect(await fixture.api.rowsOf(testCase.entity)).toEqual(before);
  });
});
