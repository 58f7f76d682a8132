import { describe, expect, it } from 'vitest';
import { adverseEvents, onsetBeforeDoseMessage } from '../../src/entities/adverse-events';
import { appliedDoses } from '../../src/entities/applied-doses';
import { vaccineBatches } from '../../src/entities/vaccine-batches';
import { setUpApiFixture } from '../helpers/api-fixture';
import { programmeData, serverToday } from '../helpers/programme-data';
import { createBatch, dates, idOf, payloads } from '../helpers/sample-data';
import { scopedAccount } from '../helpers/scoped-accounts';
import { testUnits } from '../helpers/test-api';

const fixture = setUpApiFixture();
const data = programmeData(fixture);

const storedReports = () => fixture.api.rowsOf(adverseEvents);
const storedState = async () => ({
  reports: await storedReports(),
  batches: await fixture.api.rowsOf(vaccineBatches),
  doses: await fixture.api.rowsOf(appliedDoses),
});

const report = (appliedDoseId: number, overrides: Record<string, unknown> = {}) => ({
  appliedDoseId,
  onsetDate: serverToday(),
  severity: 'moderate',
  description: 'Fiebre de 39 °C y dolor en el brazo',
  outcome: 'recovering',
  ...overrides,
});

/** A dose given today from a fresh lot of the fixture's vaccine, and that lot. */
const doseOfNewBatch = async () => {
  const batchId = await createBatch(fixture.api, fixture.ids.vaccineId, 20);
  const patientId = await data.patient({ birthDate: '1990-04-02' });
  const doseId = await data.dose({ patientId, batchId, centerId: fixture.ids.centerId });
  return { batchId, doseId, patientId };
};

const reportCountOf = async (batchId: number) => {
  const response = await fixture.api.admin('GET', `/vaccine-batches/${batchId}`);
  return (response.json as { adverseEventCount: number | null }).adverseEventCount;
};

type AlertBatch = { vaccineBatchId: number; severeEventCount: number };
const severeAlerts = async () => {
  const response = await fixture.api.health('GET', '/stock-alerts?limit=50');
  expect(response.status, response.text).toBe(200);
  return (response.json as { severeEvents: { items: AlertBatch[]; total: number }; severeEventsThreshold: number })
    .severeEvents;
};

describe('adverse events (ESAVI)', () => {
  it('should take a report from the health staff, the reporter from the token whatever the body says', async () => {
    const { batchId, doseId } = await doseOfNewBatch();

    const created = await fixture.api.health(
      'POST',
      '/adverse-events',
      report(doseId, { reportedByUserId: fixture.api.userIds.admin }),
    );

    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({
      ...report(doseId),
      isActive: true,
      reportedByUserId: fixture.api.userIds.health,
      appliedDose: { id: doseId, doseNumber: 1, vaccineBatch: { id: batchId } },
    });
    const [stored] = (await storedReports()).filter((row) => row.appliedDoseId === doseId);
    expect(stored).toMatchObject({ reportedByUserId: fixture.api.userIds.health, severity: 'moderate' });
    expect(await reportCountOf(batchId)).toBe(1);
  });

  it('should start a new lot at 0 reports', async () => {
    expect(await reportCountOf(await createBatch(fixture.api, fixture.ids.vaccineId))).toBe(0);
  });

  it('should let only the admin list, read, edit and delete reports: 403 for the health staff, nothing written', async () => {
    const { doseId } = await doseOfNewBatch();
    const id = idOf(await fixture.api.health('POST', '/adverse-events', report(doseId)));
    const before = await storedReports();

    const refusals = [
      await fixture.api.health('GET', '/adverse-events'),
      await fixture.api.health('GET', `/adverse-events/${id}`),
      await fixture.api.health('PATCH', `/adverse-events/${id}`, { ...report(doseId), severity: 'severe' }),
      await fixture.api.health('DELETE', `/adverse-events/${id}`),
    ];

    expect(refusals.map((response) => response.status)).toEqual([403, 403, 403, 403]);
    expect(await storedReports()).toEqual(before);
    const list = await fixture.api.admin('GET', `/adverse-events?appliedDoseId=${doseId}`);
    expect(list.status).toBe(200);
    expect(list.json).toEqual([expect.objectContaining({ id, severity: 'moderate' })]);
  });

  it('should let the admin edit a report, keeping its dose and reporter, and move the lot count on delete and restore', async () => {
    const { batchId, doseId } = await doseOfNewBatch();
    const other = await doseOfNewBatch();
    const id = idOf(await fixture.api.health('POST', '/adverse-events', report(doseId)));

    const edited = await fixture.api.admin('PATCH', `/adverse-events/${id}`, {
      ...report(doseId),
      appliedDoseId: other.doseId,
      severity: 'severe',
      outcome: 'recovered',
      reportedByUserId: fixture.api.userIds.admin,
    });

    expect(edited.status, edited.text).toBe(200);
    expect(edited.json).toMatchObject({
      id,
      appliedDoseId: doseId,
      severity: 'severe',
      outcome: 'recovered',
      reportedByUserId: fixture.api.userIds.health,
    });
    expect([await reportCountOf(batchId), await reportCountOf(other.batchId)]).toEqual([1, 0]);
    expect((await fixture.api.admin('DELETE', `/adverse-events/${id}`)).status).toBe(200);
    expect(await reportCountOf(batchId)).toBe(0);
    expect((await fixture.api.admin('POST', `/adverse-events/${id}/restore`)).status).toBe(200);
    expect(await reportCountOf(batchId)).toBe(1);
  });

  it.each([
    ['an onset in the future', { onsetDate: dates.tomorrow }, 'onsetDate', 'La fecha de inicio no puede ser futura'],
    ['no onset', { onsetDate: '' }, 'onsetDate', 'La fecha de inicio es requerida'],
    ['an impossible onset', { onsetDate: '2026-02-30' }, 'onsetDate', 'La fecha de inicio no es válida'],
    ['no severity', { severity: '' }, 'severity', 'La gravedad es requerida'],
    ['an unknown severity', { severity: 'critical' }, 'severity', 'La gravedad debe ser Leve, Moderado o Grave'],
    [
      'a 9-character description',
      { description: 'Fiebre 39' },
      'description',
      'La descripción debe tener al menos 10 caracteres',
    ],
    [
      'a 2001-character description',
      { description: 'a'.repeat(2001) },
      'description',
      'La descripción no puede superar 2000 caracteres',
    ],
    ['no outcome', { outcome: null }, 'outcome', 'La evolución es requerida'],
    ['an unknown outcome', { outcome: 'better' }, 'outcome', 'La evolución debe ser una de las opciones de la lista'],
    ['no dose', { appliedDoseId: null }, 'appliedDoseId', 'Debe indicar la dosis'],
    [
      'a dose that does not exist',
      { appliedDoseId: 999_999 },
      'appliedDoseId',
      'Dosis: la opción seleccionada no existe o no está disponible',
    ],
  ])('should refuse %s with 400 and its Spanish message, nothing written', async (_case, change, field, message) => {
    const { doseId } = await doseOfNewBatch();
    const before = await storedState();

    const response = await fixture.api.health('POST', '/adverse-events', report(doseId, change));

    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ errors: { [field]: message } });
    expect(await storedState()).toEqual(before);
  });

  it('should take 10 and 2000 characters of description', async () => {
    const { doseId } = await doseOfNewBatch();
    for (const description of ['Fiebre 39°', 'a'.repeat(2000)]) {
      const response = await fixture.api.health('POST', '/adverse-events', report(doseId, { description }));
      expect(response.status, response.text).toBe(201);
    }
  });

  it('should refuse an onset before the dose was given, on a report and on an edit, nothing written', async () => {
    const { doseId } = await doseOfNewBatch();
    const patientId = await data.patient({ birthDate: '1990-04-02' });
    const historical = await data.historicalDose({
      patientId,
      vaccineId: fixture.ids.vaccineId,
      centerId: fixture.ids.centerId,
      date: dates.past,
    });
    const id = idOf(await fixture.api.health('POST', '/adverse-events', report(historical, { onsetDate: dates.past })));
    const before = await storedState();

    const early = await fixture.api.health('POST', '/adverse-events', report(doseId, { onsetDate: dates.yesterday }));
    const earlyHistorical = await fixture.api.admin('PATCH', `/adverse-events/${id}`, {
      ...report(historical),
      onsetDate: '2020-01-01',
    });

    expect([early.status, earlyHistorical.status]).toEqual([400, 400]);
    expect(early.json).toMatchObject({
      message: onsetBeforeDoseMessage(serverToday()),
      errors: { onsetDate: onsetBeforeDoseMessage(serverToday()) },
    });
    expect(earlyHistorical.json).toMatchObject({ errors: { onsetDate: onsetBeforeDoseMessage(dates.past) } });
    expect(await storedState()).toEqual(before);
  });

  it('should refuse to cancel a dose with an active report (409), the dose, its lot and the report unchanged', async () => {
    const { doseId } = await doseOfNewBatch();
    idOf(await fixture.api.health('POST', '/adverse-events', report(doseId)));
    const before = await storedState();

    const cancelled = await fixture.api.admin('PATCH', `/applied-doses/cancel/${doseId}`);

    expect(cancelled.status).toBe(409);
    expect(await storedState()).toEqual(before);
  });

  it("should move a report's count with its dose when the dose changes lot", async () => {
    const { batchId, doseId } = await doseOfNewBatch();
    const otherBatch = await createBatch(fixture.api, fixture.ids.vaccineId, 5);
    idOf(await fixture.api.health('POST', '/adverse-events', report(doseId)));
    const dose = (await fixture.api.admin('GET', `/applied-doses/${doseId}`)).json as Record<string, unknown>;

    const moved = await fixture.api.admin('PATCH', `/applied-doses/${doseId}`, {
      doseNumber: dose.doseNumber,
      patientId: dose.patientId,
      vaccineBatchId: otherBatch,
      vaccinationCenterId: dose.vaccinationCenterId,
      applyingUserId: dose.applyingUserId,
      isHistorical: false,
    });

    expect(moved.status, moved.text).toBe(200);
    expect([await reportCountOf(batchId), await reportCountOf(otherBatch)]).toEqual([0, 1]);
  });

  it('should put a lot with 3 active severe reports on the lot alerts, and take it off below 3', async () => {
    const { batchId, doseId } = await doseOfNewBatch();
    const severe = report(doseId, { severity: 'severe' });
    const first = idOf(await fixture.api.health('POST', '/adverse-events', severe));
    idOf(await fixture.api.health('POST', '/adverse-events', severe));
    idOf(await fixture.api.health('POST', '/adverse-events', report(doseId, { severity: 'moderate' })));
    expect((await severeAlerts()).items.map((batch) => batch.vaccineBatchId)).not.toContain(batchId);

    idOf(await fixture.api.admin('POST', '/adverse-events', severe));

    const alerts = await severeAlerts();
    expect(alerts.items).toContainEqual(expect.objectContaining({ vaccineBatchId: batchId, severeEventCount: 3 }));
    expect(alerts.total).toBe(alerts.items.length);
    expect(await reportCountOf(batchId)).toBe(4);
    expect((await fixture.api.admin('DELETE', `/adverse-events/${first}`)).status).toBe(200);
    expect((await severeAlerts()).items.map((batch) => batch.vaccineBatchId)).not.toContain(batchId);
  });

  it('should leave a recalled lot off the severe-events alert: the recall ends its review', async () => {
    const { batchId, doseId } = await doseOfNewBatch();
    for (let count = 0; count < 3; count += 1) {
      idOf(await fixture.api.health('POST', '/adverse-events', report(doseId, { severity: 'severe' })));
    }
    expect((await severeAlerts()).items.map((batch) => batch.vaccineBatchId)).toContain(batchId);

    const recalled = await fixture.api.admin('POST', `/vaccine-batches/${batchId}/recall`, {
      reason: 'Tres eventos graves en una semana',
    });

    expect(recalled.status, recalled.text).toBe(200);
    expect((await severeAlerts()).items.map((batch) => batch.vaccineBatchId)).not.toContain(batchId);
    expect(await reportCountOf(batchId)).toBe(3);
  });
});

describe('GET /adverse-events filtered by lot, centre and unit', () => {
  const unit = async (name: string, level: 'region' | 'district', parentId: number) =>
    idOf(await fixture.api.admin('POST', '/org-units', { name, level, parentId }));
  const center = async (centerName: string, orgUnitId: number) =>
    idOf(await fixture.api.admin('POST', '/vaccination-centers', { ...payloads.center(), centerName, orgUnitId }));
  /** A report of a dose of the lot given at the centre. */
  const reportAt = async (batchId: number, centerId: number) => {
    const patientId = await data.patient({ birthDate: '1990-04-02' });
    const doseId = await data.dose({ patientId, batchId, centerId });
    return idOf(await fixture.api.health('POST', '/adverse-events', report(doseId)));
  };
  const ids = async (query: string) => {
    const response = await fixture.api.admin('GET', `/adverse-events?${query}`);
    expect(response.status, response.text).toBe(200);
    return (response.json as { id: number }[]).map((row) => row.id).sort((a, b) => a - b);
  };

  it("should keep a lot's reports, a centre's, and those of the centres below a unit, and refuse places outside the scope", async () => {
    const region = await unit('Region Filtros', 'region', testUnits.national);
    const [north, south] = [
      await unit('Distrito Filtros N', 'district', region),
      await unit('Distrito Filtros S', 'district', region),
    ];
    const [northCenter, southCenter] = [
      await center('Centro Filtros N', north),
      await center('Centro Filtros S', south),
    ];
    const [batchId, otherBatchId] = [
      await createBatch(fixture.api, fixture.ids.vaccineId, 10),
      await createBatch(fixture.api, fixture.ids.vaccineId, 10),
    ];
    const atNorth = await reportAt(batchId, northCenter);
    const atSouth = await reportAt(otherBatchId, southCenter);
    const atFixture = await reportAt(batchId, fixture.ids.centerId);
    const districtAdmin = await scopedAccount(fixture.api, 'admin', { orgUnitId: north });

    expect(await ids(`vaccineBatchId=${batchId}`)).toEqual([atNorth, atFixture]);
    expect(await ids(`centerId=${southCenter}`)).toEqual([atSouth]);
    expect(await ids(`orgUnitId=${region}`)).toEqual([atNorth, atSouth]);
    expect(await ids(`orgUnitId=${north}&vaccineBatchId=${batchId}`)).toEqual([atNorth]);
    expect(await ids(`orgUnitId=${testUnits.national}&vaccineBatchId=${batchId}`)).toEqual([atNorth, atFixture]);
    const page = await fixture.api.admin('GET', `/adverse-events?page=1&pageSize=10&orgUnitId=${region}`);
    expect(page.json).toMatchObject({ total: 2, items: [{ id: expect.any(Number) }, { id: expect.any(Number) }] });
    const own = await districtAdmin.request('GET', `/adverse-events?orgUnitId=${north}`);
    expect((own.json as { id: number }[]).map((row) => row.id)).toEqual([atNorth]);
    const outside = [
      await districtAdmin.request('GET', `/adverse-events?centerId=${southCenter}`),
      await districtAdmin.request('GET', `/adverse-events?orgUnitId=${region}`),
    ];
    expect(outside.map((response) => response.status)).toEqual([403, 403]);
    const invalid = await fixture.api.admin('GET', '/adverse-events?vaccineBatchId=x');
    expect(invalid.status).toBe(400);
    expect(invalid.json).toMatchObject({
      errors: { vaccineBatchId: 'Lote de la dosis: debe ser un identificador numérico entre 1 y 2147483647' },
    });
  });
});
