import { afterAll, describe, expect, it } from 'vitest';
import { cdsiScheduleSchema } from '../../src/domain/cdsi/antigen-model';
import { assessImmunizations } from '../../src/domain/cdsi/assess-immunizations';
import { vaccineForecast } from '../../src/domain/forecast';
import { convertScheduleRules } from '../../src/server/cdsi/convert-schedule-rules';
import { readStoredSchedule } from '../../src/server/cdsi/stored-schedule';
import { prepareDatabase } from '../../src/server/prepare-database';
import { setUpApiFixture } from '../helpers/api-fixture';
import { idOf, payloads } from '../helpers/sample-data';
import { openTestStore } from '../helpers/test-store';

const fixture = setUpApiFixture();

describe('the CDSi schedule entities', () => {
  it('should create a vaccine group, an antigen and a vaccine covering it, and refuse an unknown antigen', async () => {
    const group = await fixture.api.admin('POST', '/vaccine-groups', { groupName: 'Fiebre amarilla' });
    expect(group.status).toBe(201);
    expect(group.json).toMatchObject({ groupName: 'Fiebre amarilla', isAdministeredWhole: false });
    const definition = JSON.stringify({
      immunity: { bornBefore: null, observationCodes: [] },
      contraindications: [],
      series: [],
    });
    const antigen = await fixture.api.admin('POST', '/antigens', {
      antigenName: 'Fiebre amarilla',
      vaccineGroupId: idOf(group),
      definition,
    });
    expect(antigen.status).toBe(201);
    expect(antigen.json).toMatchObject({ vaccineGroup: { groupName: 'Fiebre amarilla' } });
    const refused = await fixture.api.admin('POST', '/antigens', {
      antigenName: 'Dengue',
      vaccineGroupId: idOf(group),
      definition: '{"series":[]}',
    });
    expect(refused.status).toBe(400);

    const vaccine = {
      ...payloads.vaccine(fixture.ids.manufacturerId),
      vaccineName: 'Stamaril',
      antigens: 'Fiebre amarilla (desde 9 months)',
    };
    expect((await fixture.api.admin('POST', '/vaccines', vaccine)).status).toBe(201);
    const unknown = await fixture.api.admin('POST', '/vaccines', {
      ...vaccine,
      vaccineName: 'Dengvaxia',
      antigens: 'Dengue',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({ errors: { antigens: 'No hay ningún antígeno llamado "Dengue"' } });
    expect((await fixture.api.admin('GET', '/vaccines?q=Dengvaxia')).json).toEqual([]);

    const { schedule } = await readStoredSchedule(fixture.api.store.db);
    expect(schedule.vaccines).toContainEqual({
      cvx: expect.stringMatching(/^#\d+$/),
      name: 'Stamaril',
      antigens: [{ antigen: 'Fiebre amarilla', beginAge: '9 months', endAge: null }],
    });
  });

  it("should turn a vaccine's schedule rules into an antigen whose forecast keeps the rules' dates", async () => {
    const vaccineId = idOf(
      await fixture.api.admin('POST', '/vaccines', {
        ...payloads.vaccine(fixture.ids.manufacturerId),
        vaccineName: 'Neumo 20',
        requiredDoses: 2,
      }),
    );
    const rules = [
      {
        doseNumber: 1,
        minimumAgeDays: 42,
        recommendedAgeDays: 60,
        overdueAgeDays: 90,
        maximumAgeDays: 1825,
        minimumIntervalDays: 0,
      },
      {
        doseNumber: 2,
        minimumAgeDays: 70,
        recommendedAgeDays: 120,
        overdueAgeDays: 150,
        maximumAgeDays: 1825,
        minimumIntervalDays: 28,
      },
    ];
    for (const rule of rules) {
      expect((await fixture.api.admin('POST', '/schedule-rules', { ...rule, vaccineId })).status).toBe(201);
    }

    // The rules' behaviour keeps the vaccine's own antigen (convert-schedule-rules.ts); the migration's run writes it again.
    expect(await convertScheduleRules(fixture.api.store.db)).toBeGreaterThanOrEqual(1);

    const { schedule, productKeyById } = await readStoredSchedule(fixture.api.store.db);
    const cvx = productKeyById.get(vaccineId) ?? '';
    const birthDate = '2026-01-01';
    for (const [doses, today] of [
      [[], '2026-03-05'],
      [[{ date: '2026-02-20' }], '2026-04-01'],
      [[{ date: '2026-02-20' }], '2026-06-10'],
    ] as const) {
      const { forecasts } = assessImmunizations({
        schedule,
        patient: { dateOfBirth: birthDate, gender: null, observations: [] },
        doses: doses.map((dose, index) => ({ id: index + 1, date: dose.date, cvx, batchExpiryDate: null })),
        assessmentDate: today,
      });
      const former = vaccineForecast({
        birthDate,
        vaccine: { id: vaccineId, vaccineName: 'Neumo 20', requiredDoses: 2, doseIntervalDays: 28 },
        rules: rules.map((rule) => ({ ...rule, vaccineId })),
        doses: doses.map((dose, index) => ({ vaccineId, doseNumber: index + 1, date: dose.date, isActive: true })),
        today,
      });
      expect(forecasts.find((item) => item.vaccineGroup === 'Neumo 20')).toMatchObject({
        forecastDoseNumber: former.nextDoseNumber,
        earliestDate: former.earliestDate,
        recommendedDate: former.recommendedDate,
        latestDate: former.latestDate,
        status: former.status,
      });
    }
  });
});

describe("the demo's CDSi schedule", () => {
  const opened: Awaited<ReturnType<typeof openTestStore>>[] = [];
  afterAll(() => Promise.all(opened.map((test) => test.drop())));

  it('should name its vaccine groups and antigens in Spanish and follow the engine’s model', async () => {
    const test = await openTestStore();
    opened.push(test);
    await prepareDatabase({ store: test.store, seedDemo: true });

    const { schedule } = await readStoredSchedule(test.store.db);
    expect(cdsiScheduleSchema.safeParse(schedule).success).toBe(true);
    expect(schedule.vaccineGroups.find((group) => group.name === 'Triple viral')).toEqual({
      name: 'Triple viral',
      antigens: ['Sarampión', 'Parotiditis', 'Rubéola'],
      isAdministeredWhole: true,
    });
    expect(
      schedule.vaccines.find((vaccine) => vaccine.name === 'Pentavalente')?.antigens.map((item) => item.antigen),
    ).toEqual(['Difteria', 'Tétanos', 'Tos convulsa', 'Hepatitis B', 'Hib']);
    expect(
      schedule.vaccines.find((vaccine) => vaccine.name === 'Hexavalente')?.antigens.map((item) => item.antigen),
    ).toEqual(['Difteria', 'Tétanos', 'Tos convulsa', 'Hepatitis B', 'Hib', 'Polio']);
  });
});
