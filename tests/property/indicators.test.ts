import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { coverageItems } from '../../src/server/indicators/coverage';
import { dropoutItems } from '../../src/server/indicators/dropout';
import { zeroDoseItems } from '../../src/server/indicators/zero-dose';
import { setUpApiFixture } from '../helpers/api-fixture';
import {
  type OracleDose,
  type OracleWorld,
  oracleCoverage,
  oracleDropout,
  oracleZeroDose,
} from '../helpers/indicator-oracle';
import { programmeData } from '../helpers/programme-data';
import { propertySeed } from '../helpers/property-seed';

// The indicators computed in the database (the stored counts, kept by triggers, and the
// zero-dose statement) against a plain count over the same rows, after random doses are
// imported and then cancelled, restored, moved, redated, renumbered, rebatched and deleted
// with plain SQL.
const fixture = setUpApiFixture();
const data = programmeData(fixture);

const years = [2022, 2023, 2024] as const;
const today = '2026-11-26';

type Setup = {
  centers: number[];
  vaccines: { vaccineId: number; batchId: number }[];
  patients: number[];
};
const setup = {} as Setup;

beforeAll(async () => {
  setup.centers = [await data.center(), await data.center(), await data.center()];
  setup.vaccines = [
    await data.vaccine({ requiredDoses: 1 }),
    await data.vaccine({
      requiredDoses: 2,
      rules: [
        { doseNumber: 2, minimumAgeDays: 300, recommendedAgeDays: 400, overdueAgeDays: 450, minimumIntervalDays: 28 },
      ],
    }),
    await data.vaccine({ requiredDoses: 3 }),
  ];
  const births = [
    '2021-12-15',
    '2022-03-01',
    '2022-11-30',
    '2023-01-01',
    '2023-06-15',
    '2023-12-31',
    '2024-02-29',
    '2024-08-01',
  ];
  setup.patients = [];
  for (const [index, birthDate] of births.entries()) {
    const centerId = index % 3 === 0 ? undefined : setup.centers[index % setup.centers.length];
    setup.patients.push(await data.patient({ birthDate, centerId }));
  }
  // A deleted child is nobody's.
  const deleted = await data.patient({ birthDate: '2023-05-05', centerId: setup.centers[0] });
  await fixture.api.admin('DELETE', `/patients/${deleted}`);
  setup.patients.push(deleted);
});

const dateTime = fc
  .record({ year: fc.constantFrom(...years), day: fc.nat({ max: 364 }), minute: fc.nat({ max: 1439 }) })
  .map(({ year, day, minute }) => {
    const date = new Date(Date.UTC(year, 0, 1 + day, 0, minute));
    return date.toISOString();
  });

const doseArbitrary = () =>
  fc.record({
    patient: fc.nat({ max: 100 }),
    vaccine: fc.nat({ max: 100 }),
    doseNumber: fc.integer({ min: 1, max: 4 }),
    center: fc.option(fc.nat({ max: 100 }), { freq: 6 }),
    applicationDateTime: dateTime,
    isActive: fc.constantFrom(1, 1, 1, 0),
    isHistorical: fc.constantFrom(0, 0, 0, 1, null),
    leavesVaccineToBatch: fc.boolean(),
  });

const operation = fc.oneof(
  fc.record({ kind: fc.constant('cancel' as const), dose: fc.nat() }),
  fc.record({ kind: fc.constant('restore' as const), dose: fc.nat() }),
  fc.record({ kind: fc.constant('move' as const), dose: fc.nat(), center: fc.nat({ max: 100 }) }),
  fc.record({ kind: fc.constant('redate' as const), dose: fc.nat(), applicationDateTime: dateTime }),
  fc.record({ kind: fc.constant('renumber' as const), dose: fc.nat(), doseNumber: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant('rebatch' as const), dose: fc.nat(), vaccine: fc.nat({ max: 100 }) }),
  fc.record({ kind: fc.constant('delete' as const), dose: fc.nat() }),
);

const populationArbitrary = fc.uniqueArray(
  fc.record({
    center: fc.nat({ max: 2 }),
    year: fc.constantFrom(...years),
    ageInYears: fc.constantFrom(0, 1),
    population: fc.integer({ min: 1, max: 40 }),
  }),
  { selector: (row) => `${row.center}:${row.year}:${row.ageInYears}`, maxLength: 10 },
);

const at = <T>(items: readonly T[], index: number) => items[index % items.length] as T;

/** The world as the oracle reads it: rows selected plainly, no counts. */
const readWorld = async (populations: OracleWorld['populations']): Promise<OracleWorld> => {
  const { db } = fixture.api.store;
  const [doses, vaccines, batches, rules, patients, centers] = await Promise.all([
    db.selectFrom('applied_doses').selectAll().orderBy('id').execute(),
    db.selectFrom('vaccines').select(['id', 'vaccineName', 'requiredDoses', 'isActive']).execute(),
    db.selectFrom('vaccine_batches').select(['id', 'vaccineId']).execute(),
    db
      .selectFrom('schedule_rules')
      .select(['vaccineId', 'doseNumber', 'recommendedAgeDays'])
      .where('isActive', '=', 1)
      .execute(),
    db.selectFrom('patients').select(['id', 'isActive', 'dateOfBirth', 'vaccinationCenterId']).execute(),
    db.selectFrom('vaccination_centers').select(['id', 'centerName']).execute(),
  ]);
  const numberOrNull = (value: unknown) => (value === null ? null : Number(value));
  return {
    doses: doses.map(
      (row): OracleDose => ({
        id: Number(row.id),
        isActive: Number(row.isActive),
        isHistorical: numberOrNull(row.isHistorical),
        patientId: Number(row.patientId),
        vaccineId: numberOrNull(row.vaccineId),
        vaccineBatchId: numberOrNull(row.vaccineBatchId),
        vaccinationCenterId: numberOrNull(row.vaccinationCenterId),
        doseNumber: Number(row.doseNumber),
        applicationDateTime: String(row.applicationDateTime),
      }),
    ),
    vaccines: vaccines.map((row) => ({
      id: Number(row.id),
      vaccineName: String(row.vaccineName),
      requiredDoses: Number(row.requiredDoses),
      isActive: Number(row.isActive) === 1,
    })),
    batchVaccine: new Map(batches.map((row) => [Number(row.id), Number(row.vaccineId)])),
    rules: rules.map((row) => ({
      vaccineId: Number(row.vaccineId),
      doseNumber: Number(row.doseNumber),
      recommendedAgeDays: Number(row.recommendedAgeDays),
    })),
    populations,
    patients: patients.map((row) => ({
      id: Number(row.id),
      isActive: Number(row.isActive) === 1,
      birthDate: String(row.dateOfBirth),
      catchmentCenterId: numberOrNull(row.vaccinationCenterId),
    })),
    centerNames: new Map(centers.map((row) => [Number(row.id), String(row.centerName)])),
  };
};

describe('the indicators in SQL', () => {
  it('should equal a plain count over the same doses, whatever was imported and changed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(doseArbitrary(), { minLength: 1, maxLength: 30 }),
        fc.array(operation, { maxLength: 15 }),
        populationArbitrary,
        fc.integer({ min: 1, max: 12 }),
        async (doses, operations, populationRows, month) => {
          const { db } = fixture.api.store;
          const { centers, vaccines, patients } = setup;
          await db
            .insertInto('applied_doses')
            .values(
              doses.map((dose) => {
                const vaccine = at(vaccines, dose.vaccine);
                return {
                  isActive: dose.isActive,
                  patientId: at(patients, dose.patient),
                  vaccineBatchId: dose.isHistorical === 1 ? null : vaccine.batchId,
                  vaccineId: dose.leavesVaccineToBatch && dose.isHistorical !== 1 ? null : vaccine.vaccineId,
                  isHistorical: dose.isHistorical,
                  doseNumber: dose.doseNumber,
                  vaccinationCenterId: dose.center === null ? null : at(centers, dose.center),
                  applyingUserId: fixture.api.userIds.health,
                  applicationDateTime: dose.applicationDateTime,
                };
              }),
            )
            .execute();
          const ids = (
            await db.selectFrom('applied_doses').select('id').where('patientId', 'in', patients).orderBy('id').execute()
          ).map((row) => Number(row.id));
          const alive = new Set(ids);
          for (const step of operations) {
            const id = at(ids, step.dose);
            if (!alive.has(id)) continue;
            const change = db.updateTable('applied_doses').where('id', '=', id);
            if (step.kind === 'cancel') await change.set({ isActive: 0 }).execute();
            if (step.kind === 'restore') await change.set({ isActive: 1 }).execute();
            if (step.kind === 'move') await change.set({ vaccinationCenterId: at(centers, step.center) }).execute();
            if (step.kind === 'redate') await change.set({ applicationDateTime: step.applicationDateTime }).execute();
            if (step.kind === 'renumber') await change.set({ doseNumber: step.doseNumber }).execute();
            if (step.kind === 'rebatch') {
              const vaccine = at(vaccines, step.vaccine);
              await change
                .set({ vaccineBatchId: vaccine.batchId, vaccineId: vaccine.vaccineId, isHistorical: 0 })
                .execute();
            }
            if (step.kind === 'delete') {
              await db.deleteFrom('applied_doses').where('id', '=', id).execute();
              alive.delete(id);
            }
          }
          const populations = populationRows.map((row) => ({
            vaccinationCenterId: at(centers, row.center),
            year: row.year,
            ageInYears: row.ageInYears,
            population: row.population,
          }));
          if (populations.length > 0) await db.insertInto('target_populations').values(populations).execute();

          try {
            const world = await readWorld(populations);
            for (const year of years) {
              for (const centerId of [undefined, ...centers]) {
                for (const query of [
                  { year, centerId },
                  { year, centerId, month },
                ]) {
                  expect(await coverageItems(db, query), JSON.stringify(query)).toEqual(oracleCoverage(world, query));
                  expect(await zeroDoseItems(db, { ...query, today }), JSON.stringify(query)).toEqual(
                    oracleZeroDose(world, { ...query, today }),
                  );
                }
                expect(await dropoutItems(db, { year, centerId })).toEqual(oracleDropout(world, { year, centerId }));
              }
              const vaccineId = at(vaccines, month).vaccineId;
              expect(await coverageItems(db, { year, month, vaccineId })).toEqual(
                oracleCoverage(world, { year, month, vaccineId }),
              );
            }
          } finally {
            await db.deleteFrom('applied_doses').where('patientId', 'in', patients).execute();
            await sql`DELETE FROM ${sql.table('target_populations')}`.execute(db);
          }
        },
      ),
      { numRuns: 30, seed: propertySeed },
    );
  });
});
