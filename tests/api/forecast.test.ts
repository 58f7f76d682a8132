import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/calendar-days';
import type { ForecastAnswer } from '../../src/domain/forecast-answer';
import { invalidTodayMessage, patientNotFoundMessage } from '../../src/domain/vaccination-card';
import { setUpApiFixture } from '../helpers/api-fixture';
import { programmeData, serverToday } from '../helpers/programme-data';

const fixture = setUpApiFixture();
const data = programmeData(fixture);

/**
 * The file's whole schedule: BCG at birth until the first birthday, pentavalent at 2, 4 and 6
 * months without a maximum age, rotavirus at 2 and 4 months until 15 and 34 weeks.
 */
const schedule = async () => ({
  bcg: await data.vaccine({
    name: 'BCG de prueba',
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
    name: 'Pentavalente de prueba',
    requiredDoses: 3,
    rules: [
      { doseNumber: 1, minimumAgeDays: 42, recommendedAgeDays: 60, overdueAgeDays: 90, minimumIntervalDays: 0 },
      { doseNumber: 2, minimumAgeDays: 70, recommendedAgeDays: 120, overdueAgeDays: 150, minimumIntervalDays: 28 },
      { doseNumber: 3, minimumAgeDays: 98, recommendedAgeDays: 180, overdueAgeDays: 210, minimumIntervalDays: 28 },
    ],
  }),
  rota: await data.vaccine({
    name: 'Rotavirus de prueba',
    requiredDoses: 2,
    rules: [
      {
        doseNumber: 1,
        minimumAgeDays: 42,
        recommendedAgeDays: 60,
        overdueAgeDays: 90,
        maximumAgeDays: 105,
        minimumIntervalDays: 0,
      },
      {
        doseNumber: 2,
        minimumAgeDays: 70,
        recommendedAgeDays: 120,
        overdueAgeDays: 150,
        maximumAgeDays: 240,
        minimumIntervalDays: 28,
      },
    ],
  }),
});

let vaccines: Awaited<ReturnType<typeof schedule>>;
beforeAll(async () => {
  vaccines = await schedule();
});

type Forecast = ForecastAnswer;

const forecastOf = async (patientId: number, today?: string, as: 'admin' | 'health' = 'health') => {
  const response = await fixture.api[as]('GET', `/patients/${patientId}/forecast${today ? `?today=${today}` : ''}`);
  expect(response.status, response.text).toBe(200);
  return response.json as Forecast;
};

describe('GET /patients/:id/forecast', () => {
  it("should forecast every vaccine with rules for a child without any dose, each with the schedule's dates", async () => {
    const birth = addDays(serverToday(), -150);
    const childId = await data.patient({ birthDate: birth });

    const forecast = await forecastOf(childId, addDays(birth, 150));

    const group = (name: string) => ({
      vaccineGroup: { id: expect.any(Number), name },
      antigens: [{ id: expect.any(Number), name }],
    });
    expect(forecast).toEqual({
      items: [
        {
          ...group('BCG de prueba'),
          forecastDoseNumber: 1,
          seriesStatus: 'not-complete',
          earliestDate: birth,
          recommendedDate: birth,
          pastDueDate: addDays(birth, 27),
          latestDate: addDays(birth, 364),
          status: 'overdue',
        },
        {
          ...group('Pentavalente de prueba'),
          forecastDoseNumber: 1,
          seriesStatus: 'not-complete',
          earliestDate: addDays(birth, 42),
          recommendedDate: addDays(birth, 60),
          pastDueDate: addDays(birth, 89),
          latestDate: null,
          status: 'overdue',
        },
        expect.objectContaining({ ...group('Rotavirus de prueba'), seriesStatus: 'aged-out', status: 'too-late' }),
      ],
      evaluations: [],
    });
  });

  it.each([
    [0, ['due', 'not-yet-due', 'not-yet-due']],
    [27, ['due', 'not-yet-due', 'not-yet-due']],
    [28, ['overdue', 'not-yet-due', 'not-yet-due']],
    [60, ['overdue', 'due', 'due']],
    [90, ['overdue', 'overdue', 'overdue']],
    [104, ['overdue', 'overdue', 'overdue']],
    [105, ['overdue', 'overdue', 'too-late']],
    [365, ['too-late', 'overdue', 'too-late']],
  ])('should give a child %i days old the statuses %j (BCG, pentavalent, rotavirus)', async (age, statuses) => {
    const birth = addDays(serverToday(), -10);
    const childId = await data.patient({ birthDate: birth });

    const forecast = await forecastOf(childId, addDays(birth, age));

    expect(forecast.items.map((item) => item.status)).toEqual(statuses);
  });

  it('should evaluate a historical dose and count it, and count a dose of a vaccine covering no antigen for none', async () => {
    const birth = addDays(serverToday(), -100);
    const centerId = await data.center();
    const childId = await data.patient({ birthDate: birth, centerId });
    await data.historicalDose({
      patientId: childId,
      vaccineId: vaccines.penta.vaccineId,
      centerId,
      date: addDays(birth, 61),
    });
    await data.dose({ patientId: childId, batchId: fixture.ids.batchId, centerId });

    const forecast = await forecastOf(childId, serverToday(), 'admin');

    expect(forecast.items.find((item) => item.vaccineGroup.name === 'Pentavalente de prueba')).toMatchObject({
      forecastDoseNumber: 2,
      earliestDate: addDays(birth, 89),
      recommendedDate: addDays(birth, 120),
      pastDueDate: addDays(birth, 149),
      latestDate: null,
      status: 'not-yet-due',
    });
    expect(forecast.evaluations).toEqual([
      {
        appliedDoseId: expect.any(Number),
        vaccineId: vaccines.penta.vaccineId,
        applicationDate: addDays(birth, 61),
        vaccineGroup: { id: expect.any(Number), name: 'Pentavalente de prueba' },
        antigen: { id: expect.any(Number), name: 'Pentavalente de prueba' },
        doseNumber: 1,
        status: 'valid',
        reason: null,
      },
    ]);
  });

  it("should compute the statuses on the server's date without today", async () => {
    const childId = await data.patient({ birthDate: addDays(serverToday(), -60) });

    const forecast = await forecastOf(childId);

    expect(forecast.items.map((item) => item.status)).toEqual(['overdue', 'due', 'due']);
  });

  it('should answer 404 for a patient that does not exist or was deleted, and 400 for a day that is no date', async () => {
    const deleted = await data.patient({ birthDate: '2025-01-01' });
    expect((await fixture.api.admin('DELETE', `/patients/${deleted}`)).status).toBe(200);

    for (const id of [999_999, deleted]) {
      const response = await fixture.api.health('GET', `/patients/${id}/forecast`);
      expect(response.status).toBe(404);
      expect(response.json).toEqual({ message: patientNotFoundMessage });
    }
    const invalid = await fixture.api.health('GET', `/patients/${fixture.ids.patientId}/forecast?today=2026-02-30`);
    expect(invalid.status).toBe(400);
    expect(invalid.json).toEqual({ message: invalidTodayMessage, errors: { today: invalidTodayMessage } });
  });

  it('should answer 401 without a token', async () => {
    expect((await fixture.api.request('GET', `/patients/${fixture.ids.patientId}/forecast`)).status).toBe(401);
  });
});
