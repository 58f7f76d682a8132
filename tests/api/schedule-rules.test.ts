import { describe, expect, it } from 'vitest';
import { scheduleRules } from '../../src/entities/schedule-rules';
import { beyondSeriesMessage, duplicateRuleMessage } from '../../src/server/behaviours/schedule-rules';
import { runForecastJobs } from '../../src/server/programme/forecast-jobs';
import { forecastTable } from '../../src/server/programme/forecast-table';
import { activeRulesOf } from '../../src/server/programme/rules-of';
import { setUpApiFixture } from '../helpers/api-fixture';
import { idOf, payloads } from '../helpers/sample-data';

const fixture = setUpApiFixture();

let vaccineCount = 0;

/** A vaccine of three doses of its own, so each test's rules never meet another test's. */
const threeDoseVaccine = async () => {
  vaccineCount += 1;
  return idOf(
    await fixture.api.admin('POST', '/vaccines', {
      ...payloads.vaccine(fixture.ids.manufacturerId),
      vaccineName: `Pentavalente ${vaccineCount}`,
      requiredDoses: 3,
      doseIntervalDays: 60,
    }),
  );
};

/** Dose 2 of a pentavalent series: 10 weeks at the earliest, 4 months, late at 5, 4 weeks after dose 1. */
const rule = (vaccineId: number, overrides: Record<string, unknown> = {}) => ({
  vaccineId,
  doseNumber: 2,
  minimumAgeDays: 70,
  recommendedAgeDays: 120,
  overdueAgeDays: 150,
  maximumAgeDays: null,
  minimumIntervalDays: 28,
  ...overrides,
});

const storedRules = () => fixture.api.rowsOf(scheduleRules);

describe('schedule rules', () => {
  it('should be created, listed, read, edited, deleted and restored by the admin', async () => {
    const vaccineId = await threeDoseVaccine();

    const created = await fixture.api.admin('POST', '/schedule-rules', rule(vaccineId));
    expect(created.status).toBe(201);
    const { id } = created.json as { id: number };
    expect(created.json).toMatchObject({
      ...rule(vaccineId),
      isActive: true,
      vaccine: { id: vaccineId, vaccineName: `Pentavalente ${vaccineCount}` },
    });
    const list = await fixture.api.admin('GET', `/schedule-rules?vaccineId=${vaccineId}`);
    expect(list.json).toEqual([expect.objectContaining({ id, doseNumber: 2 })]);
    expect((await fixture.api.admin('GET', `/schedule-rules/${id}`)).json).toMatchObject({ id, overdueAgeDays: 150 });

    const edited = await fixture.api.admin('PATCH', `/schedule-rules/${id}`, rule(vaccineId, { maximumAgeDays: 365 }));
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ id, maximumAgeDays: 365 });
    expect(await activeRulesOf(fixture.api.store.db, vaccineId)).toEqual([
      { ...rule(vaccineId, { maximumAgeDays: 365 }) },
    ]);

    expect((await fixture.api.admin('DELETE', `/schedule-rules/${id}`)).status).toBe(200);
    expect(await activeRulesOf(fixture.api.store.db, vaccineId)).toEqual([]);
    expect((await fixture.api.admin('POST', `/schedule-rules/${id}/restore`)).status).toBe(200);
    expect(await activeRulesOf(fixture.api.store.db, vaccineId)).toHaveLength(1);
  });

  it('should be read by the health staff, who may not write one (403, nothing written)', async () => {
    const vaccineId = await threeDoseVaccine();
    const id = idOf(await fixture.api.admin('POST', '/schedule-rules', rule(vaccineId)));
    const before = await storedRules();

    expect((await fixture.api.health('GET', '/schedule-rules')).status).toBe(200);
    expect((await fixture.api.health('GET', `/schedule-rules/${id}`)).status).toBe(200);
    expect((await fixture.api.health('POST', '/schedule-rules', rule(vaccineId, { doseNumber: 3 }))).status).toBe(403);
    expect((await fixture.api.health('PATCH', `/schedule-rules/${id}`, rule(vaccineId))).status).toBe(403);
    expect((await fixture.api.health('DELETE', `/schedule-rules/${id}`)).status).toBe(403);
    expect(await storedRules()).toEqual(before);
  });

  it.each([
    [
      'a minimum age above the recommended one',
      { minimumAgeDays: 121 },
      'minimumAgeDays',
      'La edad mínima no puede ser mayor que la edad recomendada',
    ],
    [
      'a recommended age equal to the overdue one',
      { overdueAgeDays: 120 },
      'recommendedAgeDays',
      'La edad recomendada debe ser menor que la edad de atraso',
    ],
    [
      'a recommended age above the overdue one',
      { recommendedAgeDays: 151 },
      'recommendedAgeDays',
      'La edad recomendada debe ser menor que la edad de atraso',
    ],
    [
      'an overdue age above the maximum',
      { maximumAgeDays: 149 },
      'overdueAgeDays',
      'La edad de atraso no puede ser mayor que la edad máxima',
    ],
    ['a negative minimum age', { minimumAgeDays: -1 }, 'minimumAgeDays', 'La edad mínima no puede ser negativa'],
    ['a negative maximum age', { maximumAgeDays: -1 }, 'maximumAgeDays', 'La edad máxima no puede ser negativa'],
    [
      'a negative interval',
      { minimumIntervalDays: -7 },
      'minimumIntervalDays',
      'El intervalo mínimo no puede ser negativo',
    ],
    [
      'a missing interval',
      { minimumIntervalDays: undefined },
      'minimumIntervalDays',
      'El intervalo mínimo es requerido',
    ],
    ['dose 0', { doseNumber: 0 }, 'doseNumber', 'La dosis debe ser al menos 1'],
    ['a fractional age', { recommendedAgeDays: 120.5 }, 'recommendedAgeDays', 'Debe ser un número entero'],
    ['no vaccine', { vaccineId: undefined }, 'vaccineId', 'Debe seleccionar una vacuna'],
  ])('should refuse %s with 400 and its Spanish message, and write nothing', async (_case, change, field, message) => {
    const vaccineId = await threeDoseVaccine();
    const before = await storedRules();

    const response = await fixture.api.admin('POST', '/schedule-rules', rule(vaccineId, change));

    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ message: 'Los datos enviados no son válidos', errors: { [field]: message } });
    expect(await storedRules()).toEqual(before);
  });

  it('should accept a dose without maximum age, a minimum equal to the recommended age, and dose 1 at birth', async () => {
    const vaccineId = await threeDoseVaccine();

    const response = await fixture.api.admin(
      'POST',
      '/schedule-rules',
      rule(vaccineId, { doseNumber: 1, minimumAgeDays: 0, recommendedAgeDays: 0, overdueAgeDays: 1 }),
    );

    expect(response.status).toBe(201);
  });

  it("should refuse a dose beyond the vaccine's series with 409, and write nothing", async () => {
    const vaccineId = await threeDoseVaccine();
    const before = await storedRules();

    const response = await fixture.api.admin('POST', '/schedule-rules', rule(vaccineId, { doseNumber: 4 }));

    expect(response.status).toBe(409);
    expect(response.json).toEqual({
      message: beyondSeriesMessage(3, 4),
      errors: { doseNumber: beyondSeriesMessage(3, 4) },
    });
    expect(beyondSeriesMessage(3, 4)).toBe('La vacuna tiene un esquema de 3 dosis: no se puede definir la dosis 4');
    expect(await storedRules()).toEqual(before);
  });

  it('should refuse a second active rule for the same vaccine and dose with 409, created or edited, and write nothing', async () => {
    const vaccineId = await threeDoseVaccine();
    idOf(await fixture.api.admin('POST', '/schedule-rules', rule(vaccineId)));
    const thirdId = idOf(
      await fixture.api.admin(
        'POST',
        '/schedule-rules',
        rule(vaccineId, { doseNumber: 3, minimumAgeDays: 98, recommendedAgeDays: 180, overdueAgeDays: 210 }),
      ),
    );
    const before = await storedRules();

    const created = await fixture.api.admin('POST', '/schedule-rules', rule(vaccineId, { recommendedAgeDays: 121 }));
    const edited = await fixture.api.admin('PATCH', `/schedule-rules/${thirdId}`, rule(vaccineId));

    for (const response of [created, edited]) {
      expect(response.status).toBe(409);
      expect(response.json).toEqual({
        message: duplicateRuleMessage(2),
        errors: { doseNumber: duplicateRuleMessage(2) },
      });
    }
    expect(duplicateRuleMessage(2)).toBe('Ya existe una regla activa para la dosis 2 de esta vacuna');
    expect(await storedRules()).toEqual(before);
  });

  it('should let only one of two rules for the same dose sent at once through', async () => {
    const vaccineId = await threeDoseVaccine();

    const responses = await Promise.all([
      fixture.api.admin('POST', '/schedule-rules', rule(vaccineId)),
      fixture.api.admin('POST', '/schedule-rules', rule(vaccineId, { recommendedAgeDays: 121 })),
    ]);

    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    expect(await activeRulesOf(fixture.api.store.db, vaccineId)).toHaveLength(1);
  });

  it('should let a rule keep its own dose number when edited, and take the number of a deleted rule', async () => {
    const vaccineId = await threeDoseVaccine();
    const firstId = idOf(await fixture.api.admin('POST', '/schedule-rules', rule(vaccineId)));

    const edited = await fixture.api.admin(
      'PATCH',
      `/schedule-rules/${firstId}`,
      rule(vaccineId, { overdueAgeDays: 160 }),
    );
    expect(edited.status).toBe(200);
    await fixture.api.admin('DELETE', `/schedule-rules/${firstId}`);
    const second = await fixture.api.admin('POST', '/schedule-rules', rule(vaccineId));

    expect(second.status).toBe(201);
  });

  it('should refuse to restore a rule whose dose another active rule took, with 409, and write nothing', async () => {
    const vaccineId = await threeDoseVaccine();
    const firstId = idOf(await fixture.api.admin('POST', '/schedule-rules', rule(vaccineId)));
    await fixture.api.admin('DELETE', `/schedule-rules/${firstId}`);
    idOf(await fixture.api.admin('POST', '/schedule-rules', rule(vaccineId)));
    const before = await storedRules();

    const response = await fixture.api.admin('POST', `/schedule-rules/${firstId}/restore`);

    expect(response.status).toBe(409);
    expect(response.json).toMatchObject({ message: duplicateRuleMessage(2) });
    expect(await storedRules()).toEqual(before);
  });

  it('should refuse an edit that leaves the stored maximum age below the new overdue age, and write nothing', async () => {
    const vaccineId = await threeDoseVaccine();
    const id = idOf(await fixture.api.admin('POST', '/schedule-rules', rule(vaccineId, { maximumAgeDays: 240 })));
    const before = await storedRules();
    const { maximumAgeDays: _, ...withoutMaximum } = rule(vaccineId, { overdueAgeDays: 300 });

    const response = await fixture.api.admin('PATCH', `/schedule-rules/${id}`, withoutMaximum);

    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({
      errors: { overdueAgeDays: 'La edad de atraso no puede ser mayor que la edad máxima' },
    });
    expect(await storedRules()).toEqual(before);
  });

  it('should keep a vaccine with active rules from being deleted (409)', async () => {
    const vaccineId = await threeDoseVaccine();
    idOf(await fixture.api.admin('POST', '/schedule-rules', rule(vaccineId)));

    const response = await fixture.api.admin('DELETE', `/vaccines/${vaccineId}`);

    expect(response.status).toBe(409);
    expect(response.json).toMatchObject({
      message: 'No se puede eliminar la vacuna: la usa 1 regla del esquema activa',
    });
  });
});

describe('a rule change', () => {
  it("should recompute, once committed, the forecasts of its vaccine's patients", async () => {
    const vaccineId = await threeDoseVaccine();
    const bornDaysAgo = 150;
    const dateOfBirth = new Date(Date.now() - bornDaysAgo * 86_400_000).toISOString().slice(0, 10);
    const childId = idOf(
      await fixture.api.admin('POST', '/patients', { ...payloads.child(fixture.ids.patientId), age: '0', dateOfBirth }),
    );
    const forecastOf = async () =>
      (await fixture.api.store.db
        .selectFrom(forecastTable)
        .select(['nextDoseNumber', 'hasAnyDose'])
        .where('patientId', '=', childId)
        .where('vaccineId', '=', vaccineId)
        .executeTakeFirst()) ?? null;

    const id = idOf(
      await fixture.api.admin(
        'POST',
        '/schedule-rules',
        rule(vaccineId, { doseNumber: 1, minimumAgeDays: 42, recommendedAgeDays: 60, overdueAgeDays: 90 }),
      ),
    );
    await runForecastJobs(fixture.api.store);
    expect(await forecastOf()).toEqual({ nextDoseNumber: 1, hasAnyDose: 0 });

    await fixture.api.admin('DELETE', `/schedule-rules/${id}`);
    await runForecastJobs(fixture.api.store);
    expect(await forecastOf()).toBeNull();
  });
});

describe("a patient's catchment centre", () => {
  it('should be stored on register and edit, shown nested, and optional', async () => {
    const created = await fixture.api.admin('POST', '/patients', {
      ...payloads.adult(),
      vaccinationCenterId: fixture.ids.centerId,
    });
    expect(created.status).toBe(201);
    const patient = created.json as { id: number; identityDocument: string };
    expect(created.json).toMatchObject({
      vaccinationCenterId: fixture.ids.centerId,
      vaccinationCenter: { id: fixture.ids.centerId, centerName: 'Centro de Salud Norte' },
    });

    const edited = await fixture.api.admin('PATCH', `/patients/${patient.id}`, {
      firstName: 'José',
      lastname: 'Peña',
      identityDocument: patient.identityDocument,
      mobilePhone: '51999999999',
      address: 'Calle Uno 123',
      isChild: false,
      vaccinationCenterId: null,
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ vaccinationCenterId: null });
    expect((await fixture.api.admin('POST', '/patients', payloads.adult())).status).toBe(201);
  });

  it('should refuse a centre that does not exist with 400', async () => {
    const response = await fixture.api.admin('POST', '/patients', {
      ...payloads.adult(),
      vaccinationCenterId: 999_999,
    });

    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({
      errors: {
        vaccinationCenterId: 'Centro de salud de referencia: la opción seleccionada no existe o no está disponible',
      },
    });
  });
});
