import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/calendar-days';
import type { ForecastAnswer } from '../../src/domain/forecast-answer';
import { type CardVaccine, type VaccinationCard, vaccinationCardSchema } from '../../src/domain/vaccination-card';
import { today } from '../../src/engine/rules';
import { cardDosesQuery } from '../../src/server/vaccination-card/queries';
import { setUpApiFixture } from '../helpers/api-fixture';
import { programmeData, serverToday } from '../helpers/programme-data';
import { createBatch, idOf, payloads } from '../helpers/sample-data';

const fixture = setUpApiFixture();
const data = programmeData(fixture);

const cardPath = (patientId: number | string, query = '') => `/patients/${patientId}/vaccination-card${query}`;

/** The card as the health user reads it, checked against the shared schema. */
const cardOf = async (patientId: number, query = '') => {
  const response = await fixture.api.health('GET', cardPath(patientId, query));
  expect(response.status, response.text).toBe(200);
  return vaccinationCardSchema.parse(response.json) satisfies VaccinationCard;
};

const newVaccine = async (name: string, requiredDoses: number, doseIntervalDays: number) =>
  idOf(
    await fixture.api.admin('POST', '/vaccines', {
      ...payloads.vaccine(fixture.ids.manufacturerId),
      vaccineName: `${name} ${Math.random().toString(36).slice(2, 7)}`,
      requiredDoses,
      doseIntervalDays,
    }),
  );

/** Registers a dose as the health user, then moves it to the given day. */
const dose = async ({ patientId, batchId, doseNumber, date }: DoseInput) => {
  const id = idOf(
    await fixture.api.health('POST', '/applied-doses', {
      ...payloads.dose({
        patientId,
        vaccineBatchId: batchId,
        vaccinationCenterId: fixture.ids.centerId,
        applyingUserId: fixture.api.userIds.health,
      }),
      doseNumber,
    }),
  );
  await fixture.api.store.db
    .updateTable('applied_doses')
    .set({ applicationDateTime: `${date}T14:30:00.000Z` })
    .where('id', '=', id)
    .execute();
  return id;
};

type DoseInput = { patientId: number; batchId: number; doseNumber: number; date: string };

/** The card's entry of a vaccine (the file's later tests add vaccines with rules, which every card lists). */
const entryOf = (card: VaccinationCard, vaccineId: number): CardVaccine | undefined =>
  card.vaccines.find((entry) => entry.vaccine.id === vaccineId);

/** A forecast without rules: due the interval after the last dose, overdue the day after, no latest date. */
const byInterval = (values: {
  dosesReceived: number;
  seriesSize: number;
  nextDoseNumber: number;
  dueDate: string;
}) => ({
  dosesReceived: values.dosesReceived,
  seriesSize: values.seriesSize,
  nextDoseNumber: values.nextDoseNumber,
  earliestDate: values.dueDate,
  recommendedDate: values.dueDate,
  overdueDate: addDays(values.dueDate, 1),
  latestDate: null,
});

describe('GET /api/v1/patients/:id/vaccination-card', () => {
  it("should show a child's data, their representative, and each received vaccine by name with its doses, series and forecast", async () => {
    const adult = payloads.adult();
    const representativeId = idOf(await fixture.api.admin('POST', '/patients', adult));
    const childId = idOf(await fixture.api.health('POST', '/patients', payloads.child(representativeId)));
    const twoDoses = await newVaccine('Rotavirus', 2, 28);
    const threeDoses = await newVaccine('Hepatitis B', 3, 30);
    await newVaccine('Antiamarílica', 1, 1);
    const rotavirus = await createBatch(fixture.api, twoDoses);
    const hepatitis = await createBatch(fixture.api, threeDoses);
    await dose({ patientId: childId, batchId: hepatitis, doseNumber: 2, date: '2026-02-10' });
    await dose({ patientId: childId, batchId: hepatitis, doseNumber: 1, date: '2026-01-10' });
    await dose({ patientId: childId, batchId: rotavirus, doseNumber: 1, date: '2026-01-10' });
    await dose({ patientId: childId, batchId: rotavirus, doseNumber: 2, date: '2026-02-07' });

    const card = await cardOf(childId, '?today=2026-03-08');

    expect(card.patient).toMatchObject({
      id: childId,
      firstName: 'Mateo',
      lastname: 'Peña',
      isChild: true,
      dateOfBirth: '2023-05-01',
      mobilePhone: adult.mobilePhone,
      address: 'Calle Uno 123',
      representative: {
        id: representativeId,
        firstName: 'José',
        lastname: 'Peña',
        identityDocument: adult.identityDocument,
        mobilePhone: adult.mobilePhone,
      },
    });
    expect(card.patient.identityDocument).toMatch(/^999\d+$/);
    expect(card.vaccines.map((entry) => entry.vaccine.vaccineName?.split(' ')[0])).toEqual(['Hepatitis', 'Rotavirus']);
    const [hepatitisEntry, rotavirusEntry] = card.vaccines;
    expect(hepatitisEntry?.forecast).toEqual({
      ...byInterval({ dosesReceived: 2, seriesSize: 3, nextDoseNumber: 3, dueDate: '2026-03-12' }),
      status: 'not-yet-due',
    });
    expect(rotavirusEntry?.forecast).toEqual({
      dosesReceived: 2,
      seriesSize: 2,
      nextDoseNumber: null,
      earliestDate: null,
      recommendedDate: null,
      overdueDate: null,
      latestDate: null,
      status: 'complete',
    });
    expect(hepatitisEntry?.vaccine).toMatchObject({ id: threeDoses, requiredDoses: 3, doseIntervalDays: 30 });
    expect(hepatitisEntry?.doses.map((entry) => [entry.doseNumber, entry.date])).toEqual([
      [1, '2026-01-10'],
      [2, '2026-02-10'],
    ]);
    expect(hepatitisEntry?.doses[0]).toMatchObject({
      applicationDateTime: '2026-01-10T14:30:00.000Z',
      isHistorical: false,
      overrideReason: null,
      centerName: 'Centro de Salud Norte',
      professional: 'Hugo Salud',
    });
    expect(hepatitisEntry?.schedule).toEqual({
      dosesReceived: 2,
      seriesSize: 3,
      nextDoseNumber: 3,
      dueDate: '2026-03-12',
      daysUntilDue: 4,
      status: 'Próxima',
    });
    expect(rotavirusEntry?.schedule).toEqual({
      dosesReceived: 2,
      seriesSize: 2,
      nextDoseNumber: null,
      dueDate: null,
      daysUntilDue: null,
      status: 'Completo',
    });
  });

  it('should leave a cancelled dose out of the doses and the schedule', async () => {
    const patientId = idOf(await fixture.api.admin('POST', '/patients', payloads.adult()));
    const batchId = await createBatch(fixture.api, fixture.ids.vaccineId);
    await dose({ patientId, batchId, doseNumber: 1, date: '2026-01-01' });
    const cancelled = await dose({ patientId, batchId, doseNumber: 2, date: '2026-01-22' });
    expect((await fixture.api.admin('PATCH', `/applied-doses/cancel/${cancelled}`)).status).toBe(200);

    const card = await cardOf(patientId, '?today=2026-02-01');

    const entry = entryOf(card, fixture.ids.vaccineId);
    expect(entry?.doses.map((dose) => dose.doseNumber)).toEqual([1]);
    expect(entry?.forecast).toMatchObject({ dosesReceived: 1, nextDoseNumber: 2, status: 'overdue' });
    expect(entry?.schedule).toMatchObject({
      dosesReceived: 1,
      nextDoseNumber: 2,
      dueDate: '2026-01-22',
      daysUntilDue: -10,
      status: 'Atrasada',
    });
  });

  it.each([
    ['2026-01-02', 'Al día', 20, 'not-yet-due'],
    ['2026-01-15', 'Próxima', 7, 'not-yet-due'],
    ['2026-01-22', 'Próxima', 0, 'due'],
    ['2026-01-23', 'Atrasada', -1, 'overdue'],
  ])(
    'should compute the series and the forecast on today=%s as %s and %s',
    async (day, status, daysUntilDue, forecastStatus) => {
      const patientId = idOf(await fixture.api.admin('POST', '/patients', payloads.adult()));
      await dose({ patientId, batchId: fixture.ids.batchId, doseNumber: 1, date: '2026-01-01' });

      const entry = entryOf(await cardOf(patientId, `?today=${day}`), fixture.ids.vaccineId);

      expect(entry?.schedule).toMatchObject({ dueDate: '2026-01-22', daysUntilDue, status });
      expect(entry?.forecast).toEqual({
        ...byInterval({ dosesReceived: 1, seriesSize: 2, nextDoseNumber: 2, dueDate: '2026-01-22' }),
        status: forecastStatus,
      });
    },
  );

  it("should compute the schedule on the server's date without today, and show an adult with no vaccines", async () => {
    const patientId = idOf(await fixture.api.admin('POST', '/patients', payloads.adult()));
    expect((await cardOf(patientId)).vaccines.filter((entry) => entry.doses.length > 0)).toEqual([]);
    await dose({ patientId, batchId: fixture.ids.batchId, doseNumber: 1, date: today() });

    const card = await cardOf(patientId);

    expect(card.patient).toMatchObject({ isChild: false, representative: null });
    expect(entryOf(card, fixture.ids.vaccineId)?.schedule).toMatchObject({ daysUntilDue: 21, status: 'Al día' });
  });

  it('should let the admin read it too', async () => {
    const response = await fixture.api.admin('GET', cardPath(fixture.ids.patientId));
    expect(response.status).toBe(200);
    expect(vaccinationCardSchema.safeParse(response.json).success).toBe(true);
  });

  it.each([
    ['a patient that does not exist', cardPath(999_999), 404, { message: 'El paciente no existe' }],
    ['an id that is not one', cardPath('uno'), 404, { message: 'El paciente no existe' }],
    [
      'a today that is no date',
      cardPath(1, '?today=2026-02-30'),
      400,
      {
        message: 'La fecha de hoy no es válida: use el formato AAAA-MM-DD',
        errors: { today: 'La fecha de hoy no es válida: use el formato AAAA-MM-DD' },
      },
    ],
    [
      'a today in another format',
      cardPath(1, '?today=08/03/2026'),
      400,
      { message: 'La fecha de hoy no es válida: use el formato AAAA-MM-DD' },
    ],
  ])('should refuse %s', async (_case, path, status, body) => {
    const response = await fixture.api.health('GET', path);
    expect(response.status).toBe(status);
    expect(response.json).toMatchObject(body);
  });

  it('should answer 404 for a deleted patient', async () => {
    const patientId = idOf(await fixture.api.admin('POST', '/patients', payloads.adult()));
    expect((await fixture.api.admin('DELETE', `/patients/${patientId}`)).status).toBe(200);
    const response = await fixture.api.health('GET', cardPath(patientId));
    expect(response.status).toBe(404);
  });

  it('should need a session', async () => {
    const response = await fixture.api.request('GET', cardPath(fixture.ids.patientId));
    expect(response.status).toBe(401);
  });
});

describe('the whole schedule on the card', () => {
  /** Pentavalent at 2, 4 and 6 months without a maximum age; rotavirus at 2 and 4 months until 15 and 34 weeks. */
  const schedule = async () => ({
    penta: await data.vaccine({
      name: `Pentavalente ${Math.random().toString(36).slice(2, 7)}`,
      requiredDoses: 3,
      rules: [
        { doseNumber: 1, minimumAgeDays: 42, recommendedAgeDays: 60, overdueAgeDays: 90, minimumIntervalDays: 0 },
        { doseNumber: 2, minimumAgeDays: 70, recommendedAgeDays: 120, overdueAgeDays: 150, minimumIntervalDays: 28 },
        { doseNumber: 3, minimumAgeDays: 98, recommendedAgeDays: 180, overdueAgeDays: 210, minimumIntervalDays: 28 },
      ],
    }),
    rota: await data.vaccine({
      name: `Rotavirus ${Math.random().toString(36).slice(2, 7)}`,
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

  /**
   * The card's forecast of each vaccine with rules and the forecast route's of the vaccine's own group (the CDSi
   * engine's, from the rules turned into a series), on the same day: the same dose and dates.
   */
  const expectSameAsForecastRoute = async (card: VaccinationCard, patientId: number, day: string) => {
    const response = await fixture.api.health('GET', `/patients/${patientId}/forecast?today=${day}`);
    expect(response.status, response.text).toBe(200);
    // An aged-out group has no dates in CDSi, where the card still shows the last ones: compared only while due.
    const items = (response.json as ForecastAnswer).items.filter(
      (item) => !['complete', 'too-late'].includes(item.status),
    );
    expect(
      card.vaccines.flatMap(({ vaccine, forecast }) =>
        forecast === null || forecast.nextDoseNumber === null || forecast.status === 'too-late'
          ? []
          : [
              {
                name: vaccine.vaccineName,
                doseNumber: forecast.nextDoseNumber,
                earliestDate: forecast.earliestDate,
                recommendedDate: forecast.recommendedDate,
                latestDate: forecast.latestDate,
              },
            ],
      ),
    ).toEqual(
      items
        .toSorted((first, second) => first.vaccineGroup.name.localeCompare(second.vaccineGroup.name, 'es'))
        .map((item) => ({
          name: item.vaccineGroup.name,
          doseNumber: item.forecastDoseNumber,
          earliestDate: item.earliestDate,
          recommendedDate: item.recommendedDate,
          latestDate: item.latestDate,
        })),
    );
  };

  it("should list every vaccine with rules for a zero-dose child, with the next dose's dates and status", async () => {
    const { penta, rota } = await schedule();
    const birth = addDays(serverToday(), -100);
    const childId = await data.patient({ birthDate: birth });
    const day = addDays(birth, 95);

    const card = await cardOf(childId, `?today=${day}`);

    expect(entryOf(card, penta.vaccineId)).toMatchObject({
      vaccine: { id: penta.vaccineId, vaccineName: penta.name, requiredDoses: 3 },
      doses: [],
      forecast: {
        dosesReceived: 0,
        seriesSize: 3,
        nextDoseNumber: 1,
        earliestDate: addDays(birth, 42),
        recommendedDate: addDays(birth, 60),
        overdueDate: addDays(birth, 90),
        latestDate: null,
        status: 'overdue',
      },
    });
    expect(entryOf(card, rota.vaccineId)?.forecast).toMatchObject({
      nextDoseNumber: 1,
      latestDate: addDays(birth, 104),
      status: 'overdue',
    });
    expect(entryOf(await cardOf(childId, `?today=${addDays(birth, 105)}`), rota.vaccineId)?.forecast).toMatchObject({
      status: 'too-late',
    });
    await expectSameAsForecastRoute(card, childId, day);
  });

  it('should show a historical dose marked, without a lot, counted by the forecast', async () => {
    const { penta } = await schedule();
    const birth = addDays(serverToday(), -200);
    const childId = await data.patient({ birthDate: birth });
    const given = addDays(birth, 60);
    const id = await data.historicalDose({
      patientId: childId,
      vaccineId: penta.vaccineId,
      centerId: fixture.ids.centerId,
      date: given,
    });

    const card = await cardOf(childId, `?today=${serverToday()}`);

    const entry = entryOf(card, penta.vaccineId);
    expect(entry?.doses).toEqual([
      {
        id,
        doseNumber: 1,
        date: given,
        applicationDateTime: `${given}T12:00:00.000Z`,
        isHistorical: true,
        overrideReason: null,
        batchNumber: null,
        centerName: 'Centro de Salud Norte',
        professional: 'Hugo Salud',
      },
    ]);
    expect(entry?.forecast).toEqual({
      dosesReceived: 1,
      seriesSize: 3,
      nextDoseNumber: 2,
      earliestDate: addDays(birth, 88),
      recommendedDate: addDays(birth, 120),
      overdueDate: addDays(birth, 150),
      latestDate: null,
      status: 'overdue',
    });
    await expectSameAsForecastRoute(card, childId, serverToday());
  });

  it('should give each vaccine group its CDSi forecast and the doses evaluated for it, a not valid one with its reason', async () => {
    const { penta } = await schedule();
    const birth = addDays(serverToday(), -200);
    const childId = await data.patient({ birthDate: birth });
    const historical = { patientId: childId, vaccineId: penta.vaccineId, centerId: fixture.ids.centerId };
    const tooYoung = await data.historicalDose({ ...historical, date: addDays(birth, 20) });
    const valid = await data.historicalDose({ ...historical, date: addDays(birth, 60), doseNumber: 2 });

    const card = await cardOf(childId, `?today=${serverToday()}`);

    const response = await fixture.api.health('GET', `/patients/${childId}/forecast?today=${serverToday()}`);
    expect(card.groups.map(({ doses: _doses, ...item }) => item)).toEqual((response.json as ForecastAnswer).items);
    const group = card.groups.find((item) => item.vaccineGroup.name === penta.name);
    expect(group).toMatchObject({ forecastDoseNumber: 2, seriesStatus: 'not-complete', status: 'overdue' });
    const antigen = { id: expect.any(Number), name: penta.name };
    const vaccine = { id: penta.vaccineId, vaccineName: penta.name };
    expect(group?.doses).toEqual([
      expect.objectContaining({
        id: tooYoung,
        date: addDays(birth, 20),
        isHistorical: true,
        vaccine,
        evaluations: [{ antigen, doseNumber: null, status: 'not-valid', reason: 'Age: Too Young' }],
      }),
      expect.objectContaining({
        id: valid,
        vaccine,
        evaluations: [{ antigen, doseNumber: 1, status: 'valid', reason: null }],
      }),
    ]);
  });

  it("should show an admin's override with its reason on its dose", async () => {
    const { penta } = await schedule();
    const childId = await data.patient({ birthDate: addDays(serverToday(), -30) });
    const reason = 'Brote en la comunidad, indicación del médico';
    const response = await fixture.api.admin('POST', '/applied-doses', {
      ...payloads.dose({
        patientId: childId,
        vaccineBatchId: penta.batchId,
        vaccinationCenterId: fixture.ids.centerId,
        applyingUserId: fixture.api.userIds.health,
      }),
      overrideReason: reason,
    });
    expect(response.status, response.text).toBe(201);

    const card = await cardOf(childId, `?today=${serverToday()}`);

    expect(entryOf(card, penta.vaccineId)?.doses).toMatchObject([
      { doseNumber: 1, isHistorical: false, overrideReason: reason, batchNumber: expect.any(String) },
    ]);
  });

  it('should leave the forecast out for a patient without a valid birth date, keeping their doses', async () => {
    await schedule();
    const patientId = idOf(await fixture.api.admin('POST', '/patients', payloads.adult()));
    await dose({ patientId, batchId: fixture.ids.batchId, doseNumber: 1, date: '2026-01-01' });
    await fixture.api.store.db.updateTable('patients').set({ dateOfBirth: null }).where('id', '=', patientId).execute();

    const card = await cardOf(patientId, '?today=2026-02-01');

    expect(card.vaccines.map((entry) => [entry.vaccine.id, entry.doses.length, entry.forecast])).toEqual([
      [fixture.ids.vaccineId, 1, null],
    ]);
    expect(card.groups).toEqual([]);
  });
});

describe("the card's dose query", () => {
  it("should find a patient's doses through the patientId index, and the rest by primary key", async () => {
    const { db, dialect } = fixture.api.store;
    if (dialect.name === 'sqlite') {
      const plan = await sql<{ detail: string }>`EXPLAIN QUERY PLAN ${cardDosesQuery(1)}`.execute(db);
      const details = plan.rows.map((row) => row.detail);
      expect(details[0]).toMatch(/SEARCH d USING INDEX ix_applied_doses_patientId/);
      expect(details.slice(1).every((detail) => /USING INTEGER PRIMARY KEY/.test(detail))).toBe(true);
      return;
    }
    // The test tables are tiny, so the planner would read them whole: it is told not to, as at scale.
    const plan = await db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      return sql<{ 'QUERY PLAN': string }>`EXPLAIN ${cardDosesQuery(1)}`.execute(trx);
    });
    const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Index (Only )?Scan using "r[xs]_applied_doses_patientId" on applied_doses d/);
    expect(text).not.toMatch(/Seq Scan/);
  });
});
