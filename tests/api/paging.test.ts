import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appliedDoses } from '../../src/entities/applied-doses';
import { patients } from '../../src/entities/patients';
import { createReferenceData } from '../helpers/sample-data';
import { createTestApi, type TestApi } from '../helpers/test-api';

type Row = { id: number } & Record<string, unknown>;
type Page = { items: Row[]; total: number; page: number; pageSize: number };

const valueAt = (row: Row, path: string): unknown =>
  path.split('.').reduce<unknown>((value, step) => (value as Record<string, unknown> | null)?.[step] ?? null, row);

/**
 * The order the API promises: by value, nulls first; equal values by the ids of the rows the
 * path passes through (deepest first), then by id; rows without the path's first reference
 * before all others. Descending is the exact reverse.
 */
const sortedLike = (rows: readonly Row[], path: string, order: 'asc' | 'desc') => {
  const steps = path.split('.').slice(0, -1);
  const joined = path.endsWith('.id') ? steps.slice(0, -1) : steps;
  const keysOf = (row: Row): unknown[] => [
    joined[0] !== undefined && row[joined[0]] === null ? 0 : 1,
    valueAt(row, path),
    ...joined.map((_, index) => valueAt(row, `${joined.slice(0, index + 1).join('.')}.id`)).reverse(),
    row.id,
  ];
  const compare = (x: unknown, y: unknown) => {
    if (x === y) return 0;
    if (x === null) return -1;
    if (y === null) return 1;
    return (x as string | number) < (y as string | number) ? -1 : 1;
  };
  const sorted = [...rows].sort((a, b) => {
    const [x, y] = [keysOf(a), keysOf(b)];
    return x.map((key, index) => compare(key, y[index])).find((result) => result !== 0) ?? 0;
  });
  return order === 'asc' ? sorted : sorted.reverse();
};

const lastnames = ['Peña', 'Pérez', 'Álvarez', 'Zapata', 'peña'];
const firstNames = ['José', 'Ana', 'Ñusta', 'Bruno'];
const times = [
  '2026-01-05T10:00:00.000Z',
  '2026-02-10T08:30:00.000Z',
  '2026-02-10T08:30:00.000Z',
  '2026-03-01T12:00:00.000Z',
];

describe('GET a paged list', () => {
  let api: TestApi;
  let ids: Awaited<ReturnType<typeof createReferenceData>>;
  const get = async (path: string) => {
    const response = await api.admin('GET', path);
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${response.text}`);
    return response.json as Page;
  };
  const walk = async (path: string, sort: string, order: 'asc' | 'desc') => {
    const rows: Row[] = [];
    for (let page = 1; ; page += 1) {
      const body = await get(`${path}?page=${page}&pageSize=7&sort=${sort}&order=${order}`);
      rows.push(...body.items);
      if (body.items.length < 7) return { rows, total: body.total };
    }
  };

  beforeAll(async () => {
    api = await createTestApi();
    ids = await createReferenceData(api);
    const { db } = api.store;
    const vaccine = await db
      .insertInto('vaccines')
      .values({ vaccineName: 'Abdala', requiredDoses: 3, doseIntervalDays: 14, manufacturerId: ids.manufacturerId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('vaccine_batches')
      .values(
        ['LT-B', 'LT-A'].map((batchNumber, index) => ({
          batchNumber,
          vaccineId: index === 0 ? vaccine.id : ids.vaccineId,
          manufactureDate: '2025-01-01',
          expirationDate: `2027-0${index + 1}-01`,
          initialQuantity: 100,
          availableQuantity: 100,
          status: index + 1,
        })),
      )
      .execute();
    await db.insertInto('vaccination_centers').values({ centerName: 'Centro Sur', address: 'Calle 9' }).execute();
    await db
      .insertInto('patients')
      .values(
        Array.from({ length: 45 }, (_, index) => ({
          firstName: firstNames[index % firstNames.length],
          lastname: lastnames[index % lastnames.length],
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
    const batchIds = (await db.selectFrom('vaccine_batches').select('id').execute()).map((row) => Number(row.id));
    const centerIds = (await db.selectFrom('vaccination_centers').select('id').execute()).map((row) => Number(row.id));
    const userIds = [api.userIds.admin, api.userIds.health];
    await db
      .insertInto('applied_doses')
      .values(
        Array.from({ length: 60 }, (_, index) => ({
          patientId: patientIds[index % patientIds.length],
          vaccineBatchId: batchIds[index % batchIds.length],
          vaccinationCenterId: centerIds[index % centerIds.length],
          applyingUserId: userIds[index % 2],
          recordedByUserId: index % 3 === 0 ? null : userIds[(index + 1) % 2],
          doseNumber: 1 + (index % 3),
          observations: '',
          applicationDateTime: index % 13 === 12 ? null : times[index % times.length],
          isActive: index % 10 === 9 ? 0 : 1,
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
      entity.columns.flatMap((column) => [
        { key: column.key, order: 'asc' as const },
        { key: column.key, order: 'desc' as const },
      ]),
    )('should walk every page sorted by $key $order, each active row exactly once', async ({ key, order }) => {
      const whole = (await api.admin('GET', path)).json as Row[];
      const walked = await walk(path, key, order);
      expect(walked.total).toBe(whole.length);
      expect(walked.rows.map((row) => row.id)).toEqual(sortedLike(whole, key, order).map((row) => row.id));
      expect(walked.rows).toEqual(expect.arrayContaining(whole));
    });
  });

  it('should sort by id and by a nested id', async () => {
    const whole = (await api.admin('GET', '/applied-doses')).json as Row[];
    for (const key of ['id', 'patient.id', 'vaccineBatch.vaccine.id']) {
      const walked = await walk('/applied-doses', key, 'desc');
      expect(walked.rows.map((row) => row.id)).toEqual(sortedLike(whole, key, 'desc').map((row) => row.id));
    }
  });

  it.each([
    { path: '/patients', key: 'lastname', order: 'asc' },
    { path: '/applied-doses', key: 'applicationDateTime', order: 'desc' },
    { path: '/vaccine-batches', key: 'expirationDate', order: 'asc' },
    { path: '/countries', key: 'id', order: 'asc' },
  ] as const)('should sort $path by its default, $key $order', async ({ path, key, order }) => {
    const whole = (await api.admin('GET', path)).json as Row[];
    const body = await get(`${path}?page=1`);
    expect(body).toMatchObject({ page: 1, pageSize: 25, total: whole.length });
    expect(body.items.map((row) => row.id)).toEqual(
      sortedLike(whole, key, order)
        .slice(0, 25)
        .map((row) => row.id),
    );
  });

  it('should take the order of a sort asked without one as ascending', async () => {
    const body = await get('/applied-doses?sort=applicationDateTime&pageSize=200');
    const whole = (await api.admin('GET', '/applied-doses')).json as Row[];
    expect(body.items.map((row) => row.id)).toEqual(
      sortedLike(whole, 'applicationDateTime', 'asc').map((row) => row.id),
    );
  });

  it('should answer a page past the end with no items and the total', async () => {
    const whole = (await api.admin('GET', '/patients')).json as Row[];
    expect(await get('/patients?page=99&pageSize=10')).toEqual({
      items: [],
      total: whole.length,
      page: 99,
      pageSize: 10,
      totalIsCapped: false,
    });
  });

  describe('filters', () => {
    const check = async (path: string, query: string, keep: (row: Row) => boolean) => {
      const whole = (await api.admin('GET', path)).json as Row[];
      const expected = whole.filter(keep).map((row) => row.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(whole.length);
      const paged = await get(`${path}?${query}&sort=id&pageSize=200`);
      expect(paged.items.map((row) => row.id)).toEqual(expected);
      expect(paged.total).toBe(expected.length);
      const listed = (await api.admin('GET', `${path}?${query}`)).json as Row[];
      expect(listed.map((row) => row.id)).toEqual(expected);
    };

    it.each([
      { name: 'a boolean', path: '/patients', query: 'isChild=true', keep: (row: Row) => row.isChild === true },
      {
        name: 'a reference',
        path: '/applied-doses',
        query: 'vaccinationCenterId=1',
        keep: (row: Row) => row.vaccinationCenterId === 1,
      },
      { name: 'an enum', path: '/vaccine-batches', query: 'status=2', keep: (row: Row) => row.status === 2 },
      { name: 'a number', path: '/applied-doses', query: 'doseNumber=2', keep: (row: Row) => row.doseNumber === 2 },
      {
        name: 'a number range',
        path: '/applied-doses',
        query: 'doseNumber[gt]=1&doseNumber[lte]=2',
        keep: (row: Row) => row.doseNumber === 2,
      },
      {
        name: 'a datetime range',
        path: '/applied-doses',
        query: 'applicationDateTime[gte]=2026-02-10T08:30:00.000Z&applicationDateTime[lt]=2026-03-01',
        keep: (row: Row) => row.applicationDateTime === times[1],
      },
      {
        name: 'a date range',
        path: '/vaccine-batches',
        query: 'expirationDate[gte]=2027-01-01&expirationDate[lte]=2027-01-31',
        keep: (row: Row) => row.expirationDate === '2027-01-01',
      },
      {
        name: 'ids, inactive ones left out',
        path: '/patients',
        query: 'ids=2,3,9,10,999',
        keep: (row: Row) => [2, 3, 9, 10].includes(row.id),
      },
      {
        name: 'filters together',
        path: '/applied-doses',
        query: 'doseNumber=1&applyingUserId=1',
        keep: (row: Row) => row.doseNumber === 1 && row.applyingUserId === 1,
      },
    ])('should filter by $name in both answers', async ({ path, query, keep }) => {
      await check(path, query, keep);
    });

    it('should page a search with its total', async () => {
      const whole = ((await api.admin('GET', '/patients?q=pena')).json as Row[]).map((row) => row.id);
      const body = await get('/patients?q=pena&sort=id&pageSize=3');
      expect(body.items.map((row) => row.id)).toEqual(whole.slice(0, 3));
      expect(body.total).toBe(whole.length);
    });

    it('should sort a filtered list by every nested path', async () => {
      const whole = (await api.admin('GET', '/applied-doses?doseNumber=1')).json as Row[];
      for (const { key } of appliedDoses.columns.filter((column) => column.key.includes('.'))) {
        for (const order of ['asc', 'desc'] as const) {
          const body = await get(`/applied-doses?doseNumber=1&sort=${key}&order=${order}&pageSize=200`);
          expect(body.items.map((row) => row.id)).toEqual(sortedLike(whole, key, order).map((row) => row.id));
        }
      }
    });

    it('should sort a search by a nested path', async () => {
      const whole = (await api.admin('GET', '/patients?q=pena')).json as Row[];
      for (const order of ['asc', 'desc'] as const) {
        const body = await get(`/patients?q=pena&sort=representative.identityDocument&order=${order}&pageSize=200`);
        expect(body.items.map((row) => row.id)).toEqual(
          sortedLike(whole, 'representative.identityDocument', order).map((row) => row.id),
        );
      }
    });
  });

  describe('bad values', () => {
    it.each([
      {
        path: '/patients',
        query: 'page=0',
        key: 'page',
        message: 'La página debe ser un número entero mayor o igual a 1',
      },
      {
        path: '/patients',
        query: 'page=dos',
        key: 'page',
        message: 'La página debe ser un número entero mayor o igual a 1',
      },
      {
        path: '/patients',
        query: 'pageSize=201',
        key: 'pageSize',
        message: 'El tamaño de página debe ser un número entero entre 1 y 200',
      },
      {
        path: '/patients',
        query: 'pageSize=0',
        key: 'pageSize',
        message: 'El tamaño de página debe ser un número entero entre 1 y 200',
      },
      { path: '/users', query: 'sort=passwordHash', key: 'sort', message: 'No se puede ordenar por «passwordHash»' },
      {
        path: '/applied-doses',
        query: 'sort=vaccine.nada',
        key: 'sort',
        message: 'No se puede ordenar por «vaccine.nada»',
      },
      { path: '/applied-doses', query: 'order=up', key: 'order', message: 'El orden debe ser asc o desc' },
      {
        path: '/patients',
        query: 'isChild=si',
        key: 'isChild',
        message: 'Menor sin documento de identidad: use true o false',
      },
      {
        path: '/vaccine-batches',
        query: 'status=3',
        key: 'status',
        message: 'Estado: el valor no es una de las opciones',
      },
      {
        path: '/applied-doses',
        query: 'doseNumber=uno',
        key: 'doseNumber',
        message: 'Número de dosis: debe ser un número',
      },
      {
        path: '/vaccine-batches',
        query: 'expirationDate[gte]=2027-02-30',
        key: 'expirationDate[gte]',
        message: 'Fecha de vencimiento: use una fecha con el formato AAAA-MM-DD',
      },
      {
        path: '/applied-doses',
        query: 'applicationDateTime[lt]=ayer',
        key: 'applicationDateTime[lt]',
        message: 'Fecha y hora de aplicación: use una fecha y hora con el formato AAAA-MM-DDTHH:MM:SSZ',
      },
      {
        path: '/countries',
        query: 'ids=1,x',
        key: 'ids',
        message: 'Los identificadores deben ser entre 1 y 200 números separados por comas',
      },
      {
        path: '/countries',
        query: `ids=${Array.from({ length: 201 }, (_, index) => index + 1).join(',')}`,
        key: 'ids',
        message: 'Los identificadores deben ser entre 1 y 200 números separados por comas',
      },
    ])('should answer 400 for $key in $path?$query', async ({ path, query, key, message }) => {
      const before = await api.rowsOf(patients);
      const response = await api.admin('GET', `${path}?${query}&page=1`);
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ message: 'Los datos enviados no son válidos', errors: { [key]: message } });
      expect(await api.rowsOf(patients)).toEqual(before);
    });

    it('should name every bad parameter at once', async () => {
      const response = await api.admin('GET', '/patients?page=-1&pageSize=x&order=arriba');
      expect(response.status).toBe(400);
      expect(Object.keys((response.json as { errors: object }).errors).sort()).toEqual(['order', 'page', 'pageSize']);
    });
  });
});
