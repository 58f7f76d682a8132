import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/calendar-days';
import { dueDosesPage } from '../../src/server/programme/due-doses-list';
import { maxMergedCenters } from '../../src/server/programme/due-page-rows';
import { setUpApiFixture } from '../helpers/api-fixture';
import { type DueItem, type DuePage, programmeData, serverToday, uniqueWord } from '../helpers/programme-data';
import { idOf, payloads } from '../helpers/sample-data';
import { scopedAccount } from '../helpers/scoped-accounts';
import { testUnits } from '../helpers/test-api';

// One network for the whole file: the test API's region (2) with its district (3) and a second
// district, and a second region with one district; four centres. Adults at each centre had dose
// 1 of a two-dose vaccine today (dose 2 due in 14 days, overdue the day after); infants without
// any dose at two centres are zero-dose children while a first dose with a 40-day maximum age
// is overdue (the adults are long past it, so it lists none of them).
const fixture = setUpApiFixture();
const data = programmeData(fixture);

const plan = {
  north: { district: 'a1', adults: 3, infants: 1 },
  south: { district: 'a1', adults: 2, infants: 0 },
  east: { district: 'a2', adults: 1, infants: 0 },
  west: { district: 'b1', adults: 2, infants: 2 },
} as const;
type CenterKey = keyof typeof plan;

const network = {
  regionA: testUnits.region,
  regionB: 0,
  a1: testUnits.district,
  a2: 0,
  b1: 0,
  centers: {} as Record<CenterKey, number>,
  names: {} as Record<number, string>,
};

/** The day the adults' second doses are overdue (the server's today + 20). */
const overdueDay = addDays(serverToday(), 20);

const unit = async (name: string, level: 'region' | 'district', parentId: number) =>
  idOf(await fixture.api.admin('POST', '/org-units', { name, level, parentId }));

beforeAll(async () => {
  network.regionB = await unit('Región Sur', 'region', testUnits.national);
  network.a2 = await unit('Distrito Este', 'district', network.regionA);
  network.b1 = await unit('Distrito Oeste', 'district', network.regionB);
  await data.vaccine({
    requiredDoses: 1,
    rules: [
      {
        doseNumber: 1,
        minimumAgeDays: 0,
        recommendedAgeDays: 0,
        overdueAgeDays: 28,
        maximumAgeDays: 40,
        minimumIntervalDays: 0,
      },
    ],
  });
  const { batchId } = await data.vaccine({ requiredDoses: 2, doseIntervalDays: 14 });
  for (const [key, figures] of Object.entries(plan) as [CenterKey, (typeof plan)[CenterKey]][]) {
    const centerName = `Centro ${uniqueWord()}`;
    const centerId = idOf(
      await fixture.api.admin('POST', '/vaccination-centers', {
        ...payloads.center(),
        centerName,
        orgUnitId: network[figures.district],
      }),
    );
    network.centers[key] = centerId;
    network.names[centerId] = centerName;
    for (let index = 0; index < figures.adults; index += 1) {
      const patientId = await data.patient({ birthDate: '1990-05-01', centerId });
      await data.dose({ patientId, batchId, centerId });
    }
    for (let index = 0; index < figures.infants; index += 1) {
      await data.patient({ birthDate: addDays(serverToday(), -30), centerId });
    }
  }
});

const searchOf = (query: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();

/** A row of a unit's list, which names its centre. */
type PlacedItem = DueItem & { vaccinationCenterId?: number; centerName?: string };

const placedItems = (page: DuePage) => page.items as PlacedItem[];

/** The centres of a page's rows, in order. */
const centersOf = (page: DuePage) => placedItems(page).map((item) => item.vaccinationCenterId);

const repeat = <T>(value: T, times: number) => Array.from({ length: times }, () => value);

describe('GET /due-doses of an organisation unit', () => {
  it("should list a unit's doses from its centres only, each row naming its centre", async () => {
    const { north, south, east, west } = network.centers;
    const cases = [
      [network.a1, [north, south]],
      [network.regionA, [north, south, east]],
      [network.regionB, [west]],
      [testUnits.national, [north, south, east, west]],
    ] as const;
    for (const [orgUnitId, centers] of cases) {
      const page = await data.dueList({ orgUnitId, kind: 'overdue', today: overdueDay, pageSize: 50 });

      const expected = centers.flatMap((centerId) => repeat(centerId, plan[keyOf(centerId)].adults));
      expect([...centersOf(page)].sort(), String(orgUnitId)).toEqual([...expected].sort());
      expect(page.total).toBe(expected.length);
      for (const { vaccinationCenterId, centerName } of placedItems(page)) {
        expect(centerName).toBe(network.names[vaccinationCenterId ?? 0]);
      }
      // The same overdue day for all: by patient.
      const patients = page.items.map((item) => item.patientId);
      expect(patients).toEqual([...patients].sort((a, b) => a - b));
    }
  });

  it("should list a centre's doses as it always did, its rows without their centre", async () => {
    const page = await data.dueList({ centerId: network.centers.north, kind: 'overdue', today: overdueDay });

    expect(page.total).toBe(3);
    expect(page.items.every((item) => !('vaccinationCenterId' in item) && !('centerName' in item))).toBe(true);
  });

  it.each([
    ['upcoming', addDays(serverToday(), 14)],
    ['overdue', overdueDay],
    ['zero-dose', serverToday()],
  ] as const)("should page a unit's %s list in the order of the whole list", async (kind, today) => {
    const whole = await data.dueList({ orgUnitId: testUnits.national, kind, today, pageSize: 50 });
    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      pages.push(await data.dueList({ orgUnitId: testUnits.national, kind, today, pageSize: 2, page }));
    }

    expect(whole.items.length).toBe(kind === 'zero-dose' ? 3 : 8);
    expect(pages.flatMap((page) => page.items)).toEqual(whole.items);
    expect(pages.map((page) => page.total)).toEqual(repeat(whole.total, 4));
  });

  it('should list the zero-dose children of a unit with their centres', async () => {
    const { north, west } = network.centers;

    const page = await data.dueList({ orgUnitId: testUnits.national, kind: 'zero-dose', today: serverToday() });

    expect([...centersOf(page)].sort()).toEqual([north, west, west].sort());
    expect(page.items.map((item) => item.dueDate)).toEqual(repeat(addDays(serverToday(), -30), 3));
  });

  it.each(['upcoming', 'overdue', 'zero-dose'] as const)(
    'should read the same %s page merged centre by centre as read all together past the merged centres',
    async (kind) => {
      const centerIds = Object.values(network.centers);
      const unknown = Array.from({ length: maxMergedCenters }, (_, index) => 900_000 + index);
      const today = { upcoming: addDays(serverToday(), 14), overdue: overdueDay, 'zero-dose': serverToday() }[kind];
      const query = { kind, today, page: 2, pageSize: 2 };

      const merged = await dueDosesPage(fixture.api.store.db, { ...query, centerIds });
      const together = await dueDosesPage(fixture.api.store.db, { ...query, centerIds: [...centerIds, ...unknown] });

      expect(merged.items.length).toBeGreaterThan(0);
      expect(together).toEqual(merged);
    },
  );
});

describe("GET /due-doses in the caller's scope", () => {
  it("should list a vaccinator's centre and a district admin's district by default", async () => {
    const { north, south } = network.centers;
    const vaccinator = await scopedAccount(fixture.api, 'health', { vaccinationCenterId: north });
    const districtAdmin = await scopedAccount(fixture.api, 'admin', { orgUnitId: network.a1 });
    const pageOf = async (caller: typeof vaccinator) => {
      const response = await caller.request('GET', `/due-doses?${searchOf({ kind: 'overdue', today: overdueDay })}`);
      expect(response.status, response.text).toBe(200);
      return response.json as DuePage;
    };

    const own = await pageOf(vaccinator);
    expect(own.total).toBe(3);
    expect(own.items.every((item) => !('vaccinationCenterId' in item))).toBe(true);
    const district = await pageOf(districtAdmin);
    expect([...centersOf(district)].sort()).toEqual([...repeat(north, 3), ...repeat(south, 2)].sort());
  });

  it('should refuse with 403 a centre or a unit outside the scope', async () => {
    const vaccinator = await scopedAccount(fixture.api, 'health', { vaccinationCenterId: network.centers.north });
    const districtAdmin = await scopedAccount(fixture.api, 'admin', { orgUnitId: network.a1 });
    const refusals = [
      [vaccinator, { centerId: network.centers.south }],
      [vaccinator, { orgUnitId: network.a1 }],
      [districtAdmin, { orgUnitId: network.regionA }],
      [districtAdmin, { centerId: network.centers.west }],
    ] as const;
    for (const [caller, place] of refusals) {
      const response = await caller.request(
        'GET',
        `/due-doses?${searchOf({ ...place, kind: 'overdue', today: overdueDay })}`,
      );
      expect(response.status, JSON.stringify(place)).toBe(403);
      expect(response.json).toEqual({
        message: 'El centro o la unidad organizativa que indica está fuera de su ámbito',
      });
    }
  });

  it.each([
    [
      'a centre and a unit at once',
      () => ({ centerId: network.centers.north, orgUnitId: network.a1 }),
      'orgUnitId',
      'Indique un centro o una unidad organizativa, no ambos',
    ],
    [
      'a unit that is no id',
      () => ({ orgUnitId: 'norte' }),
      'orgUnitId',
      'Debe seleccionar una unidad organizativa válida',
    ],
    [
      'a unit that does not exist',
      () => ({ orgUnitId: 999_999 }),
      'orgUnitId',
      'Debe seleccionar una unidad organizativa válida',
    ],
    ['no place from a caller without a scope', () => ({}), 'centerId', 'Debe seleccionar un centro de salud válido'],
  ])('should answer 400 for %s', async (_case, place, field, message) => {
    const response = await fixture.api.health(
      'GET',
      `/due-doses?${searchOf({ ...place(), kind: 'overdue', today: overdueDay })}`,
    );

    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message: 'Los datos enviados no son válidos', errors: { [field]: message } });
  });
});

/** The plan's key of a centre. */
const keyOf = (centerId: number) =>
  (Object.entries(network.centers) as [CenterKey, number][]).find(([, id]) => id === centerId)?.[0] ?? 'north';
