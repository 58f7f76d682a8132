import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/calendar-days';
import type { ForecastAnswer } from '../../src/domain/forecast-answer';
import { appliedDoses } from '../../src/entities/applied-doses';
import { patientObservations } from '../../src/entities/patient-observations';
import { forecastTable } from '../../src/server/programme/forecast-table';
import { setUpApiFixture } from '../helpers/api-fixture';
import { auditTrailOf } from '../helpers/audit-trail';
import { createLiveVaccine } from '../helpers/cdsi-vaccines';
import { vialFor } from '../helpers/place-stock';
import { serverToday } from '../helpers/programme-data';
import { createAs, createBatch, idOf, payloads } from '../helpers/sample-data';
import { scopedAccount } from '../helpers/scoped-accounts';

/**
 * A patient's observations (CDSi medical history, issue 41): recorded on the patient by whoever
 * has them in scope, and read by the CDSi engine: evidence of immunity makes the varicella group
 * 'immune', a severe allergy 'contraindicated', in the forecast route and the stored forecast, and
 * a contraindicated dose is refused unless an admin gives a reason.
 */
const fixture = setUpApiFixture();

const codes = { immunity: '024', allergy: '080' };
const titles = { immunity: 'Evidencia de inmunidad a la varicela', allergy: 'Alergia grave a la vacuna de varicela' };
const world = {} as {
  observation: { immunity: number; allergy: number };
  vaccineId: number;
  batchId: number;
  groupId: number;
  other: number;
};

type Row = { id: number; observationDate: string; endDate: string | null; observation: { observationTitle: string } };

beforeAll(async () => {
  const create = createAs(fixture.api);
  world.observation = {
    immunity: await create('/observations', { observationCode: codes.immunity, observationTitle: titles.immunity }),
    allergy: await create('/observations', { observationCode: codes.allergy, observationTitle: titles.allergy }),
  };
  ({ vaccineId: world.vaccineId, vaccineGroupId: world.groupId } = await createLiveVaccine(create, {
    name: 'Varicela',
    cvx: '21',
    vaccine: payloads.vaccine(fixture.ids.manufacturerId),
    immunityCodes: [codes.immunity],
    contraindicationCodes: [codes.allergy],
  }));
  world.batchId = await createBatch(fixture.api, world.vaccineId, 20);
  world.other = idOf(
    await fixture.api.admin('POST', '/vaccination-centers', { ...payloads.center(), centerName: 'Posta Lejana' }),
  );
});

/** A child of two, of the fixture's centre. */
const newChild = async () =>
  idOf(
    await fixture.api.admin('POST', '/patients', {
      ...payloads.adult(),
      vaccinationCenterId: fixture.ids.centerId,
      dateOfBirth: addDays(serverToday(), -730),
    }),
  );

const held = (patientId: number, kind: keyof typeof codes, extra: Record<string, unknown> = {}) => ({
  patientId,
  observationId: world.observation[kind],
  observationDate: addDays(serverToday(), -10),
  ...extra,
});

const varicellaOf = async (patientId: number) => {
  const response = await fixture.api.health('GET', `/patients/${patientId}/forecast`);
  expect(response.status, response.text).toBe(200);
  return (response.json as ForecastAnswer).items.find((item) => item.vaccineGroup.name === 'Varicela');
};

const storedGroups = async (patientId: number) =>
  (
    await fixture.api.store.db
      .selectFrom(forecastTable)
      .select('vaccineGroupId')
      .where('patientId', '=', patientId)
      .execute()
  ).map((row) => Number(row.vaccineGroupId));

const varicellaDose = (patientId: number) => ({
  ...payloads.dose({
    patientId,
    vaccineBatchId: world.batchId,
    vaccinationCenterId: fixture.ids.centerId,
    applyingUserId: fixture.api.userIds.health,
  }),
  doseNumber: 1,
});

describe('/api/v1/patient-observations', () => {
  it('should let health record one, list it on the patient and end it, and only an admin delete it, each audited', async () => {
    const patientId = await newChild();
    const created = await fixture.api.health(
      'POST',
      '/patient-observations',
      held(patientId, 'immunity', { note: 'Tuvo varicela a los 18 meses.' }),
    );
    expect(created.status, created.text).toBe(201);
    const id = idOf(created);

    const listed = await fixture.api.health('GET', `/patient-observations?patientId=${patientId}`);
    expect((listed.json as Row[]).map((row) => [row.observation.observationTitle, row.endDate])).toEqual([
      [titles.immunity, null],
    ]);

    const { patientId: _patient, ...values } = held(patientId, 'immunity');
    const edited = await fixture.api.health('PATCH', `/patient-observations/${id}`, {
      ...values,
      endDate: serverToday(),
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json).toMatchObject({ endDate: serverToday() });
    expect((await fixture.api.health('DELETE', `/patient-observations/${id}`)).status).toBe(403);
    expect((await fixture.api.admin('DELETE', `/patient-observations/${id}`)).status).toBeLessThan(300);
    expect((await auditTrailOf(fixture.api, 'patient-observations', id)).map((entry) => entry.action)).toEqual([
      'delete',
      'update',
      'create',
    ]);
  });

  it.each([
    ['an end before the beginning', { endDate: addDays(serverToday(), -20) }, 'endDate'],
    ['a beginning before the birth', { observationDate: addDays(serverToday(), -800) }, 'observationDate'],
    ['a beginning in the future', { observationDate: addDays(serverToday(), 2) }, 'observationDate'],
  ])('should refuse %s with 400, leaving the table as it was', async (_case, extra, field) => {
    const patientId = await newChild();
    const before = await fixture.api.rowsOf(patientObservations);

    const refused = await fixture.api.health('POST', '/patient-observations', held(patientId, 'immunity', extra));

    expect(refused.status).toBe(400);
    expect(Object.keys((refused.json as { errors: object }).errors)).toEqual([field]);
    expect(await fixture.api.rowsOf(patientObservations)).toEqual(before);
  });

  it("should keep a patient's observations within the patient's scope: their centre, or a dose given there", async () => {
    const patientId = await newChild();
    const id = idOf(await fixture.api.admin('POST', '/patient-observations', held(patientId, 'allergy')));
    const own = await scopedAccount(fixture.api, 'health', { vaccinationCenterId: fixture.ids.centerId });
    const far = await scopedAccount(fixture.api, 'health', { vaccinationCenterId: world.other });
    const before = await fixture.api.rowsOf(patientObservations);

    const refused = await far.request('POST', '/patient-observations', held(patientId, 'immunity'));

    expect(refused.status).toBe(403);
    expect(await fixture.api.rowsOf(patientObservations)).toEqual(before);
    expect((await far.request('GET', `/patient-observations/${id}`)).status).toBe(404);
    expect(await far.request('GET', `/patient-observations?patientId=${patientId}`)).toMatchObject({ json: [] });
    expect((await own.request('GET', `/patient-observations?patientId=${patientId}`)).json).toMatchObject([{ id }]);

    // A dose given at the far centre brings the patient, and their observations, into its scope.
    await vialFor(fixture.api, fixture.ids.batchId, world.other);
    const dose = { patientId, vaccineBatchId: fixture.ids.batchId, vaccinationCenterId: world.other };
    expect(
      (
        await fixture.api.admin(
          'POST',
          '/applied-doses',
          payloads.dose({ ...dose, applyingUserId: fixture.api.userIds.admin }),
        )
      ).status,
    ).toBe(201);
    expect((await far.request('GET', `/patient-observations?patientId=${patientId}`)).json).toMatchObject([{ id }]);
    expect((await far.request('POST', '/patient-observations', held(patientId, 'immunity'))).status).toBe(201);
  });
});

describe('patient observations in the CDSi assessment', () => {
  it("should make varicella 'immune' with evidence of immunity, in the forecast and the stored forecast, until it is deleted", async () => {
    const patientId = await newChild();
    expect(await varicellaOf(patientId)).toMatchObject({ seriesStatus: 'not-complete', forecastDoseNumber: 1 });
    expect(await storedGroups(patientId)).toContain(world.groupId);

    const id = idOf(await fixture.api.health('POST', '/patient-observations', held(patientId, 'immunity')));

    expect(await varicellaOf(patientId)).toMatchObject({
      seriesStatus: 'immune',
      status: 'complete',
      earliestDate: null,
    });
    expect(await storedGroups(patientId)).not.toContain(world.groupId);
    await fixture.api.admin('DELETE', `/patient-observations/${id}`);
    expect(await varicellaOf(patientId)).toMatchObject({ seriesStatus: 'not-complete' });
    expect(await storedGroups(patientId)).toContain(world.groupId);
  });

  it('should not count an observation that ended before today', async () => {
    const patientId = await newChild();
    const ended = held(patientId, 'allergy', { endDate: addDays(serverToday(), -5) });
    expect((await fixture.api.health('POST', '/patient-observations', ended)).status).toBe(201);

    expect(await varicellaOf(patientId)).toMatchObject({ seriesStatus: 'not-complete' });
    expect((await fixture.api.health('POST', '/applied-doses', varicellaDose(patientId))).status).toBe(201);
  });

  it("should make varicella 'contraindicated' with a severe allergy and refuse its dose with 409, unless an admin gives a reason", async () => {
    const patientId = await newChild();
    expect((await fixture.api.health('POST', '/patient-observations', held(patientId, 'allergy'))).status).toBe(201);
    expect(await varicellaOf(patientId)).toMatchObject({ seriesStatus: 'contraindicated', status: 'complete' });
    expect(await storedGroups(patientId)).not.toContain(world.groupId);
    const card = await fixture.api.health('GET', `/patients/${patientId}/vaccination-card`);
    expect((card.json as { groups: unknown[] }).groups).toContainEqual(
      expect.objectContaining({
        vaccineGroup: { id: world.groupId, name: 'Varicela' },
        seriesStatus: 'contraindicated',
      }),
    );
    const before = await fixture.api.rowsOf(appliedDoses);

    const refused = await fixture.api.health('POST', '/applied-doses', varicellaDose(patientId));

    const message = `La vacuna está contraindicada para Varicela: ${titles.allergy}`;
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ message, errors: { overrideReason: message } });
    expect(await fixture.api.rowsOf(appliedDoses)).toEqual(before);
    const forced = await fixture.api.admin('POST', '/applied-doses', {
      ...varicellaDose(patientId),
      overrideReason: 'Valorado por alergología',
    });
    expect(forced.status, forced.text).toBe(201);
  });

  it('should answer what the engine reads of the patient, and the schedule of that version', async () => {
    const patientId = await newChild();
    const observation = held(patientId, 'allergy', { endDate: serverToday() });
    idOf(await fixture.api.health('POST', '/patient-observations', observation));

    const data = await fixture.api.health('GET', `/patients/${patientId}/assessment-data`);
    const schedule = await fixture.api.health('GET', '/antigens/schedule');

    expect(data.status, data.text).toBe(200);
    expect(data.json).toMatchObject({
      dateOfBirth: addDays(serverToday(), -730),
      doses: [],
      observations: [{ code: codes.allergy, observationDate: observation.observationDate, endDate: serverToday() }],
    });
    expect(schedule.status).toBe(200);
    const answer = schedule.json as {
      version: string;
      schedule: { antigens: { name: string }[] };
      productKeys: unknown[];
    };
    expect(answer.version).toBe((data.json as { scheduleVersion: string }).scheduleVersion);
    expect(answer.schedule.antigens.map((antigen) => antigen.name)).toContain('Varicela');
    expect(answer.productKeys).toContainEqual({ vaccineId: world.vaccineId, key: '21' });
  });
});
