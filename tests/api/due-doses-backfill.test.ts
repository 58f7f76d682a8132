import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/calendar-days';
import { scheduleOf } from '../../src/domain/dose-schedule';
import { rebuildSchedules } from '../../src/server/schedules/rebuild-schedules';
import { refreshSchedule } from '../../src/server/schedules/refresh-schedule';
import { scheduleTable } from '../../src/server/schedules/schedule-table';
import { setUpApiFixture } from '../helpers/api-fixture';
import { createBatch, idOf, payloads } from '../helpers/sample-data';

const fixture = setUpApiFixture();

/** Three vaccines of different series, a batch of each, three patients and two centres. */
const world = async () => {
  const series = [
    { requiredDoses: 1, doseIntervalDays: 30 },
    { requiredDoses: 2, doseIntervalDays: 21 },
    { requiredDoses: 4, doseIntervalDays: 60 },
  ];
  const vaccines = [];
  for (const [index, vaccine] of series.entries()) {
    const vaccineId = idOf(
      await fixture.api.admin('POST', '/vaccines', {
        ...payloads.vaccine(fixture.ids.manufacturerId),
        vaccineName: `Vacuna de relleno ${'abc'[index]}`,
        ...vaccine,
      }),
    );
    vaccines.push({ ...vaccine, vaccineId, batchId: await createBatch(fixture.api, vaccineId, 5) });
  }
  const patients = [];
  for (let index = 0; index < 3; index += 1) {
    patients.push(idOf(await fixture.api.admin('POST', '/patients', payloads.adult())));
  }
  const otherCenter = idOf(
    await fixture.api.admin('POST', '/vaccination-centers', { ...payloads.center(), centerName: 'Centro de relleno' }),
  );
  return { vaccines, patients, centers: [fixture.ids.centerId, otherCenter] };
};

type World = Awaited<ReturnType<typeof world>>;

/** A stored dose as the generator draws it: indexes into the world, a day and a minute, cancelled or not. */
const doseArbitrary = fc.record({
  patient: fc.nat(2),
  vaccine: fc.nat(2),
  center: fc.nat(1),
  doseNumber: fc.integer({ min: 1, max: 5 }),
  day: fc.integer({ min: 0, max: 400 }),
  minute: fc.nat(3),
  isActive: fc.boolean(),
});

type DrawnDose = ReturnType<typeof doseArbitrary.generate>['value'];

const stored = (w: World, dose: DrawnDose) => ({
  patientId: w.patients[dose.patient] as number,
  vaccineBatchId: w.vaccines[dose.vaccine]?.batchId as number,
  vaccinationCenterId: w.centers[dose.center] as number,
  doseNumber: dose.doseNumber,
  applyingUserId: fixture.api.userIds.health,
  applicationDateTime: `${addDays('2025-01-01', dose.day)}T10:0${dose.minute}:00.000Z`,
  isActive: dose.isActive ? 1 : 0,
});

/** What `scheduleOf` says of each patient and vaccine with an active dose, and the centre of the latest one. */
const expectedSchedules = (w: World, rows: (ReturnType<typeof stored> & { id: number })[]) => {
  const expected = [];
  for (const patientId of w.patients) {
    for (const vaccine of w.vaccines) {
      const active = rows.filter(
        (row) => row.patientId === patientId && row.vaccineBatchId === vaccine.batchId && row.isActive === 1,
      );
      if (active.length === 0) continue;
      const doses = active.map((row) => ({
        doseNumber: row.doseNumber,
        date: row.applicationDateTime.slice(0, 10),
        isActive: true,
      }));
      const schedule = scheduleOf({ vaccine, doses, today: '2026-06-01' });
      const latest = [...active].sort((a, b) =>
        a.applicationDateTime === b.applicationDateTime
          ? b.id - a.id
          : b.applicationDateTime.localeCompare(a.applicationDateTime),
      )[0];
      expected.push({
        patientId,
        vaccineId: vaccine.vaccineId,
        dosesReceived: schedule.dosesReceived,
        nextDoseNumber: schedule.nextDoseNumber,
        dueDate: schedule.dueDate,
        lastDoseDate: doses
          .map((dose) => dose.date)
          .sort()
          .at(-1),
        centerId: latest?.vaccinationCenterId,
      });
    }
  }
  return expected;
};

const schedulesInTable = async () =>
  (
    await fixture.api.store.db
      .selectFrom(scheduleTable)
      .select(['patientId', 'vaccineId', 'dosesReceived', 'nextDoseNumber', 'dueDate', 'lastDoseDate', 'centerId'])
      .orderBy('patientId')
      .orderBy('vaccineId')
      .execute()
  ).map((row) => ({
    ...row,
    patientId: Number(row.patientId),
    vaccineId: Number(row.vaccineId),
    dosesReceived: Number(row.dosesReceived),
    nextDoseNumber: row.nextDoseNumber === null ? null : Number(row.nextDoseNumber),
    centerId: Number(row.centerId),
  }));

/** Replaces every dose by the drawn ones, written straight to the table as older data would be. */
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

describe('the set-based rebuild of the schedules', () => {
  it("should equal scheduleOf on every history, cancelled doses and gaps in the numbers included, and the hooks' per-pair rule", async () => {
    const w = await world();
    const gapAndCancel: DrawnDose[] = [
      { patient: 0, vaccine: 2, center: 0, doseNumber: 1, day: 0, minute: 0, isActive: true },
      { patient: 0, vaccine: 2, center: 1, doseNumber: 3, day: 90, minute: 0, isActive: true },
      { patient: 0, vaccine: 2, center: 0, doseNumber: 2, day: 120, minute: 0, isActive: false },
    ];
    await fc.assert(
      fc.asyncProperty(fc.array(doseArbitrary, { maxLength: 14 }), async (doses) => {
        const rows = await storeDoses(w, doses);
        const expected = expectedSchedules(w, rows);

        await rebuildSchedules(fixture.api.store);
        const rebuilt = await schedulesInTable();
        expect(rebuilt).toEqual(expected);

        await fixture.api.store.db.deleteFrom(scheduleTable).execute();
        for (const patientId of w.patients) {
          for (const { vaccineId } of w.vaccines) await refreshSchedule(fixture.api.store.db, { patientId, vaccineId });
        }
        expect(await schedulesInTable()).toEqual(rebuilt);
      }),
      { numRuns: 40, examples: [[gapAndCancel], [[]]] },
    );
  });
});
