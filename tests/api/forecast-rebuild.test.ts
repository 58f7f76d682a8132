import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/calendar-days';
import { today } from '../../src/engine';
import { syncRulesAntigen } from '../../src/server/cdsi/convert-schedule-rules';
import { assessPatient } from '../../src/server/cdsi/patient-assessment';
import { readStoredSchedule } from '../../src/server/cdsi/stored-schedule';
import { runForecastJobs } from '../../src/server/programme/forecast-jobs';
import { forecastKeepDays, forecastTable } from '../../src/server/programme/forecast-table';
import {
  rebuildForecasts,
  recomputeScheduleForecasts,
  refreshPatientForecast,
} from '../../src/server/programme/refresh-forecast';
import { writeForecasts } from '../../src/server/programme/write-forecasts';
import { setUpApiFixture } from '../helpers/api-fixture';
import { programmeData } from '../helpers/programme-data';

const fixture = setUpApiFixture();
const data = programmeData(fixture);

/** Vaccines with and without rules, four patients (one without a catchment centre) and two centres. */
const world = async () => {
  const ruled = await data.vaccine({
    requiredDoses: 3,
    rules: [
      { doseNumber: 1, minimumAgeDays: 42, recommendedAgeDays: 60, overdueAgeDays: 90, minimumIntervalDays: 0 },
      {
        doseNumber: 2,
        minimumAgeDays: 70,
        recommendedAgeDays: 120,
        overdueAgeDays: 150,
        maximumAgeDays: 400,
        minimumIntervalDays: 28,
      },
    ],
  });
  const capped = await data.vaccine({
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
  });
  const free = await data.vaccine({ requiredDoses: 2, doseIntervalDays: 21 });
  const centers = [await data.center(), await data.center()];
  const patients = [];
  for (const [index, birthDate] of ['2024-01-10', '2025-06-01', '1990-03-03', '2023-11-30'].entries()) {
    patients.push(await data.patient({ birthDate, centerId: index === 3 ? undefined : centers[index % 2] }));
  }
  return { vaccines: [ruled, capped, free], centers, patients };
};

type World = Awaited<ReturnType<typeof world>>;

/** A stored dose as the generator draws it: indexes into the world, a day and a minute, cancelled or not. */
const doseArbitrary = fc.record({
  patient: fc.nat(3),
  vaccine: fc.nat(2),
  center: fc.nat(1),
  doseNumber: fc.integer({ min: 1, max: 4 }),
  day: fc.integer({ min: 0, max: 900 }),
  minute: fc.nat(3),
  isActive: fc.boolean(),
  isHistorical: fc.boolean(),
});

type DrawnDose = ReturnType<typeof doseArbitrary.generate>['value'];

const stored = (w: World, dose: DrawnDose) => {
  const vaccine = w.vaccines[dose.vaccine] as World['vaccines'][number];
  return {
    patientId: w.patients[dose.patient] as number,
    vaccineId: vaccine.vaccineId,
    vaccineBatchId: dose.isHistorical ? null : vaccine.batchId,
    isHistorical: dose.isHistorical ? 1 : 0,
    vaccinationCenterId: w.centers[dose.center] as number,
    doseNumber: dose.doseNumber,
    applyingUserId: fixture.api.userIds.health,
    applicationDateTime: `${addDays('2024-01-01', dose.day)}T10:0${dose.minute}:00.000Z`,
    isActive: dose.isActive ? 1 : 0,
  };
};

/** Replaces every dose by the drawn ones, written straight to the table as the demo data and the bench do. */
const storeDoses = async (w: World, doses: readonly DrawnDose[]) => {
  const { db } = fixture.api.store;
  await db.deleteFrom('applied_doses').execute();
  const rows = [];
  for (const dose of doses) {
    const row = stored(w, dose);
    const [inserted] = await db.insertInto('applied_doses').values(row).returning('id').execute();
    rows.push({ ...row, id: Number(inserted?.id) });
  }
  return rows;
};

/**
 * What the CDSi engine says of each patient on the stored schedule: every vaccine group not complete whose next
 * dose has dates, at the catchment centre or that of the latest active dose, unless it can never be listed again;
 * the world's groups are its vaccines' own (their rules turned into a series), so each names its vaccine.
 */
const expectedRows = async (w: World, rows: Awaited<ReturnType<typeof storeDoses>>) => {
  const schedule = await readStoredSchedule(fixture.api.store.db);
  const patients = await fixture.api.store.db
    .selectFrom('patients')
    .selectAll()
    .where('id', 'in', w.patients)
    .execute();
  const batches = await fixture.api.store.db.selectFrom('vaccine_batches').select(['id', 'expirationDate']).execute();
  const expiryOf = new Map(batches.map((batch) => [Number(batch.id), String(batch.expirationDate).slice(0, 10)]));
  const keepFrom = addDays(today(), -forecastKeepDays);
  const vaccineIdOf = (groupName: string) => w.vaccines.find((vaccine) => vaccine.name === groupName)?.vaccineId;
  return patients.flatMap((patient) => {
    const active = rows.filter((row) => row.patientId === patient.id && row.isActive === 1);
    const latest = [...active].sort((a, b) =>
      a.applicationDateTime === b.applicationDateTime
        ? b.id - a.id
        : b.applicationDateTime.localeCompare(a.applicationDateTime),
    )[0];
    const doses = active.map((row) => ({
      id: row.id,
      vaccineId: row.vaccineId,
      date: row.applicationDateTime.slice(0, 10),
      batchExpiryDate: row.vaccineBatchId === null ? null : (expiryOf.get(row.vaccineBatchId) ?? null),
    }));
    const birthDate = String(patient.dateOfBirth);
    return assessPatient({ stored: schedule, birthDate, doses, observations: [], today: today() })
      .forecasts.filter((item) => item.seriesStatus === 'not-complete' && item.forecastDoseNumber !== null)
      .filter(
        (item) =>
          item.latestDate === null || (item.latestDate >= keepFrom && String(item.earliestDate) <= item.latestDate),
      )
      .map((item) => ({
        patientId: Number(patient.id),
        vaccineGroupId: schedule.groupByName.get(item.vaccineGroup)?.id ?? 0,
        vaccineId: vaccineIdOf(item.vaccineGroup) ?? 0,
        centerId:
          patient.vaccinationCenterId === null
            ? (latest?.vaccinationCenterId ?? null)
            : Number(patient.vaccinationCenterId),
        nextDoseNumber: item.forecastDoseNumber,
        earliestDate: item.earliestDate,
        recommendedDate: item.recommendedDate,
        // Without a past-due date, the day after the recommended date.
        overdueDate: addDays(item.pastDueDate ?? String(item.recommendedDate), 1),
        latestDate: item.latestDate,
        birthDate,
        hasAnyDose: active.length > 0 ? 1 : 0,
      }));
  });
};

const storedRows = async () =>
  (
    await fixture.api.store.db.selectFrom(forecastTable).selectAll().orderBy('patientId').orderBy('vaccineId').execute()
  ).map((row) => ({
    ...row,
    patientId: Number(row.patientId),
    vaccineGroupId: Number(row.vaccineGroupId),
    vaccineId: Number(row.vaccineId),
    centerId: row.centerId === null ? null : Number(row.centerId),
    nextDoseNumber: Number(row.nextDoseNumber),
    hasAnyDose: Number(row.hasAnyDose),
  }));

const byPair = <T extends { patientId: number; vaccineId: number }>(rows: T[]) =>
  [...rows].sort((a, b) => a.patientId - b.patientId || a.vaccineId - b.vaccineId);

let w: World;
beforeAll(async () => {
  w = await world();
  // The world's rules asked for recomputes the server's loop would run in the background, at any moment of a
  // property's run: done here first, the stored rows change only by what each test does.
  await runForecastJobs(fixture.api.store);
});

describe('the stored forecast, rebuilt and refreshed', () => {
  it('should equal the pure forecast on every history, and a refresh of each patient should equal the rebuild', async () => {
    const gapAndCancel: DrawnDose[] = [
      { patient: 0, vaccine: 0, center: 0, doseNumber: 1, day: 50, minute: 0, isActive: true, isHistorical: true },
      { patient: 0, vaccine: 0, center: 1, doseNumber: 3, day: 90, minute: 0, isActive: true, isHistorical: false },
      { patient: 3, vaccine: 2, center: 1, doseNumber: 2, day: 120, minute: 0, isActive: false, isHistorical: false },
    ];
    await fc.assert(
      fc.asyncProperty(fc.array(doseArbitrary, { maxLength: 12 }), async (doses) => {
        const rows = await storeDoses(w, doses);
        const expected = byPair(await expectedRows(w, rows));

        await rebuildForecasts(fixture.api.store);
        const rebuilt = await storedRows();
        expect(rebuilt.filter((row) => w.patients.includes(row.patientId))).toEqual(expected);

        await fixture.api.store.db.deleteFrom(forecastTable).execute();
        for (const patientId of w.patients) {
          await fixture.api.store.db.transaction().execute((db) => refreshPatientForecast(db, patientId));
        }
        const ours = rebuilt.filter((row) => w.patients.includes(row.patientId));
        expect(await storedRows()).toEqual(ours);

        // A refresh writes only what differs: a row changed, one that should not be there, one missing.
        const [changed, missing] = ours;
        const { db } = fixture.api.store;
        if (changed) {
          await db
            .updateTable(forecastTable)
            .set({ overdueDate: '1900-01-01' })
            .where('patientId', '=', changed.patientId)
            .where('vaccineId', '=', changed.vaccineId)
            .execute();
        }
        if (missing) {
          await db
            .deleteFrom(forecastTable)
            .where('patientId', '=', missing.patientId)
            .where('vaccineId', '=', missing.vaccineId)
            .execute();
        }
        const stray = w.patients
          .flatMap((patientId) =>
            ours.map(({ vaccineGroupId, vaccineId }) => ({ patientId, vaccineGroupId, vaccineId })),
          )
          .find(
            (pair) =>
              !ours.some((row) => row.patientId === pair.patientId && row.vaccineGroupId === pair.vaccineGroupId),
          );
        if (stray) {
          await db
            .insertInto(forecastTable)
            .values({
              ...stray,
              centerId: null,
              nextDoseNumber: 9,
              earliestDate: '2024-01-01',
              recommendedDate: '2024-01-01',
              overdueDate: '2024-01-01',
              latestDate: null,
              birthDate: '2020-01-01',
              hasAnyDose: 0,
            })
            .execute();
        }
        const schedule = await readStoredSchedule(db);
        const counts = [];
        for (const patientId of w.patients) {
          const { written } = await db
            .transaction()
            .execute((trx) => writeForecasts(trx, { ids: [patientId], stored: schedule, computedOn: today() }));
          counts.push(written);
        }
        expect(await storedRows()).toEqual(ours);
        expect(counts.reduce((sum, count) => sum + count, 0)).toBe(Math.min(ours.length, 2));
      }),
      { numRuns: 25, examples: [[gapAndCancel], [[]]] },
    );
  });

  it("should recompute a vaccine's rows after its rules changed, and leave the other vaccines' rows as they were", async () => {
    const rows = await storeDoses(w, [
      { patient: 1, vaccine: 0, center: 0, doseNumber: 1, day: 560, minute: 0, isActive: true, isHistorical: true },
    ]);
    await rebuildForecasts(fixture.api.store);
    const [ruled] = w.vaccines;
    const before = await storedRows();
    await fixture.api.store.db
      .updateTable('schedule_rules')
      // Without its maximum age too: CDSi gives a group aged out no dates, and no row.
      .set({ recommendedAgeDays: 100, minimumIntervalDays: 40, maximumAgeDays: null })
      .where('vaccineId', '=', ruled?.vaccineId as number)
      .where('doseNumber', '=', 2)
      .execute();

    await syncRulesAntigen(fixture.api.store.db, ruled?.vaccineId as number);
    await recomputeScheduleForecasts(fixture.api.store);

    const after = await storedRows();
    const isRuled = (row: { vaccineId: number }) => row.vaccineId === ruled?.vaccineId;
    expect(after.filter((row) => !isRuled(row))).toEqual(before.filter((row) => !isRuled(row)));
    expect(after.filter((row) => w.patients.includes(row.patientId))).toEqual(byPair(await expectedRows(w, rows)));
    expect(after.find((row) => row.patientId === w.patients[1] && isRuled(row))).toMatchObject({
      nextDoseNumber: 2,
      recommendedDate: addDays('2025-06-01', 100),
      earliestDate: addDays(addDays('2024-01-01', 560), 40),
    });
  });
});
