import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/calendar-days';
import { setUpApiFixture } from '../helpers/api-fixture';
import { indicatorData } from '../helpers/indicator-data';
import { programmeData, serverToday, uniqueWord } from '../helpers/programme-data';
import { idOf, payloads } from '../helpers/sample-data';
import { scopedAccount } from '../helpers/scoped-accounts';
import { testUnits } from '../helpers/test-api';

// One network for the whole file: the test API's region (2) with its district (3) and a second
// district, and a second region with one district; four centres, each with its doses, its
// infants and its target population of age 0 for this year.
const fixture = setUpApiFixture();
const data = programmeData(fixture);
const indicators = indicatorData(fixture);

type Item = Record<string, unknown>;
type Query = Record<string, string | number | undefined>;

const year = Number(serverToday().slice(0, 4));

/** Per centre: its population of age 0, first and second doses, and infants without any dose. */
const plan = {
  north: { district: 'a1', population: 10, first: 3, second: 2, undosed: 1 },
  south: { district: 'a1', population: 20, first: 2, second: 1, undosed: 0 },
  east: { district: 'a2', population: 30, first: 1, second: 0, undosed: 0 },
  west: { district: 'b1', population: 40, first: 4, second: 3, undosed: 2 },
} as const;
type CenterKey = keyof typeof plan;

const network = {
  regionA: testUnits.region,
  regionB: 0,
  a1: testUnits.district,
  a2: 0,
  b1: 0,
  centers: {} as Record<CenterKey, number>,
  vaccineId: 0,
  batchId: 0,
};

const unit = async (name: string, level: 'region' | 'district', parentId: number) =>
  idOf(await fixture.api.admin('POST', '/org-units', { name, level, parentId }));

beforeAll(async () => {
  network.regionB = await unit('Región Sur', 'region', testUnits.national);
  network.a2 = await unit('Distrito Este', 'district', network.regionA);
  network.b1 = await unit('Distrito Oeste', 'district', network.regionB);
  const vaccine = await data.vaccine({ requiredDoses: 2 });
  Object.assign(network, { vaccineId: vaccine.vaccineId, batchId: vaccine.batchId });
  for (const [key, figures] of Object.entries(plan) as [CenterKey, (typeof plan)[CenterKey]][]) {
    const centerId = idOf(
      await fixture.api.admin('POST', '/vaccination-centers', {
        ...payloads.center(),
        centerName: `Centro ${uniqueWord()}`,
        orgUnitId: network[figures.district],
      }),
    );
    network.centers[key] = centerId;
    await indicators.population({ vaccinationCenterId: centerId, year, ageInYears: 0, population: figures.population });
    const infant = () => data.patient({ birthDate: addDays(serverToday(), -90), centerId });
    for (let index = 0; index < figures.first; index += 1) {
      const patientId = await infant();
      await data.dose({ patientId, batchId: vaccine.batchId, centerId, doseNumber: 1 });
      if (index < figures.second) await data.dose({ patientId, batchId: vaccine.batchId, centerId, doseNumber: 2 });
    }
    for (let index = 0; index < figures.undosed; index += 1) await infant();
  }
  // A discard is its place's: the lot is held at the reference centre (district a1), which discards 2.
  expect(
    (
      await fixture.api.admin('POST', `/vaccine-batches/${network.batchId}/discards`, {
        quantity: 2,
        reason: 'broken',
      })
    ).status,
  ).toBe(201);
});

const searchOf = (query: Query) =>
  new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();

/** An indicator's items as the unplaced admin reads them (200 expected). */
const read = async (route: string, query: Query) => {
  const response = await fixture.api.admin('GET', `/indicators/${route}?${searchOf({ year, ...query })}`);
  expect(response.status, response.text).toBe(200);
  return (response.json as { items: Item[] }).items;
};

/** Each indicator: its query, the key of a figure within a place, and the figures that add up. */
const indicatorsByPlace = [
  { route: 'coverage', query: () => ({ vaccineId: network.vaccineId }), figures: ['dosesApplied', 'targetPopulation'] },
  { route: 'dropout', query: () => ({ vaccineId: network.vaccineId }), figures: ['firstDoses', 'lastDoses'] },
  { route: 'zero-dose', query: () => ({}), figures: ['childrenUnderOne', 'zeroDose'] },
  { route: 'wastage', query: () => ({ vaccineId: network.vaccineId }), figures: ['vialsUsed', 'vialsDiscarded'] },
] as const;

/** What identifies a figure within its place: the vaccine and dose of a coverage item, and so on. */
const figureKey = (item: Item) => `${item.vaccineId ?? ''}:${item.doseNumber ?? ''}`;

/** The figures of some items added up by figure key. */
const totals = (items: readonly Item[], figures: readonly string[]) => {
  const sums = new Map<string, Record<string, number>>();
  for (const item of items) {
    const own = sums.get(figureKey(item)) ?? Object.fromEntries(figures.map((figure) => [figure, 0]));
    for (const figure of figures) own[figure] = (own[figure] ?? 0) + Number(item[figure] ?? 0);
    sums.set(figureKey(item), own);
  }
  return Object.fromEntries([...sums].sort(([a], [b]) => a.localeCompare(b)));
};

/**
 * Where each breakdown is asked, and the units its rows must be (by the item's id field): the
 * wastage's have the reference centre too, where the lot's discard is.
 */
const breakdowns = (route: string) => [
  {
    groupBy: 'region',
    parent: {},
    rows: [network.regionA, network.regionB],
    idOf: (item: Item) => item.orgUnitId,
  },
  {
    groupBy: 'district',
    parent: { orgUnitId: network.regionA },
    rows: [network.a1, network.a2],
    idOf: (item: Item) => item.orgUnitId,
  },
  {
    groupBy: 'district',
    parent: { orgUnitId: testUnits.national },
    rows: [network.a1, network.a2, network.b1],
    idOf: (item: Item) => item.orgUnitId,
  },
  {
    groupBy: 'center',
    parent: { orgUnitId: network.a1 },
    rows: [network.centers.north, network.centers.south, ...(route === 'wastage' ? [fixture.ids.centerId] : [])],
    idOf: (item: Item) => item.vaccinationCenterId,
  },
  {
    groupBy: 'center',
    parent: { orgUnitId: network.regionB },
    rows: [network.centers.west],
    idOf: (item: Item) => item.vaccinationCenterId,
  },
];

describe('GET /indicators/* by place', () => {
  it.each(indicatorsByPlace)(
    'should break $route down so that the rows add up exactly to their parent',
    async ({ route, query, figures }) => {
      for (const breakdown of breakdowns(route)) {
        const parent = await read(route, { ...query(), ...breakdown.parent });
        const rows = await read(route, { ...query(), ...breakdown.parent, groupBy: breakdown.groupBy });

        const described = JSON.stringify({ route, ...breakdown });
        expect([...new Set(rows.map(breakdown.idOf))].sort(), described).toEqual([...breakdown.rows].sort());
        expect(totals(rows, figures), described).toEqual(totals(parent, figures));
      }
    },
  );

  it('should answer the hand-computed coverage of each district, with its unit, and of the network', async () => {
    const rows = await read('coverage', { vaccineId: network.vaccineId, groupBy: 'district' });
    const firstDoses = rows.filter((item) => item.doseNumber === 1);

    expect(firstDoses).toEqual([
      expect.objectContaining({
        vaccinationCenterId: null,
        centerName: null,
        orgUnitId: network.a1,
        orgUnitName: 'Distrito de prueba',
        dosesApplied: 5,
        targetPopulation: 30,
        coveragePercent: 16.7,
      }),
      expect.objectContaining({
        orgUnitId: network.a2,
        orgUnitName: 'Distrito Este',
        dosesApplied: 1,
        targetPopulation: 30,
        coveragePercent: 3.3,
      }),
      expect.objectContaining({
        orgUnitId: network.b1,
        orgUnitName: 'Distrito Oeste',
        dosesApplied: 4,
        targetPopulation: 40,
        coveragePercent: 10,
      }),
    ]);
    const [whole] = await read('coverage', { vaccineId: network.vaccineId });
    expect(whole).toMatchObject({
      vaccinationCenterId: null,
      centerName: null,
      dosesApplied: 10,
      targetPopulation: 100,
    });
    expect(whole).not.toHaveProperty('orgUnitId');
  });

  it('should name a centre row with its district, and a region row with its unit alone', async () => {
    const [center] = await read('dropout', {
      vaccineId: network.vaccineId,
      orgUnitId: network.regionB,
      groupBy: 'center',
    });
    expect(center).toEqual({
      vaccinationCenterId: network.centers.west,
      centerName: expect.stringMatching(/^Centro /),
      orgUnitId: network.b1,
      orgUnitName: 'Distrito Oeste',
      vaccineId: network.vaccineId,
      vaccineName: expect.any(String),
      firstDoses: 4,
      lastDoses: 3,
      dropoutPercent: 25,
    });
    const regions = await read('zero-dose', { groupBy: 'region' });
    expect(regions).toEqual([
      {
        vaccinationCenterId: null,
        centerName: null,
        orgUnitId: network.regionA,
        orgUnitName: 'Región de prueba',
        childrenUnderOne: 7,
        zeroDose: 1,
        zeroDosePercent: 14.3,
      },
      {
        vaccinationCenterId: null,
        centerName: null,
        orgUnitId: network.regionB,
        orgUnitName: 'Región Sur',
        childrenUnderOne: 6,
        zeroDose: 2,
        zeroDosePercent: 33.3,
      },
    ]);
  });

  it("should count a lot's discards at the place that made them, and a place's vials used", async () => {
    const [whole] = await read('wastage', { vaccineId: network.vaccineId });
    expect(whole).toMatchObject({
      vaccineId: network.vaccineId,
      vaccineName: expect.any(String),
      vialsUsed: 16,
      vialsDiscarded: 2,
      wastagePercent: 11.1,
    });
    expect(await read('wastage', { vaccineId: network.vaccineId, orgUnitId: network.regionB })).toMatchObject([
      {
        vaccinationCenterId: null,
        centerName: null,
        orgUnitId: network.regionB,
        orgUnitName: 'Región Sur',
        hasDiscardCount: true,
        vaccineId: network.vaccineId,
        vaccineName: expect.any(String),
        vialsUsed: 7,
        vialsDiscarded: 0,
        wastagePercent: 0,
      },
    ]);
    expect(await read('wastage', { vaccineId: network.vaccineId, centerId: fixture.ids.centerId })).toMatchObject([
      { vaccinationCenterId: fixture.ids.centerId, vialsUsed: 0, vialsDiscarded: 2, wastagePercent: 100 },
    ]);
    const months = await read('wastage/by-month', { vaccineId: network.vaccineId, centerId: network.centers.north });
    const thisMonth = months.find((item) => item.month === Number(serverToday().slice(5, 7)));
    expect(thisMonth).toMatchObject({
      vaccinationCenterId: network.centers.north,
      vialsUsed: 5,
      vialsDiscarded: 0,
      hasDiscardCount: true,
    });
    const reasons = await read('wastage/by-reason', { vaccineId: network.vaccineId, orgUnitId: network.a1 });
    expect(reasons.filter((item) => item.vialsDiscarded !== 0)).toEqual([
      {
        vaccinationCenterId: null,
        centerName: null,
        orgUnitId: network.a1,
        orgUnitName: 'Distrito de prueba',
        hasDiscardCount: true,
        reason: 'broken',
        vialsDiscarded: 2,
      },
    ]);
    const east = await read('wastage/by-reason', { vaccineId: network.vaccineId, orgUnitId: network.a2 });
    expect(east.every((item) => item.vialsDiscarded === 0)).toBe(true);
  });
});

describe("GET /indicators/* in the caller's scope", () => {
  it("should give a centre's vaccinator their centre's figures, and a district's admin their district's", async () => {
    const vaccinator = await scopedAccount(fixture.api, 'health', { vaccinationCenterId: network.centers.north });
    const districtAdmin = await scopedAccount(fixture.api, 'admin', { orgUnitId: network.a1 });
    const itemsOf = async (caller: typeof vaccinator, route: string, query: Query = {}) => {
      const response = await caller.request('GET', `/indicators/${route}?${searchOf({ year, ...query })}`);
      expect(response.status, response.text).toBe(200);
      return (response.json as { items: Item[] }).items;
    };

    const own = { vaccineId: network.vaccineId };
    expect(await itemsOf(vaccinator, 'coverage', own)).toEqual([
      expect.objectContaining({ vaccinationCenterId: network.centers.north, doseNumber: 1, dosesApplied: 3 }),
      expect.objectContaining({ vaccinationCenterId: network.centers.north, doseNumber: 2, dosesApplied: 2 }),
    ]);
    expect((await itemsOf(vaccinator, 'zero-dose')).map((item) => item.vaccinationCenterId)).toEqual([
      network.centers.north,
    ]);
    expect(await itemsOf(districtAdmin, 'dropout', own)).toEqual([
      expect.objectContaining({
        vaccinationCenterId: null,
        orgUnitId: network.a1,
        orgUnitName: 'Distrito de prueba',
        firstDoses: 5,
        lastDoses: 3,
      }),
    ]);
    const centers = await itemsOf(districtAdmin, 'zero-dose', { groupBy: 'center' });
    expect(centers.map((item) => item.vaccinationCenterId).sort()).toEqual(
      [network.centers.north, network.centers.south].sort(),
    );
    expect(await itemsOf(districtAdmin, 'wastage', own)).toEqual([
      expect.objectContaining({ orgUnitId: network.a1, vialsUsed: 8, vialsDiscarded: 2, wastagePercent: 20 }),
    ]);
    expect(await itemsOf(districtAdmin, 'coverage', { ...own, centerId: network.centers.south })).toEqual([
      expect.objectContaining({ vaccinationCenterId: network.centers.south, doseNumber: 1, dosesApplied: 2 }),
      expect.objectContaining({ vaccinationCenterId: network.centers.south, doseNumber: 2, dosesApplied: 1 }),
    ]);
  });

  it('should refuse with 403 a centre or a unit outside the scope', async () => {
    const vaccinator = await scopedAccount(fixture.api, 'health', { vaccinationCenterId: network.centers.north });
    const districtAdmin = await scopedAccount(fixture.api, 'admin', { orgUnitId: network.a1 });
    const refusals = [
      [vaccinator, 'coverage', { centerId: network.centers.south }],
      [vaccinator, 'zero-dose', { orgUnitId: network.a1 }],
      [districtAdmin, 'dropout', { orgUnitId: network.regionA }],
      [districtAdmin, 'wastage', { orgUnitId: network.b1 }],
      [districtAdmin, 'wastage/by-month', { centerId: network.centers.west }],
      [districtAdmin, 'coverage', { orgUnitId: testUnits.national, groupBy: 'district' }],
    ] as const;
    for (const [caller, route, query] of refusals) {
      const response = await caller.request('GET', `/indicators/${route}?${searchOf({ year, ...query })}`);
      expect(response.status, `${route} ${JSON.stringify(query)}`).toBe(403);
      expect(response.json).toEqual({
        message: 'El centro o la unidad organizativa que indica está fuera de su ámbito',
      });
    }
  });
});

describe('GET /indicators/* refusing a place', () => {
  it.each([
    [
      'coverage',
      'a centre and a unit at once',
      () => ({ centerId: network.centers.north, orgUnitId: network.a1 }),
      'orgUnitId',
      'Indique un centro o una unidad organizativa, no ambos',
    ],
    [
      'dropout',
      'regions of a district',
      () => ({ orgUnitId: network.a1, groupBy: 'region' }),
      'groupBy',
      'No se puede agrupar por región dentro de un distrito',
    ],
    [
      'zero-dose',
      'regions of a region',
      () => ({ orgUnitId: network.regionA, groupBy: 'region' }),
      'groupBy',
      'No se puede agrupar por región dentro de una región',
    ],
    [
      'wastage',
      'centres of a centre',
      () => ({ centerId: network.centers.north, groupBy: 'center' }),
      'groupBy',
      'No se puede agrupar por centro dentro de un centro',
    ],
    [
      'coverage',
      'an unknown grouping',
      () => ({ groupBy: 'province' }),
      'groupBy',
      'La agrupación debe ser center (centro), district (distrito) o region (región)',
    ],
    [
      'dropout',
      'a unit that is no id',
      () => ({ orgUnitId: 'norte' }),
      'orgUnitId',
      'Debe seleccionar una unidad organizativa válida',
    ],
    [
      'zero-dose',
      'a unit that does not exist',
      () => ({ orgUnitId: 999_999 }),
      'orgUnitId',
      'Debe seleccionar una unidad organizativa válida',
    ],
    [
      'wastage/by-reason',
      'a centre that is no id',
      () => ({ centerId: 0 }),
      'centerId',
      'Debe seleccionar un centro de salud válido',
    ],
  ])('should answer 400 for %s with %s', async (route, _case, query, field, message) => {
    const response = await fixture.api.health('GET', `/indicators/${route}?${searchOf({ year, ...query() })}`);

    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message: 'Los datos enviados no son válidos', errors: { [field]: message } });
  });

  it("should refuse a breakdown below a vaccinator's own centre", async () => {
    const vaccinator = await scopedAccount(fixture.api, 'health', { vaccinationCenterId: network.centers.east });

    const response = await vaccinator.request('GET', `/indicators/coverage?year=${year}&groupBy=center`);

    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      message: 'Los datos enviados no son válidos',
      errors: { groupBy: 'No se puede agrupar por centro dentro de un centro' },
    });
  });
});
