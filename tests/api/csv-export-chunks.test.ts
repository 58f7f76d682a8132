import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegistry } from '../../src/engine/contract/registry';
import { createRepository } from '../../src/engine/server/repository';
import { entities } from '../../src/entities';
import { appliedDoses } from '../../src/entities/applied-doses';
import { patients } from '../../src/entities/patients';
import { createReferenceData } from '../helpers/sample-data';
import { createTestApi, type TestApi } from '../helpers/test-api';

type Row = { id: number } & Record<string, unknown>;

const times = ['2026-01-05T10:00:00.000Z', '2026-02-10T08:30:00.000Z', '2026-03-01T12:00:00.000Z'];

describe('the rows of an export, read in chunks', () => {
  let api: TestApi;
  let repository: ReturnType<typeof createRepository>;
  /** Every page of the table's list, as the Gestión table would walk it. */
  const walk = async (path: string, query: string) => {
    const rows: Row[] = [];
    for (let page = 1; ; page += 1) {
      const body = (await api.admin('GET', `${path}?page=${page}&pageSize=200&${query}`)).json as { items: Row[] };
      rows.push(...body.items);
      if (body.items.length < 200) return rows;
    }
  };

  beforeAll(async () => {
    api = await createTestApi();
    repository = createRepository({ store: api.store, registry: createRegistry(entities) });
    const ids = await createReferenceData(api);
    const { db } = api.store;
    await db
      .insertInto('patients')
      .values(
        Array.from({ length: 41 }, (_, index) => ({
          firstName: ['José', 'Ana', 'Ñusta'][index % 3],
          lastname: index % 13 === 12 ? null : ['Peña', 'Álvarez', 'Zapata', 'peña'][index % 4],
          age: String(20 + (index % 3)),
          identityDocument: index % 11 === 10 ? null : String(20_000_000 + ((index * 7919) % 1000)),
          mobilePhone: `5199999999${index % 2}`,
          email: `p${index % 6}@gmail.com`,
          isChild: index % 11 === 10 ? 1 : 0,
          representativeId: index % 11 === 10 ? ids.patientId : null,
          isActive: index % 9 === 8 ? 0 : 1,
        })),
      )
      .execute();
    const patientIds = (await db.selectFrom('patients').select('id').execute()).map((row) => Number(row.id));
    await db
      .insertInto('applied_doses')
      .values(
        Array.from({ length: 35 }, (_, index) => ({
          patientId: patientIds[index % patientIds.length],
          vaccineBatchId: ids.batchId,
          vaccinationCenterId: ids.centerId,
          applyingUserId: api.userIds.admin,
          recordedByUserId: index % 3 === 0 ? null : api.userIds.health,
          doseNumber: 1 + (index % 3),
          observations: '',
          applicationDateTime: index % 7 === 6 ? null : times[index % times.length],
          isActive: 1,
        })),
      )
      .execute();
  });

  afterAll(() => api.close());

  describe.each([
    { entity: patients, path: '/patients' },
    { entity: appliedDoses, path: '/applied-doses' },
  ])('$path', ({ entity, path }) => {
    it.each(
      ['id', ...entity.columns.map((column) => column.key)].flatMap((sort) => [
        { sort, order: 'asc' as const },
        { sort, order: 'desc' as const },
      ]),
    )(
      'should read the rows sorted by $sort $order in chunks of 10, as the pages list them',
      async ({ sort, order }) => {
        const chunks: Row[][] = [];
        for await (const chunk of repository.sortedRows(entity, {}, { sort, order }, { chunkSize: 10 })) {
          chunks.push(chunk);
        }
        const paged = await walk(path, `sort=${sort}&order=${order}`);
        expect(chunks.flat()).toEqual(paged);
        expect(chunks.every((chunk) => chunk.length <= 10)).toBe(true);
      },
    );
  });

  it('should read 35 doses as chunks of 10, 10, 10 and 5, each its own query', async () => {
    const sizes: number[] = [];
    for await (const chunk of repository.sortedRows(
      appliedDoses,
      {},
      { sort: 'applicationDateTime', order: 'desc' },
      { chunkSize: 10 },
    )) {
      sizes.push(chunk.length);
    }
    // The 5 doses without a date are read apart, after the others in descending order.
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(35);
    expect(sizes).toEqual([10, 10, 10, 5]);
  });

  it('should keep a search and a filter', async () => {
    const rows: Row[] = [];
    for await (const chunk of repository.sortedRows(
      patients,
      { q: 'pena', where: { isChild: 0 } },
      { sort: 'lastname', order: 'asc' },
      { chunkSize: 4 },
    )) {
      rows.push(...chunk);
    }
    expect(rows.length).toBeGreaterThan(4);
    expect(rows).toEqual(await walk('/patients', 'q=pena&isChild=false&sort=lastname&order=asc'));
  });
});
