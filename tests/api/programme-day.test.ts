import { afterAll, describe, expect, it, vi } from 'vitest';
import { machineTimeZone, setProgrammeTimeZone } from '../../src/engine';
import { readConfig } from '../../src/server/config';
import { invalidDosesTable } from '../../src/server/indicators/invalid-doses';
import { setUpApiFixture } from '../helpers/api-fixture';
import { indicatorData } from '../helpers/indicator-data';
import { vialFor } from '../helpers/place-stock';
import { programmeData } from '../helpers/programme-data';
import { idOf, payloads } from '../helpers/sample-data';

// The server runs in Lima by its setting, and its clock reads 22:00 there on 31 December 2025,
// 03:00 UTC on 1 January 2026: a dose given at 20:00 in Lima is stamped 01:00 UTC the next day.
setProgrammeTimeZone(readConfig({ PROGRAMME_TIME_ZONE: 'America/Lima', TZ: 'UTC' }).timeZone);
vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-01T03:00:00.000Z'), shouldAdvanceTime: true });
afterAll(() => {
  vi.useRealTimers();
  setProgrammeTimeZone(machineTimeZone());
});

const fixture = setUpApiFixture();
const data = programmeData(fixture);
const indicators = indicatorData(fixture);

const limaEvening = '2026-01-01T01:00:00.000Z';

describe('the programme day (PROGRAMME_TIME_ZONE=America/Lima)', () => {
  it("should date a dose given at 20:00 in Lima that Lima day on the card, in the forecast and in the indicators, and count a dose's coverage only when it is valid", async () => {
    expect((await fixture.api.request('GET', '/settings/programme')).json).toEqual({ timeZone: 'America/Lima' });
    const centerId = await data.center();
    const vaccine = await data.vaccine({
      requiredDoses: 2,
      rules: [
        { doseNumber: 1, minimumAgeDays: 0, recommendedAgeDays: 60, overdueAgeDays: 90, minimumIntervalDays: 0 },
        { doseNumber: 2, minimumAgeDays: 0, recommendedAgeDays: 120, overdueAgeDays: 150, minimumIntervalDays: 28 },
      ],
    });
    await indicators.population({ vaccinationCenterId: centerId, year: 2025, ageInYears: 0, population: 10 });
    const patientId = await data.patient({ birthDate: '2025-09-01', centerId });
    await vialFor(fixture.api, vaccine.batchId, centerId);
    const register = (as: 'admin' | 'health', values: Record<string, unknown>) =>
      fixture.api[as]('POST', '/applied-doses', {
        ...payloads.dose({
          patientId,
          vaccineBatchId: vaccine.batchId,
          vaccinationCenterId: centerId,
          applyingUserId: fixture.api.userIds.health,
        }),
        ...values,
      });
    const first = idOf(await register('health', { doseNumber: 1, applicationDateTime: limaEvening }));
    // The second the same evening: too soon after the first, refused, then forced in by the admin.
    const second = { doseNumber: 2, applicationDateTime: '2026-01-01T02:00:00.000Z' };
    await vialFor(fixture.api, vaccine.batchId, centerId);
    expect((await register('health', second)).status).toBe(409);
    const forced = idOf(await register('admin', { ...second, overrideReason: 'Indicación médica documentada' }));

    const card = await fixture.api.health('GET', `/patients/${patientId}/vaccination-card`);
    type CardVaccine = { vaccine: { id: number }; doses: { id: number; date: string }[] };
    const cardDoses = (card.json as { vaccines: CardVaccine[] }).vaccines
      .find((item) => item.vaccine.id === vaccine.vaccineId)
      ?.doses.map((dose) => [dose.id, dose.date]);
    expect(cardDoses).toEqual([
      [first, '2025-12-31'],
      [forced, '2025-12-31'],
    ]);
    const groups = (card.json as { groups: { doses: { id: number; date: string }[] }[] }).groups;
    expect(groups.flatMap((group) => group.doses.map((dose) => [dose.id, dose.date]))).toEqual([
      [first, '2025-12-31'],
      [forced, '2025-12-31'],
    ]);
    const forecast = await fixture.api.health('GET', `/patients/${patientId}/forecast`);
    const evaluations = (
      forecast.json as { evaluations: { appliedDoseId: number; applicationDate: string; status: string }[] }
    ).evaluations.map(({ appliedDoseId, applicationDate, status }) => [appliedDoseId, applicationDate, status]);
    expect(evaluations).toEqual([
      [first, '2025-12-31', 'valid'],
      [forced, '2025-12-31', 'not-valid'],
    ]);

    // Counted in December 2025, Lima's, not in January 2026; the forced dose not at all.
    const query = { centerId, vaccineId: vaccine.vaccineId };
    const applied = async (year: number, month?: number) =>
      (await indicators.coverage({ ...query, year, month })).map((item) => [item.doseNumber, item.dosesApplied]);
    expect(await applied(2025)).toEqual([
      [1, 1],
      [2, 0],
    ]);
    expect(await applied(2025, 11)).toEqual([
      [1, 0],
      [2, 0],
    ]);
    expect(await applied(2026)).toEqual([]);
    // The forced dose still used a vial.
    const wastage = await fixture.api.health('GET', `/indicators/wastage?year=2025&centerId=${centerId}`);
    expect((wastage.json as { items: { vaccineId: number; vialsUsed: number }[] }).items).toEqual([
      expect.objectContaining({ vaccineId: vaccine.vaccineId, vialsUsed: 2 }),
    ]);
    const stored = await fixture.api.store.db.selectFrom(invalidDosesTable).selectAll().execute();
    expect(stored.map((row) => [Number(row.appliedDoseId), Number(row.patientId)])).toEqual([[forced, patientId]]);

    // Cancelled, the valid dose leaves the count and the forced one, now the first, counts as given.
    expect((await fixture.api.admin('PATCH', `/applied-doses/cancel/${first}`)).status).toBe(200);
    expect(await applied(2025)).toEqual([
      [1, 0],
      [2, 1],
    ]);
    expect(await fixture.api.store.db.selectFrom(invalidDosesTable).selectAll().execute()).toEqual([]);
  });
});
