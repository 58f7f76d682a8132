import type { Bundle, Immunization } from '@medplum/fhirtypes';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ForecastAnswer } from '../../src/domain/forecast-answer';
import { appliedDoses } from '../../src/entities/applied-doses';
import { vaccineBatches } from '../../src/entities/vaccine-batches';
import { stockMovementsTable } from '../../src/server/stock/movements-table';
import { setUpApiFixture } from '../helpers/api-fixture';
import { createBatch, idOf, payloads } from '../helpers/sample-data';
import { fhir, resourcesOf } from './fhir/fhir-client';

const fixture = setUpApiFixture();

const minuteMs = 60_000;
const dayMs = 86_400_000;
/** A day counted from today, in UTC, as the server dates a dose. */
const day = (offset: number) => new Date(Date.now() + offset * dayMs).toISOString().slice(0, 10);
/** `ms` from now as a device five hours behind UTC writes it (Lima, Bogotá). */
const limaTime = (ms: number) => {
  const local = new Date(Date.now() + ms - 5 * 60 * minuteMs).toISOString().slice(0, 19);
  return `${local}-05:00`;
};

const messages = {
  future: 'La fecha y hora de aplicación no puede ser futura',
  tooOld: "Una dosis aplicada hace más de 30 días se registra como 'Dosis anterior'",
  invalid: 'La fecha y hora de aplicación no es válida',
};

/** Pentavalente: dose 2 from 70 days of age and 28 days after dose 1. Rotavirus: dose 1 until 105 days of age. */
const vaccines = { pentavalent: { id: 0, batchId: 0 }, rotavirus: { id: 0, batchId: 0 } };

const createVaccine = async (vaccineName: string) => {
  const body = { ...payloads.vaccine(fixture.ids.manufacturerId), vaccineName, requiredDoses: 3, doseIntervalDays: 28 };
  const id = idOf(await fixture.api.admin('POST', '/vaccines', body));
  return { id, batchId: await createBatch(fixture.api, id, 20) };
};

const rule = (vaccineId: number, doseNumber: number, ages: Record<string, number | null>) =>
  fixture.api.admin('POST', '/schedule-rules', { vaccineId, doseNumber, recommendedAgeDays: 120, ...ages });

beforeAll(async () => {
  vaccines.pentavalent = await createVaccine('Pentavalente');
  vaccines.rotavirus = await createVaccine('Rotavirus');
  const penta = vaccines.pentavalent.id;
  const open = { maximumAgeDays: null, minimumIntervalDays: 0 };
  idOf(await rule(penta, 1, { minimumAgeDays: 42, recommendedAgeDays: 60, overdueAgeDays: 90, ...open }));
  idOf(
    await rule(penta, 2, { minimumAgeDays: 70, overdueAgeDays: 150, maximumAgeDays: null, minimumIntervalDays: 28 }),
  );
  const rota = vaccines.rotavirus.id;
  idOf(
    await rule(rota, 1, {
      minimumAgeDays: 42,
      recommendedAgeDays: 60,
      overdueAgeDays: 90,
      ...open,
      maximumAgeDays: 105,
    }),
  );
});

/** A child born `ageDays` days ago. */
const childAged = async (ageDays: number) =>
  idOf(await fixture.api.admin('POST', '/patients', { ...payloads.adult(), age: '0', dateOfBirth: day(-ageDays) }));

type Dose = { patientId: number; batchId: number; doseNumber?: number; applicationDateTime?: string };

/** A dose given here from `batchId`, saved on a device at `applicationDateTime` when given. */
const register = ({ patientId, batchId, doseNumber = 1, applicationDateTime }: Dose) =>
  fixture.api.health('POST', '/applied-doses', {
    ...payloads.dose({
      patientId,
      vaccineBatchId: batchId,
      vaccinationCenterId: fixture.ids.centerId,
      applyingUserId: fixture.api.userIds.health,
    }),
    doseNumber,
    ...(applicationDateTime === undefined ? {} : { applicationDateTime }),
  });

/** What a refused dose must leave as it was: the doses, the lots' vials and their ledger. */
const snapshot = async () => ({
  doses: await fixture.api.rowsOf(appliedDoses),
  batches: await fixture.api.rowsOf(vaccineBatches),
  movements: await fixture.api.store.db.selectFrom(stockMovementsTable).selectAll().execute(),
});

const storedDose = async (id: number) =>
  (await fixture.api.rowsOf(appliedDoses)).find((row) => row.id === id) as Record<string, unknown>;

describe('POST /applied-doses with the time the dose was saved on the device', () => {
  it('should store a past time as given, read it back, and move the vial now', async () => {
    const patientId = await childAged(400);
    const given = limaTime(-3 * dayMs);
    const startedAt = new Date().toISOString();

    const response = await register({ patientId, batchId: fixture.ids.batchId, applicationDateTime: given });

    const expected = new Date(given).toISOString();
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ patientId, applicationDateTime: expected });
    const id = idOf(response);
    const read = await fixture.api.admin('GET', `/applied-doses/${id}`);
    expect(read.json).toMatchObject({ applicationDateTime: expected });
    expect((await storedDose(id)).applicationDateTime).toBe(expected);
    const immunizations = await fhir<Bundle>(fixture.api, 'GET', `/Immunization?patient=Patient/${patientId}`, {
      as: 'health',
    });
    expect(resourcesOf<Immunization>(immunizations.resource).map((dose) => dose.occurrenceDateTime)).toEqual([
      expected,
    ]);
    // The ledger records when the stock moved: at the sync, not at the dose's time.
    const [movement] = await fixture.api.store.db
      .selectFrom(stockMovementsTable)
      .selectAll()
      .where('appliedDoseId', '=', id)
      .execute();
    expect(String(movement?.at) >= startedAt).toBe(true);
  });

  it('should date a dose without a time now, as before', async () => {
    const patientId = await childAged(400);
    const before = Date.now();

    const response = await register({ patientId, batchId: fixture.ids.batchId });

    const dated = Date.parse(String((response.json as { applicationDateTime: string }).applicationDateTime));
    expect(response.status).toBe(201);
    expect(dated).toBeGreaterThanOrEqual(before);
    expect(dated).toBeLessThanOrEqual(Date.now());
  });

  it("should take a time up to 5 minutes ahead: the device's clock running fast", async () => {
    const patientId = await childAged(400);
    const given = limaTime(3 * minuteMs);

    const response = await register({ patientId, batchId: fixture.ids.batchId, applicationDateTime: given });

    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ applicationDateTime: new Date(given).toISOString() });
  });

  it.each([
    ['more than 5 minutes ahead', limaTime(10 * minuteMs), messages.future],
    ['a day ahead', limaTime(dayMs), messages.future],
    ['older than 30 days', limaTime(-31 * dayMs), messages.tooOld],
    ['without its offset', new Date(Date.now() - dayMs).toISOString().slice(0, 19), messages.invalid],
    ['a day that does not exist', '2026-02-30T10:00:00-05:00', messages.invalid],
  ])('should refuse a time %s with 400 and its reason, writing nothing', async (_case, given, message) => {
    const patientId = await childAged(400);
    const before = await snapshot();

    const response = await register({ patientId, batchId: fixture.ids.batchId, applicationDateTime: given });

    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      message: 'Los datos enviados no son válidos',
      errors: { applicationDateTime: message },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('should keep the stored time on an edit, whatever time the body names', async () => {
    const patientId = await childAged(400);
    const given = limaTime(-2 * dayMs);
    const id = idOf(await register({ patientId, batchId: fixture.ids.batchId, applicationDateTime: given }));

    const response = await fixture.api.admin('PATCH', `/applied-doses/${id}`, {
      ...payloads.dose({
        patientId,
        vaccineBatchId: fixture.ids.batchId,
        vaccinationCenterId: fixture.ids.centerId,
        applyingUserId: fixture.api.userIds.health,
      }),
      observations: 'Editada después',
      applicationDateTime: limaTime(-minuteMs),
    });

    expect(response.status).toBe(200);
    expect((await storedDose(id)).applicationDateTime).toBe(new Date(given).toISOString());
  });
});

describe("a dose's schedule checks at the time it was given", () => {
  const tooLate = 'El paciente superó la edad máxima para la dosis 1 de Rotavirus (15 semanas)';

  it('should accept a dose on time when given that would be too late at the sync, and refuse it without its time', async () => {
    // 110 days old now, 100 when given 10 days ago: Rotavirus's dose 1 is due until 105 days.
    const patientId = await childAged(110);
    const batchId = vaccines.rotavirus.batchId;
    const before = await snapshot();

    const undated = await register({ patientId, batchId });

    expect(undated.status).toBe(409);
    expect(undated.json).toEqual({ message: tooLate, errors: { overrideReason: tooLate } });
    expect(await snapshot()).toEqual(before);
    const given = limaTime(-10 * dayMs);
    const dated = await register({ patientId, batchId, applicationDateTime: given });
    expect(dated.status).toBe(201);
    expect(dated.json).toMatchObject({ overrideReason: null, applicationDateTime: new Date(given).toISOString() });
  });

  it('should judge the interval from the previous dose at the time given, and forecast the next dose from it', async () => {
    // Dose 1 given 29 days ago, dose 2 saved 9 days ago: 20 days apart, where 28 are needed.
    const patientId = await childAged(150);
    const batchId = vaccines.pentavalent.batchId;
    idOf(await register({ patientId, batchId, applicationDateTime: limaTime(-29 * dayMs) }));
    const before = await snapshot();

    const early = await register({ patientId, batchId, doseNumber: 2, applicationDateTime: limaTime(-9 * dayMs) });

    expect(early.status).toBe(409);
    expect((early.json as { message: string }).message).toMatch(/^La dosis 2 de Pentavalente requiere 28 días/);
    expect(await snapshot()).toEqual(before);
    const forecast = await fixture.api.health('GET', `/patients/${patientId}/forecast`);
    const next = (forecast.json as ForecastAnswer).items.find((item) => item.vaccineGroup.name === 'Pentavalente');
    // The next dose counts from the day dose 1 was given, not from the day it reached the server.
    expect(next?.earliestDate).toBe(day(-29 + 28));
  });
});

describe('POST /applied-doses of a lot that expired since the dose was given', () => {
  it("should judge the lot's expiry on the day the dose was given, and refuse it on today's", async () => {
    const batchId = await createBatch(fixture.api, vaccines.pentavalent.id, 5);
    // Expired yesterday: the API refuses a past expiry date, so the database is set as time would leave it.
    await fixture.api.store.db
      .updateTable('vaccine_batches')
      .set({ expirationDate: day(-1) })
      .where('id', '=', batchId)
      .execute();
    const patientId = await childAged(400);

    const late = await register({ patientId, batchId });
    expect(late.status).toBe(409);
    expect(late.json).toMatchObject({ errors: { vaccineBatchId: expect.stringMatching(/está vencido$/) } });

    const given = await register({ patientId, batchId, applicationDateTime: limaTime(-2 * dayMs) });
    expect(given.status).toBe(201);
    const batch = (await fixture.api.rowsOf(vaccineBatches)).find((row) => row.id === batchId);
    expect(batch?.availableQuantity).toBe(4);
  });
});
