import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/calendar-days';
import { runForecastJobs } from '../../src/server/programme/forecast-jobs';
import { fiveYearsBefore } from '../../src/server/programme/zero-dose-list';
import { setUpApiFixture } from '../helpers/api-fixture';
import { type DueItem, programmeData, serverToday } from '../helpers/programme-data';
import { idOf } from '../helpers/sample-data';

// The home page's lists with a schedule by age: each test has a centre of its own.
const fixture = setUpApiFixture();
const data = programmeData(fixture);

/** BCG at birth until the first birthday; pentavalent at 2 and 4 months; rotavirus at 2 months until 15 weeks. */
const schedule = async () => ({
  bcg: await data.vaccine({
    requiredDoses: 1,
    rules: [
      {
        doseNumber: 1,
        minimumAgeDays: 0,
        recommendedAgeDays: 0,
        overdueAgeDays: 28,
        maximumAgeDays: 365,
        minimumIntervalDays: 0,
      },
    ],
  }),
  penta: await data.vaccine({
    requiredDoses: 2,
    rules: [
      { doseNumber: 1, minimumAgeDays: 42, recommendedAgeDays: 60, overdueAgeDays: 90, minimumIntervalDays: 0 },
      { doseNumber: 2, minimumAgeDays: 70, recommendedAgeDays: 120, overdueAgeDays: 150, minimumIntervalDays: 28 },
    ],
  }),
  rota: await data.vaccine({
    requiredDoses: 1,
    rules: [
      {
        doseNumber: 1,
        minimumAgeDays: 42,
        recommendedAgeDays: 60,
        overdueAgeDays: 90,
        maximumAgeDays: 105,
        minimumIntervalDays: 0,
      },
    ],
  }),
});

let vaccines: Awaited<ReturnType<typeof schedule>>;
beforeAll(async () => {
  vaccines = await schedule();
});

type Kind = 'upcoming' | 'overdue' | 'zero-dose';

/** What a list holds on `today`: `patient:vaccine:dose:dueDate`, in the list's order. */
const listed = async (centerId: number, kind: Kind, today: string) => {
  const page = await data.dueList({ centerId, kind, today, pageSize: 200 });
  expect(page.total).toBe(page.items.length);
  return page.items.map((item: DueItem) => `${item.patientId}:${item.vaccineId}:${item.doseNumber}:${item.dueDate}`);
};

const entry = (patientId: number, vaccineId: number, doseNumber: number, dueDate: string) =>
  `${patientId}:${vaccineId}:${doseNumber}:${dueDate}`;

describe('the zero-dose list', () => {
  it('should list a child without any dose at their catchment centre once a first dose is overdue, with the vaccine overdue the longest', async () => {
    const [centerId, otherCenter] = [await data.center(), await data.center()];
    const birth = addDays(serverToday(), -10);
    const childId = await data.patient({ birthDate: birth, centerId, firstName: 'Rosa', lastname: 'Quispe' });

    expect(await listed(centerId, 'zero-dose', addDays(birth, 27))).toEqual([]);
    expect(await listed(centerId, 'zero-dose', addDays(birth, 28))).toEqual([
      entry(childId, vaccines.bcg.vaccineId, 1, birth),
    ]);
    expect(await listed(centerId, 'zero-dose', addDays(birth, 400))).toEqual([
      entry(childId, vaccines.penta.vaccineId, 1, addDays(birth, 60)),
    ]);
    expect(await listed(otherCenter, 'zero-dose', addDays(birth, 28))).toEqual([]);
    const page = await data.dueList({ centerId, kind: 'zero-dose', today: addDays(birth, 28) });
    expect(page.items[0]).toMatchObject({
      patientName: 'Rosa Quispe',
      vaccineName: vaccines.bcg.name,
      phone: '51999999999',
    });
  });

  it('should list children under 5 only, the oldest first, and page them', async () => {
    const centerId = await data.center();
    const today = serverToday();
    const five = await data.patient({ birthDate: fiveYearsBefore(today), centerId });
    const almostFive = await data.patient({ birthDate: addDays(fiveYearsBefore(today), 1), centerId });
    const young = await data.patient({ birthDate: addDays(today, -200), centerId });
    const younger = await data.patient({ birthDate: addDays(today, -100), centerId });

    const first = await data.dueList({ centerId, kind: 'zero-dose', today, pageSize: 2 });
    const second = await data.dueList({ centerId, kind: 'zero-dose', today, pageSize: 2, page: 2 });

    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect([...first.items, ...second.items].map((item) => item.patientId)).toEqual([almostFive, young, younger]);
    expect(second.items).toHaveLength(1);
    expect([almostFive, young, younger]).not.toContain(five);
  });

  it('should count a historical dose as a dose, and not list a child whose first doses are all too late or not overdue yet', async () => {
    const centerId = await data.center();
    const birth = addDays(serverToday(), -50);
    const withHistory = await data.patient({ birthDate: birth, centerId });
    await data.historicalDose({
      patientId: withHistory,
      vaccineId: vaccines.bcg.vaccineId,
      centerId,
      date: addDays(birth, 1),
    });
    const without = await data.patient({ birthDate: birth, centerId });

    expect(await listed(centerId, 'zero-dose', serverToday())).toEqual([
      entry(without, vaccines.bcg.vaccineId, 1, birth),
    ]);
  });
});

describe('a zero-dose child through their first dose', () => {
  it('should leave the zero-dose list with a first dose, and come in the upcoming list for dose 2 seven days before its recommended date', async () => {
    const centerId = await data.center();
    const birth = addDays(serverToday(), -70);
    const childId = await data.patient({ birthDate: birth, centerId });
    expect(await listed(centerId, 'zero-dose', serverToday())).toHaveLength(1);

    await data.dose({ patientId: childId, batchId: vaccines.penta.batchId, centerId });

    const dose2 = (list: string[]) => list.filter((item) => item.startsWith(`${childId}:${vaccines.penta.vaccineId}:`));
    expect(await listed(centerId, 'zero-dose', serverToday())).toEqual([]);
    expect(dose2(await listed(centerId, 'upcoming', addDays(birth, 112)))).toEqual([]);
    for (const age of [113, 120, 149]) {
      expect(dose2(await listed(centerId, 'upcoming', addDays(birth, age)))).toEqual([
        entry(childId, vaccines.penta.vaccineId, 2, addDays(birth, 120)),
      ]);
      expect(dose2(await listed(centerId, 'overdue', addDays(birth, age)))).toEqual([]);
    }
    expect(dose2(await listed(centerId, 'upcoming', addDays(birth, 150)))).toEqual([]);
    expect(dose2(await listed(centerId, 'overdue', addDays(birth, 150)))).toEqual([
      entry(childId, vaccines.penta.vaccineId, 2, addDays(birth, 120)),
    ]);
  });
});

describe('the upcoming and overdue lists with a schedule', () => {
  it('should list each dose by its recommended and overdue dates and never once it is too late', async () => {
    const centerId = await data.center();
    const birth = addDays(serverToday(), -20);
    const childId = await data.patient({ birthDate: birth, centerId });
    const rota = (list: string[]) => list.filter((item) => item.startsWith(`${childId}:${vaccines.rota.vaccineId}:`));
    const rotaEntry = entry(childId, vaccines.rota.vaccineId, 1, addDays(birth, 60));

    expect(rota(await listed(centerId, 'upcoming', addDays(birth, 52)))).toEqual([]);
    expect(rota(await listed(centerId, 'upcoming', addDays(birth, 53)))).toEqual([rotaEntry]);
    expect(rota(await listed(centerId, 'upcoming', addDays(birth, 89)))).toEqual([rotaEntry]);
    expect(rota(await listed(centerId, 'overdue', addDays(birth, 90)))).toEqual([rotaEntry]);
    expect(rota(await listed(centerId, 'overdue', addDays(birth, 104)))).toEqual([rotaEntry]);
    for (const kind of ['upcoming', 'overdue', 'zero-dose'] as const) {
      expect(rota(await listed(centerId, kind, addDays(birth, 105)))).toEqual([]);
    }
    expect(await listed(centerId, 'overdue', addDays(birth, 365))).toEqual([
      entry(childId, vaccines.penta.vaccineId, 1, addDays(birth, 60)),
    ]);
  });

  it('should list the overdue doses the most overdue first', async () => {
    const centerId = await data.center();
    const birth = addDays(serverToday(), -10);
    const childId = await data.patient({ birthDate: birth, centerId });

    expect(await listed(centerId, 'overdue', addDays(birth, 100))).toEqual([
      entry(childId, vaccines.bcg.vaccineId, 1, birth),
      entry(childId, vaccines.penta.vaccineId, 1, addDays(birth, 60)),
      entry(childId, vaccines.rota.vaccineId, 1, addDays(birth, 60)),
    ]);
  });
});

describe("a patient's centre in the lists", () => {
  it("should follow the latest dose's centre without a catchment centre, and the catchment centre once set", async () => {
    const [doseCenter, catchment] = [await data.center(), await data.center()];
    const birth = addDays(serverToday(), -70);
    const childId = await data.patient({ birthDate: birth });
    expect(await listed(doseCenter, 'overdue', serverToday())).toEqual([]);

    await data.dose({ patientId: childId, batchId: vaccines.penta.batchId, centerId: doseCenter });
    expect(await listed(doseCenter, 'overdue', serverToday())).toEqual([
      entry(childId, vaccines.bcg.vaccineId, 1, birth),
    ]);

    const edit = await fixture.api.admin('PATCH', `/patients/${childId}`, {
      firstName: 'Mateo',
      lastname: 'Peña',
      identityDocument: '45678912',
      mobilePhone: '51999999999',
      address: 'Calle Uno 123',
      isChild: false,
      representativeId: null,
      vaccinationCenterId: catchment,
    });
    expect(edit.status, edit.text).toBe(200);
    expect(await listed(doseCenter, 'overdue', serverToday())).toEqual([]);
    expect(await listed(catchment, 'overdue', serverToday())).toEqual([
      entry(childId, vaccines.bcg.vaccineId, 1, birth),
    ]);
  });

  it('should drop a deleted patient from every list, and bring them back when restored', async () => {
    const centerId = await data.center();
    const childId = await data.patient({ birthDate: addDays(serverToday(), -40), centerId });
    expect(await listed(centerId, 'zero-dose', serverToday())).toHaveLength(1);

    expect((await fixture.api.admin('DELETE', `/patients/${childId}`)).status).toBe(200);
    expect(await listed(centerId, 'zero-dose', serverToday())).toEqual([]);

    expect((await fixture.api.admin('POST', `/patients/${childId}/restore`)).status).toBe(200);
    expect(await listed(centerId, 'zero-dose', serverToday())).toHaveLength(1);
  });
});

describe('a rule change', () => {
  it('should recompute the forecasts of its vaccine in the background: a new rule, an edit and a deletion', async () => {
    const centerId = await data.center();
    const birth = addDays(serverToday(), -30);
    const childId = await data.patient({ birthDate: birth, centerId });
    const hepatitis = await data.vaccine({ requiredDoses: 1 });
    const hepatitisOf = (list: string[]) =>
      list.filter((item) => item.startsWith(`${childId}:${hepatitis.vaccineId}:`));
    expect(hepatitisOf(await listed(centerId, 'overdue', serverToday()))).toEqual([]);

    const ruleId = idOf(
      await fixture.api.admin('POST', '/schedule-rules', {
        vaccineId: hepatitis.vaccineId,
        doseNumber: 1,
        minimumAgeDays: 0,
        recommendedAgeDays: 0,
        overdueAgeDays: 7,
        maximumAgeDays: 1000,
        minimumIntervalDays: 0,
      }),
    );
    await runForecastJobs(fixture.api.store);
    expect(hepatitisOf(await listed(centerId, 'overdue', serverToday()))).toEqual([
      entry(childId, hepatitis.vaccineId, 1, birth),
    ]);

    const edit = await fixture.api.admin('PATCH', `/schedule-rules/${ruleId}`, {
      vaccineId: hepatitis.vaccineId,
      doseNumber: 1,
      minimumAgeDays: 20,
      recommendedAgeDays: 25,
      overdueAgeDays: 60,
      maximumAgeDays: 1000,
      minimumIntervalDays: 0,
    });
    expect(edit.status, edit.text).toBe(200);
    await runForecastJobs(fixture.api.store);
    expect(hepatitisOf(await listed(centerId, 'overdue', serverToday()))).toEqual([]);
    expect(hepatitisOf(await listed(centerId, 'upcoming', serverToday()))).toEqual([
      entry(childId, hepatitis.vaccineId, 1, addDays(birth, 25)),
    ]);

    expect((await fixture.api.admin('DELETE', `/schedule-rules/${ruleId}`)).status).toBe(200);
    await runForecastJobs(fixture.api.store);
    expect(hepatitisOf(await listed(centerId, 'upcoming', serverToday()))).toEqual([]);
  });
});
