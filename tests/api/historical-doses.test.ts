import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/calendar-days';
import { cvxSystem } from '../../src/domain/cdsi/panel/product-key';
import { antigenDocumentFromRules } from '../../src/domain/cdsi/series-from-rules';
import type { ForecastAnswer } from '../../src/domain/forecast-answer';
import { appliedDoses } from '../../src/entities/applied-doses';
import { vaccineBatches } from '../../src/entities/vaccine-batches';
import { setUpApiFixture } from '../helpers/api-fixture';
import { createBatch, idOf, payloads } from '../helpers/sample-data';

const fixture = setUpApiFixture();

type Body = { message: string; errors?: Record<string, string> };
type DoseRow = Record<string, unknown> & { id: number };

const dayMs = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * dayMs).toISOString().slice(0, 10);

const newPatient = async () => idOf(await fixture.api.admin('POST', '/patients', payloads.adult()));

/** A dose copied from a paper card: its vaccine and its day, no batch. */
const historicalBody = (patientId: number, overrides: Record<string, unknown> = {}) => ({
  doseNumber: 1,
  observations: 'Copiada del carné',
  patientId,
  vaccinationCenterId: fixture.ids.centerId,
  applyingUserId: fixture.api.userIds.health,
  isHistorical: true,
  vaccineId: fixture.ids.vaccineId,
  applicationDate: day(-400),
  ...overrides,
});

/** A dose given here now, from the fixture's batch or another. */
const givenHereBody = (patientId: number, doseNumber: number, vaccineBatchId = fixture.ids.batchId) => ({
  ...payloads.dose({
    patientId,
    vaccineBatchId,
    vaccinationCenterId: fixture.ids.centerId,
    applyingUserId: fixture.api.userIds.health,
  }),
  doseNumber,
});

const registerHistorical = (patientId: number, overrides: Record<string, unknown> = {}) =>
  fixture.api.health('POST', '/applied-doses', historicalBody(patientId, overrides));

const storedDose = async (id: number) => (await fixture.api.rowsOf(appliedDoses)).find((row) => row.id === id);

const batchesNow = () => fixture.api.rowsOf(vaccineBatches);

const snapshot = async () => ({ doses: await fixture.api.rowsOf(appliedDoses), batches: await batchesNow() });

describe('POST /applied-doses with isHistorical', () => {
  it('should store the dose with its vaccine and day at noon UTC, no batch, and take no vial', async () => {
    const patientId = await newPatient();
    const batches = await batchesNow();
    const date = day(-400);

    const response = await registerHistorical(patientId, { applicationDate: date });

    expect(response.status).toBe(201);
    const id = (response.json as DoseRow).id;
    expect(response.json).toMatchObject({
      id,
      isHistorical: true,
      vaccineBatchId: null,
      vaccineBatch: null,
      vaccineId: fixture.ids.vaccineId,
      vaccine: { id: fixture.ids.vaccineId, vaccineName: 'Comirnaty' },
      applicationDateTime: `${date}T12:00:00.000Z`,
      overrideReason: null,
    });
    expect(await storedDose(id)).toMatchObject({
      isHistorical: 1,
      vaccineBatchId: null,
      vaccineId: fixture.ids.vaccineId,
      recordedByUserId: fixture.api.userIds.health,
    });
    expect(await batchesNow()).toEqual(batches);
  });

  it('should take no vial from a batch a historical dose names, and keep none on it', async () => {
    const patientId = await newPatient();
    const batches = await batchesNow();

    const response = await registerHistorical(patientId, { vaccineBatchId: fixture.ids.batchId });

    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ isHistorical: true, vaccineBatchId: null });
    expect(await batchesNow()).toEqual(batches);
  });

  it("should set a dose given here's vaccine from its batch, whatever vaccine the body names", async () => {
    const patientId = await newPatient();
    const otherVaccine = idOf(
      await fixture.api.admin('POST', '/vaccines', {
        ...payloads.vaccine(fixture.ids.manufacturerId),
        vaccineName: 'Varicela',
      }),
    );

    const response = await fixture.api.health('POST', '/applied-doses', {
      ...givenHereBody(patientId, 1),
      vaccineId: otherVaccine,
    });

    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ isHistorical: false, vaccineId: fixture.ids.vaccineId });
  });

  it.each([
    ['without a vaccine', { vaccineId: undefined }, { vaccineId: 'Debe seleccionar una vacuna' }],
    ['without a date', { applicationDate: undefined }, { applicationDate: 'La fecha de aplicación es requerida' }],
    [
      'with a future date',
      { applicationDate: day(30) },
      { applicationDate: 'La fecha de aplicación no puede ser futura' },
    ],
    [
      'with an impossible date',
      { applicationDate: '2024-02-30' },
      { applicationDate: 'La fecha de aplicación no es válida' },
    ],
  ])('should refuse a historical dose %s with 400, writing nothing', async (_case, overrides, errors) => {
    const patientId = await newPatient();
    const before = await snapshot();

    const response = await registerHistorical(patientId, overrides);

    expect(response.status).toBe(400);
    expect((response.json as Body).errors).toEqual(errors);
    expect(await snapshot()).toEqual(before);
  });

  it('should still refuse a dose given here without a batch with the spec’s message', async () => {
    const patientId = await newPatient();
    const before = await snapshot();
    const { vaccineBatchId: _, ...withoutBatch } = givenHereBody(patientId, 1);

    const response = await fixture.api.health('POST', '/applied-doses', withoutBatch);

    expect(response.status).toBe(400);
    expect((response.json as Body).errors).toEqual({ vaccineBatchId: 'Debe seleccionar un lote' });
    expect(await snapshot()).toEqual(before);
  });

  it('should refuse a date before the patient’s birth with 409, writing nothing', async () => {
    const patientId = await newPatient();
    const before = await snapshot();

    const response = await registerHistorical(patientId, { applicationDate: '1980-01-01' });

    const message = 'La fecha de aplicación no puede ser anterior a la fecha de nacimiento del paciente';
    expect(response.status).toBe(409);
    expect(response.json).toEqual({ message, errors: { applicationDate: message } });
    expect(await snapshot()).toEqual(before);
  });
});

describe('a historical dose in the series, the forecast, the report and the Dosis list', () => {
  it('should hold its number in the series for a dose given here, and be kept itself beyond the series', async () => {
    const patientId = await newPatient();
    expect((await registerHistorical(patientId)).status).toBe(201);
    const before = await snapshot();

    const again = await fixture.api.health('POST', '/applied-doses', givenHereBody(patientId, 1));

    expect(again.status).toBe(409);
    expect((again.json as Body).message).toBe('El paciente ya tiene registrada la dosis 1 de esta vacuna');
    expect(await snapshot()).toEqual(before);
    expect((await fixture.api.health('POST', '/applied-doses', givenHereBody(patientId, 2))).status).toBe(201);
    // A historical dose is kept as given, even beyond the series or repeating a number: the forecast evaluates it.
    const beyond = await registerHistorical(patientId, { doseNumber: 3 });
    expect(beyond.status).toBe(201);
    expect((await registerHistorical(patientId, { doseNumber: 1 })).status).toBe(201);
  });

  it('should be evaluated and counted by the patient’s forecast', async () => {
    const group = idOf(await fixture.api.admin('POST', '/vaccine-groups', { groupName: 'Grupo de dosis anteriores' }));
    const rules = [
      {
        doseNumber: 1,
        minimumAgeDays: 0,
        recommendedAgeDays: 0,
        overdueAgeDays: 30,
        maximumAgeDays: null,
        minimumIntervalDays: 0,
      },
      {
        doseNumber: 2,
        minimumAgeDays: 0,
        recommendedAgeDays: 0,
        overdueAgeDays: 30,
        maximumAgeDays: null,
        minimumIntervalDays: 21,
      },
    ];
    const antigenName = 'Antígeno de dosis anteriores';
    const definition = JSON.stringify(
      antigenDocumentFromRules({ antigen: antigenName, vaccineGroup: 'Grupo', productKeys: ['9001'], rules }),
    );
    expect(
      (await fixture.api.admin('POST', '/antigens', { antigenName, vaccineGroupId: group, definition })).status,
    ).toBe(201);
    const vaccineId = idOf(
      await fixture.api.admin('POST', '/vaccines', {
        ...payloads.vaccine(fixture.ids.manufacturerId),
        vaccineName: 'Vacuna de dosis anteriores',
        codeSystem: cvxSystem,
        code: '9001',
        antigens: antigenName,
      }),
    );
    const patientId = await newPatient();
    const date = day(-400);
    expect((await registerHistorical(patientId, { vaccineId, applicationDate: date })).status).toBe(201);

    const response = await fixture.api.health('GET', `/patients/${patientId}/forecast?today=${day(0)}`);

    expect(response.status).toBe(200);
    const forecast = response.json as ForecastAnswer;
    expect(forecast.evaluations).toEqual([
      expect.objectContaining({ vaccineId, applicationDate: date, doseNumber: 1, status: 'valid', reason: null }),
    ]);
    expect(forecast.items.find((item) => item.vaccineGroup.name === 'Grupo de dosis anteriores')).toMatchObject({
      forecastDoseNumber: 2,
      earliestDate: addDays(date, 21),
      status: 'overdue',
    });
  });

  it('should never count in the doses-applied report of its centre', async () => {
    const patientId = await newPatient();
    const reportSize = async () => {
      const response = await fixture.api.health('GET', `/reports/doses-applied?centerId=${fixture.ids.centerId}`);
      return (response.json as { items: unknown[] }).items.length;
    };
    const before = await reportSize();

    expect((await registerHistorical(patientId)).status).toBe(201);
    expect(await reportSize()).toBe(before);
    expect((await fixture.api.health('POST', '/applied-doses', givenHereBody(patientId, 2))).status).toBe(201);
    expect(await reportSize()).toBe(before + 1);
  });

  it('should be listed in Dosis, marked historical, with its vaccine and no batch', async () => {
    const patientId = await newPatient();
    const id = idOf(await registerHistorical(patientId));

    const response = await fixture.api.admin('GET', `/applied-doses?patientId=${patientId}&page=1&pageSize=50`);

    expect(response.status).toBe(200);
    expect((response.json as { items: DoseRow[] }).items).toEqual([
      expect.objectContaining({
        id,
        isHistorical: true,
        vaccine: { id: fixture.ids.vaccineId, vaccineName: 'Comirnaty' },
        vaccineBatch: null,
      }),
    ]);
  });
});

describe('cancelling, restoring and editing a historical dose', () => {
  it('should give no vial back when cancelled, and take none when restored', async () => {
    const patientId = await newPatient();
    const id = idOf(await registerHistorical(patientId));
    const batches = await batchesNow();

    const cancel = await fixture.api.admin('PATCH', `/applied-doses/cancel/${id}`);

    expect(cancel.status).toBe(200);
    expect((await storedDose(id))?.isActive).toBe(0);
    expect(await batchesNow()).toEqual(batches);
    expect((await fixture.api.admin('POST', `/applied-doses/${id}/restore`)).status).toBe(200);
    expect((await storedDose(id))?.isActive).toBe(1);
    expect(await batchesNow()).toEqual(batches);
  });

  it('should change its day by an edit, still with no batch', async () => {
    const patientId = await newPatient();
    const id = idOf(await registerHistorical(patientId));

    const response = await fixture.api.admin(
      'PATCH',
      `/applied-doses/${id}`,
      historicalBody(patientId, {
        applicationDate: day(-300),
      }),
    );

    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ applicationDateTime: `${day(-300)}T12:00:00.000Z`, vaccineBatchId: null });
  });

  it('should give the vial back when a dose given here is corrected to a historical one, and take one the other way', async () => {
    const patientId = await newPatient();
    const batchId = await createBatch(fixture.api, fixture.ids.vaccineId, 5);
    const vials = async () => (await batchesNow()).find((batch) => batch.id === batchId)?.availableQuantity;
    const id = idOf(await fixture.api.health('POST', '/applied-doses', givenHereBody(patientId, 1, batchId)));
    expect(await vials()).toBe(4);

    const toHistorical = await fixture.api.admin('PATCH', `/applied-doses/${id}`, historicalBody(patientId));

    expect(toHistorical.status).toBe(200);
    expect(toHistorical.json).toMatchObject({ isHistorical: true, vaccineBatchId: null });
    expect(await vials()).toBe(5);
    const back = await fixture.api.admin('PATCH', `/applied-doses/${id}`, givenHereBody(patientId, 1, batchId));
    expect(back.status).toBe(200);
    expect(back.json).toMatchObject({ isHistorical: false, vaccineBatchId: batchId });
    expect(await vials()).toBe(4);
  });
});
