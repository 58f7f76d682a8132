import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReferenceData } from '../helpers/sample-data';
import { createTestApi, type TestApi } from '../helpers/test-api';

type Row = { id: number } & Record<string, unknown>;
type Page = { items: Row[]; total: number; page: number; pageSize: number; totalIsCapped: boolean };

/** Active patients named Marín (1,000 of them Ana, the rest Luis); 1,040 of them children. */
const marines = 1300;
const zunigas = 150;

const byKey = (key: string, order: 'asc' | 'desc') => (a: Row, b: Row) => {
  const [x, y] = [a[key] as string | null, b[key] as string | null];
  const value = x === y ? 0 : x === null ? -1 : y === null ? 1 : x < y ? -1 : 1;
  const compared = value === 0 ? a.id - b.id : value;
  return order === 'asc' ? compared : -compared;
};

describe('the total of a long searched or filtered list', () => {
  let api: TestApi;
  const get = async (path: string) => {
    const response = await api.admin('GET', path);
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${response.text}`);
    return response.json as Page;
  };
  const whole = async (path: string) => (await api.admin('GET', path)).json as Row[];

  beforeAll(async () => {
    api = await createTestApi();
    const ids = await createReferenceData(api);
    const { db } = api.store;
    const patients = [
      ...Array.from({ length: marines + 100 }, (_, index) => ({
        firstName: index < 1000 ? 'Ana' : 'Luis',
        lastname: `Marín ${String(index % 400).padStart(3, '0')}`,
        identityDocument: String(40_000_000 + index),
        isChild: index % 5 === 0 ? 0 : 1,
        // The last hundred are deleted: never found, never counted.
        isActive: index < marines ? 1 : 0,
      })),
      ...Array.from({ length: zunigas }, (_, index) => ({
        firstName: 'Luis',
        lastname: 'Zúñiga',
        identityDocument: String(50_000_000 + index),
        isChild: 0,
        isActive: 1,
      })),
    ];
    for (let start = 0; start < patients.length; start += 250) {
      await db
        .insertInto('patients')
        .values(patients.slice(start, start + 250))
        .execute();
    }
    const found = await db.selectFrom('patients').select(['id', 'lastname']).where('isActive', '=', 1).execute();
    const doses = found
      .filter((patient) => patient.lastname !== 'Peña')
      .map((patient, index) => ({
        patientId: patient.id,
        vaccineBatchId: ids.batchId,
        vaccinationCenterId: ids.centerId,
        applyingUserId: api.userIds.health,
        doseNumber: 1,
        applicationDateTime: `2026-0${1 + (index % 9)}-1${index % 7}T10:00:00.000Z`,
        isActive: 1,
      }));
    for (let start = 0; start < doses.length; start += 250) {
      await db
        .insertInto('applied_doses')
        .values(doses.slice(start, start + 250))
        .execute();
    }
  });

  afterAll(() => api.close());

  it.each([
    { query: 'q=marin', rule: 'a common word' },
    { query: 'q=ma', rule: 'a word too short for the search index' },
    { query: 'isChild=true', rule: 'a common filter' },
    { query: 'q=marin&isChild=true', rule: 'a common word and filter' },
  ])('should count $rule up to 1,000 rows and say the list has more', async ({ query }) => {
    const rows = (await whole(`/patients?${query}`)).sort(byKey('lastname', 'asc'));
    expect(rows.length).toBeGreaterThan(1000);

    const page = await get(`/patients?${query}&page=1&pageSize=25`);

    expect(page).toMatchObject({ total: 1000, totalIsCapped: true, page: 1, pageSize: 25 });
    expect(page.items.map((row) => row.id)).toEqual(rows.slice(0, 25).map((row) => row.id));
  });

  it.each([
    { query: 'q=ana', total: 1000 },
    { query: 'q=luis', total: marines - 1000 + zunigas },
    { query: 'q=zuniga', total: zunigas },
    { query: 'q=zuniga&isChild=true', total: 0 },
  ])('should count $query exactly when it finds at most 1,000 rows', async ({ query, total }) => {
    const rows = (await whole(`/patients?${query}`)).sort(byKey('lastname', 'desc'));

    const page = await get(`/patients?${query}&page=2&pageSize=10&sort=lastname&order=desc`);

    expect(rows).toHaveLength(total);
    expect(page).toMatchObject({ total, totalIsCapped: false });
    expect(page.items.map((row) => row.id)).toEqual(rows.slice(10, 20).map((row) => row.id));
  });

  it.each([
    { sort: 'lastname', order: 'asc' as const },
    { sort: 'lastname', order: 'desc' as const },
    { sort: 'firstName', order: 'asc' as const },
    { sort: 'identityDocument', order: 'desc' as const },
  ])(
    'should walk every page of a long search by $sort $order, each row once, the total growing with the pages',
    async ({ sort, order }) => {
      const rows = (await whole('/patients?q=marin')).sort(byKey(sort, order));
      const walked: Row[] = [];
      const totals: [number, boolean][] = [];
      for (let page = 1; page <= 14; page += 1) {
        const body = await get(`/patients?q=marin&page=${page}&pageSize=100&sort=${sort}&order=${order}`);
        walked.push(...body.items);
        totals.push([body.total, body.totalIsCapped]);
      }

      expect(walked.map((row) => row.id)).toEqual(rows.map((row) => row.id));
      expect(totals).toEqual([
        ...Array.from({ length: 10 }, (): [number, boolean] => [1000, true]),
        [1100, true],
        [1200, true],
        [marines, false],
        [marines, false],
      ]);
    },
  );

  it('should count a page past the end of a long search, so the answer says where the end is', async () => {
    const page = await get('/patients?q=ma&page=60&pageSize=25');

    expect(page).toEqual({ items: [], total: marines, page: 60, pageSize: 25, totalIsCapped: false });
  });

  it('should say a whole table holds its exact number of rows, however many', async () => {
    const page = await get('/patients?page=1&pageSize=25');

    expect(page).toMatchObject({ total: marines + zunigas + 1, totalIsCapped: false });
  });

  it.each(['marin', 'ma', 'marin 4000'])(
    'should cap the total of doses found by %j through their patient',
    async (q) => {
      const rows = (await whole(`/applied-doses?q=${encodeURIComponent(q)}`)).sort(
        byKey('applicationDateTime', 'desc'),
      );
      expect(rows.length).toBeGreaterThan(1000);

      const page = await get(`/applied-doses?q=${encodeURIComponent(q)}&page=3&pageSize=50`);

      expect(page).toMatchObject({ total: 1000, totalIsCapped: true });
      expect(page.items.map((row) => row.id)).toEqual(rows.slice(100, 150).map((row) => row.id));
    },
  );

  it.each(['asc', 'desc'] as const)(
    "should sort the doses of a long search by their patient's last name %s, from the patients' index",
    async (order) => {
      const patientOf = (row: Row) => row.patient as Row;
      const rows = (await whole('/applied-doses?q=ma')).sort((a, b) => {
        const byPatient = byKey('lastname', order)(patientOf(a), patientOf(b));
        const sameOrder = order === 'asc' ? a.id - b.id : b.id - a.id;
        return patientOf(a).id === patientOf(b).id ? sameOrder : byPatient;
      });

      const page = await get(`/applied-doses?q=ma&page=2&pageSize=50&sort=patient.lastname&order=${order}`);

      expect(page).toMatchObject({ total: 1000, totalIsCapped: true });
      expect(page.items.map((row) => row.id)).toEqual(rows.slice(50, 100).map((row) => row.id));
    },
  );

  it.each([
    { q: 'zuniga', total: zunigas },
    { q: 'marin 4000012', total: 10 },
  ])('should count the doses of $q exactly', async ({ q, total }) => {
    const rows = (await whole(`/applied-doses?q=${encodeURIComponent(q)}`)).sort(byKey('applicationDateTime', 'desc'));

    const page = await get(`/applied-doses?q=${encodeURIComponent(q)}&page=1&pageSize=10`);

    expect(rows).toHaveLength(total);
    expect(page).toMatchObject({ total, totalIsCapped: false });
    expect(page.items.map((row) => row.id)).toEqual(rows.slice(0, 10).map((row) => row.id));
  });
});
