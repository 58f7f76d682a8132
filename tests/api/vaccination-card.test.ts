import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type VaccinationCard, vaccinationCardSchema } from '../../src/domain/vaccination-card';
import { today } from '../../src/engine/rules';
import { cardDosesQuery } from '../../src/server/vaccination-card/queries';
import { setUpApiFixture } from '../helpers/api-fixture';
import { createBatch, idOf, payloads } from '../helpers/sample-data';

const fixture = setUpApiFixture();

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

describe('GET /api/v1/patients/:id/vaccination-card', () => {
  it("should show a child's data, their representative, and each received vaccine by name with its doses and schedule", async () => {
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
    expect(hepatitisEntry?.vaccine).toMatchObject({ id: threeDoses, requiredDoses: 3, doseIntervalDays: 30 });
    expect(hepatitisEntry?.doses.map((entry) => [entry.doseNumber, entry.date])).toEqual([
      [1, '2026-01-10'],
      [2, '2026-02-10'],
    ]);
    expect(hepatitisEntry?.doses[0]).toMatchObject({
      applicationDateTime: '2026-01-10T14:30:00.000Z',
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

    expect(card.vaccines).toHaveLength(1);
    expect(card.vaccines[0]?.doses.map((entry) => entry.doseNumber)).toEqual([1]);
    expect(card.vaccines[0]?.schedule).toMatchObject({
      dosesReceived: 1,
      nextDoseNumber: 2,
      dueDate: '2026-01-22',
      daysUntilDue: -10,
      status: 'Atrasada',
    });
  });

  it.each([
    ['2026-01-02', 'Al día', 20],
    ['2026-01-15', 'Próxima', 7],
    ['2026-01-22', 'Próxima', 0],
    ['2026-01-23', 'Atrasada', -1],
  ])('should compute the schedule on today=%s as %s', async (day, status, daysUntilDue) => {
    const patientId = idOf(await fixture.api.admin('POST', '/patients', payloads.adult()));
    await dose({ patientId, batchId: fixture.ids.batchId, doseNumber: 1, date: '2026-01-01' });

    const card = await cardOf(patientId, `?today=${day}`);

    expect(card.vaccines[0]?.schedule).toMatchObject({ dueDate: '2026-01-22', daysUntilDue, status });
  });

  it("should compute the schedule on the server's date without today, and show an adult with no vaccines", async () => {
    const patientId = idOf(await fixture.api.admin('POST', '/patients', payloads.adult()));
    expect((await cardOf(patientId)).vaccines).toEqual([]);
    await dose({ patientId, batchId: fixture.ids.batchId, doseNumber: 1, date: today() });

    const card = await cardOf(patientId);

    expect(card.patient).toMatchObject({ isChild: false, representative: null });
    expect(card.vaccines[0]?.schedule).toMatchObject({ daysUntilDue: 21, status: 'Al día' });
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
    expect(text).toMatch(/Index (Only )?Scan using "rx_applied_doses_patientId" on applied_doses d/);
    expect(text).not.toMatch(/Seq Scan/);
  });
});
