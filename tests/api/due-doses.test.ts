import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/calendar-days';
import { runForecastJobs } from '../../src/server/programme/forecast-jobs';
import { forecastTable } from '../../src/server/programme/forecast-table';
import { setUpApiFixture } from '../helpers/api-fixture';
import { intervalAntigen } from '../helpers/interval-antigen';
import { vialFor } from '../helpers/place-stock';
import { coverByInterval } from '../helpers/programme-data';
import { createBatch, idOf, payloads } from '../helpers/sample-data';

// Vaccines forecast by their interval only (an antigen of their own: interval-antigen.ts): due the interval after the
// last dose and overdue the day after, the first dose never listed (due-lists.test.ts has the rules).
const fixture = setUpApiFixture();

/** The server stamps a dose with its own date: every due date below is counted from it. */
const serverToday = () => new Date().toISOString().slice(0, 10);

type Page = { items: Record<string, unknown>[]; total: number; page: number; pageSize: number };

const newPatient = async (overrides: Record<string, unknown> = {}) =>
  idOf(await fixture.api.admin('POST', '/patients', { ...payloads.adult(), ...overrides }));

/** Letters only: centre names are unique and take no digits. */
const uniqueWord = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

const newCenter = async () =>
  idOf(
    await fixture.api.admin('POST', '/vaccination-centers', {
      ...payloads.center(),
      centerName: `Centro ${uniqueWord()}`,
    }),
  );

/** A vaccine of its own, so that a test's changes to its series touch no other test, forecast by its interval. */
const newVaccine = async (series: { requiredDoses: number; doseIntervalDays: number }) => {
  const name = `Vacuna ${uniqueWord()}`;
  const vaccineId = idOf(
    await fixture.api.admin('POST', '/vaccines', {
      ...payloads.vaccine(fixture.ids.manufacturerId),
      vaccineName: name,
      ...series,
    }),
  );
  await coverByInterval(fixture.api, { vaccineId, name, ...series });
  return { vaccineId, name, batchId: await createBatch(fixture.api, vaccineId, 50) };
};

const register = async (dose: { patientId: number; batchId: number; centerId: number; doseNumber?: number }) => {
  await vialFor(fixture.api, dose.batchId, dose.centerId);
  return idOf(
    await fixture.api.health('POST', '/applied-doses', {
      ...payloads.dose({
        patientId: dose.patientId,
        vaccineBatchId: dose.batchId,
        vaccinationCenterId: dose.centerId,
        applyingUserId: fixture.api.userIds.health,
      }),
      doseNumber: dose.doseNumber ?? 1,
    }),
  );
};

const dueList = async (query: Record<string, string | number>, as: 'admin' | 'health' = 'health') => {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await fixture.api[as]('GET', `/due-doses?${search}`);
  expect(response.status, response.text).toBe(200);
  return response.json as Page;
};

/** The stored forecast of a patient and vaccine; undefined once the series is complete (or never started). */
const forecastOfPair = async (patientId: number, vaccineId: number) =>
  fixture.api.store.db
    .selectFrom(forecastTable)
    .select(['nextDoseNumber', 'recommendedDate', 'overdueDate', 'latestDate', 'centerId', 'hasAnyDose'])
    .where('patientId', '=', patientId)
    .where('vaccineId', '=', vaccineId)
    .executeTakeFirst();

const fullSeries = { requiredDoses: 3, doseIntervalDays: 20 };

describe('the stored forecast, through each dose write', () => {
  it('should hold the next dose of a registration, due the interval after it, at its centre', async () => {
    const { vaccineId, batchId } = await newVaccine(fullSeries);
    const patientId = await newPatient();
    await register({ patientId, batchId, centerId: fixture.ids.centerId });

    expect(await forecastOfPair(patientId, vaccineId)).toEqual({
      nextDoseNumber: 2,
      recommendedDate: addDays(serverToday(), 20),
      overdueDate: addDays(serverToday(), 21),
      latestDate: null,
      centerId: fixture.ids.centerId,
      hasAnyDose: 1,
    });
  });

  it('should recompute both patients when an edit moves a dose to another patient', async () => {
    const { vaccineId, batchId } = await newVaccine(fullSeries);
    const [first, second] = [await newPatient(), await newPatient()];
    await register({ patientId: first, batchId, centerId: fixture.ids.centerId });
    const moved = await register({ patientId: first, batchId, centerId: fixture.ids.centerId, doseNumber: 2 });

    const response = await fixture.api.admin('PATCH', `/applied-doses/${moved}`, {
      ...payloads.dose({
        patientId: second,
        vaccineBatchId: batchId,
        vaccinationCenterId: fixture.ids.centerId,
        applyingUserId: fixture.api.userIds.health,
      }),
      doseNumber: 1,
    });

    expect(response.status, response.text).toBe(200);
    expect(await forecastOfPair(first, vaccineId)).toMatchObject({ nextDoseNumber: 2 });
    expect(await forecastOfPair(second, vaccineId)).toMatchObject({ nextDoseNumber: 2 });
  });

  it('should move the forecast to the other vaccine when an edit moves a dose to its batch', async () => {
    const [from, to] = [await newVaccine(fullSeries), await newVaccine({ requiredDoses: 2, doseIntervalDays: 9 })];
    const patientId = await newPatient();
    const dose = await register({ patientId, batchId: from.batchId, centerId: fixture.ids.centerId });

    const response = await fixture.api.admin('PATCH', `/applied-doses/${dose}`, {
      ...payloads.dose({
        patientId,
        vaccineBatchId: to.batchId,
        vaccinationCenterId: fixture.ids.centerId,
        applyingUserId: fixture.api.userIds.health,
      }),
    });

    expect(response.status, response.text).toBe(200);
    // The vaccine left has its first dose again, which no list shows.
    expect(await forecastOfPair(patientId, from.vaccineId)).toMatchObject({ nextDoseNumber: 1, hasAnyDose: 1 });
    expect(await forecastOfPair(patientId, to.vaccineId)).toMatchObject({
      nextDoseNumber: 2,
      recommendedDate: addDays(serverToday(), 9),
    });
  });

  it('should follow the doses given, not their numbers: an edit of a number, a cancel and a delete', async () => {
    const { vaccineId, batchId } = await newVaccine(fullSeries);
    const patientId = await newPatient();
    const centerId = await newCenter();
    const first = await register({ patientId, batchId, centerId });
    const second = await register({ patientId, batchId, centerId, doseNumber: 2 });
    expect(await forecastOfPair(patientId, vaccineId)).toMatchObject({ nextDoseNumber: 3, centerId });

    const edit = await fixture.api.admin('PATCH', `/applied-doses/${second}`, {
      ...payloads.dose({
        patientId,
        vaccineBatchId: batchId,
        vaccinationCenterId: centerId,
        applyingUserId: fixture.api.userIds.health,
      }),
      doseNumber: 3,
    });
    expect(edit.status, edit.text).toBe(200);
    // CDSi counts the valid doses given, whatever number they were registered with.
    expect(await forecastOfPair(patientId, vaccineId)).toMatchObject({ nextDoseNumber: 3 });

    expect((await fixture.api.admin('PATCH', `/applied-doses/cancel/${first}`)).status).toBe(200);
    expect(await forecastOfPair(patientId, vaccineId)).toMatchObject({ nextDoseNumber: 2, hasAnyDose: 1 });

    expect((await fixture.api.admin('DELETE', `/applied-doses/${second}`)).status).toBe(200);
    expect(await forecastOfPair(patientId, vaccineId)).toMatchObject({ nextDoseNumber: 1, hasAnyDose: 0 });
  });

  it('should leave the forecast as it was when a dose is refused', async () => {
    const { vaccineId, batchId } = await newVaccine({ requiredDoses: 2, doseIntervalDays: 30 });
    const patientId = await newPatient();
    await register({ patientId, batchId, centerId: fixture.ids.centerId });
    const before = await forecastOfPair(patientId, vaccineId);

    const refused = await fixture.api.health('POST', '/applied-doses', {
      ...payloads.dose({
        patientId,
        vaccineBatchId: batchId,
        vaccinationCenterId: fixture.ids.centerId,
        applyingUserId: fixture.api.userIds.health,
      }),
      doseNumber: 1,
    });

    expect(refused.status).toBe(409);
    expect(await forecastOfPair(patientId, vaccineId)).toEqual(before);
    expect(before).toMatchObject({ nextDoseNumber: 2, recommendedDate: addDays(serverToday(), 30) });
  });
});

describe('the stored forecast, through an antigen edit', () => {
  it("should recompute every forecast in the background when an antigen's series changes", async () => {
    const { vaccineId, name, batchId } = await newVaccine({ requiredDoses: 2, doseIntervalDays: 10 });
    const patientId = await newPatient();
    await register({ patientId, batchId, centerId: fixture.ids.centerId });
    const [antigen] = (await fixture.api.admin('GET', `/antigens?q=${encodeURIComponent(name)}`)).json as {
      id: number;
      vaccineGroupId: number;
    }[];
    const edit = ({ requiredDoses, doseIntervalDays }: { requiredDoses: number; doseIntervalDays: number }) =>
      fixture.api.admin('PATCH', `/antigens/${antigen?.id}`, {
        antigenName: name,
        vaccineGroupId: antigen?.vaccineGroupId,
        definition: JSON.stringify(
          intervalAntigen({
            antigen: name,
            productKey: `#${vaccineId}`,
            doses: requiredDoses,
            intervalDays: doseIntervalDays,
          }),
        ),
      });

    expect((await edit({ requiredDoses: 1, doseIntervalDays: 10 })).status).toBe(200);
    await runForecastJobs(fixture.api.store);
    expect(await forecastOfPair(patientId, vaccineId)).toBeUndefined();

    expect((await edit({ requiredDoses: 3, doseIntervalDays: 45 })).status).toBe(200);
    await runForecastJobs(fixture.api.store);
    expect(await forecastOfPair(patientId, vaccineId)).toMatchObject({
      nextDoseNumber: 2,
      recommendedDate: addDays(serverToday(), 45),
    });
  });
});

describe('GET /due-doses', () => {
  /** A centre of its own with one patient due for dose 2 the interval after today. */
  const oneDueDose = async () => {
    const centerId = await newCenter();
    const { vaccineId, batchId } = await newVaccine({ requiredDoses: 2, doseIntervalDays: 14 });
    const patientId = await newPatient({ firstName: 'Lucía', lastname: 'Ñáñez', mobilePhone: '51911222333' });
    await register({ patientId, batchId, centerId });
    return { centerId, vaccineId, patientId, dueDate: addDays(serverToday(), 14) };
  };

  it.each([
    ['on its due date', 'upcoming', 0],
    ['7 days before it', 'upcoming', -7],
    ['8 days before it', 'none', -8],
    ['the day after it', 'overdue', 1],
  ] as const)('should list a dose, %s, as %s', async (_case, expected, offset) => {
    const { centerId, dueDate } = await oneDueDose();
    const today = addDays(dueDate, offset);

    const upcoming = await dueList({ centerId, kind: 'upcoming', today });
    const overdue = await dueList({ centerId, kind: 'overdue', today });

    expect(upcoming.total).toBe(expected === 'upcoming' ? 1 : 0);
    expect(overdue.total).toBe(expected === 'overdue' ? 1 : 0);
    expect([...upcoming.items, ...overdue.items]).toHaveLength(expected === 'none' ? 0 : 1);
  });

  it('should send the health staff only the fields the home page shows', async () => {
    const { centerId, vaccineId, patientId, dueDate } = await oneDueDose();
    const vaccine = (await fixture.api.admin('GET', `/vaccines/${vaccineId}`)).json as { vaccineName: string };
    const [group] = (await fixture.api.admin('GET', `/vaccine-groups?q=${encodeURIComponent(vaccine.vaccineName)}`))
      .json as { id: number }[];

    const page = await dueList({ centerId, kind: 'upcoming', today: dueDate }, 'health');

    expect(page).toEqual({
      items: [
        {
          patientId,
          patientName: 'Lucía Ñáñez',
          vaccineGroupId: group?.id,
          vaccineGroupName: vaccine.vaccineName,
          vaccineId,
          vaccineName: vaccine.vaccineName,
          doseNumber: 2,
          dueDate,
          phone: '51911222333',
        },
      ],
      total: 1,
      page: 1,
      pageSize: 10,
    });
  });

  it("should give a child's representative's phone when the child has none", async () => {
    const centerId = await newCenter();
    const { batchId } = await newVaccine({ requiredDoses: 2, doseIntervalDays: 3 });
    const representativeId = await newPatient({ mobilePhone: '51944555666' });
    const childId = idOf(await fixture.api.admin('POST', '/patients', payloads.child(representativeId)));
    await fixture.api.store.db.updateTable('patients').set({ mobilePhone: '' }).where('id', '=', childId).execute();
    await register({ patientId: childId, batchId, centerId });

    const page = await dueList({ centerId, kind: 'upcoming', today: serverToday() });

    expect(page.items).toEqual([expect.objectContaining({ patientId: childId, phone: '51944555666' })]);
  });

  it('should page the overdue doses, the most overdue first', async () => {
    const centerId = await newCenter();
    const vaccines = [
      await newVaccine({ requiredDoses: 2, doseIntervalDays: 5 }),
      await newVaccine({ requiredDoses: 2, doseIntervalDays: 3 }),
      await newVaccine({ requiredDoses: 2, doseIntervalDays: 4 }),
    ];
    const patientId = await newPatient();
    for (const { batchId } of vaccines) await register({ patientId, batchId, centerId });
    const today = addDays(serverToday(), 30);

    const first = await dueList({ centerId, kind: 'overdue', today, pageSize: 2 });
    const second = await dueList({ centerId, kind: 'overdue', today, pageSize: 2, page: 2 });

    expect(first.total).toBe(3);
    expect([...first.items, ...second.items].map((item) => item.dueDate)).toEqual(
      [3, 4, 5].map((days) => addDays(serverToday(), days)),
    );
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 3 });
  });

  it.each([
    [{ kind: 'upcoming', today: '2026-03-01' }, 'centerId', 'Debe seleccionar un centro de salud válido'],
    [
      { centerId: 'uno', kind: 'upcoming', today: '2026-03-01' },
      'centerId',
      'Debe seleccionar un centro de salud válido',
    ],
    [
      { centerId: 1, kind: 'todas', today: '2026-03-01' },
      'kind',
      'El tipo de lista debe ser upcoming (próximas), overdue (atrasadas) o zero-dose (sin ninguna dosis)',
    ],
    [{ centerId: 1, kind: 'overdue' }, 'today', 'La fecha de hoy es requerida (AAAA-MM-DD)'],
    [
      { centerId: 1, kind: 'overdue', today: '2026-02-30' },
      'today',
      'La fecha de hoy debe ser una fecha válida (AAAA-MM-DD)',
    ],
    [
      { centerId: 1, kind: 'overdue', today: '2026-03-01', page: 0 },
      'page',
      'La página debe ser un número entero mayor que 0',
    ],
    [
      { centerId: 1, kind: 'overdue', today: '2026-03-01', pageSize: 201 },
      'pageSize',
      'El tamaño de página debe ser un número entero entre 1 y 200',
    ],
  ])('should answer 400 for %j', async (query, field, message) => {
    const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
    const response = await fixture.api.health('GET', `/due-doses?${search}`);
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message: 'Los datos enviados no son válidos', errors: { [field]: message } });
  });

  it('should answer 401 without a token', async () => {
    expect((await fixture.api.request('GET', '/due-doses?centerId=1&kind=upcoming&today=2026-03-01')).status).toBe(401);
  });
});
