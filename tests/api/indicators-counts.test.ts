import { describe, expect, it } from 'vitest';
import { setUpApiFixture } from '../helpers/api-fixture';
import { indicatorData } from '../helpers/indicator-data';
import { programmeData } from '../helpers/programme-data';
import { payloads } from '../helpers/sample-data';

// The stored dose counts (migration 0012) against a count made again from every dose, after
// each kind of write: the API's, and plain SQL's as a bulk import or a database fix makes them.
const fixture = setUpApiFixture();
const data = programmeData(fixture);
const indicators = indicatorData(fixture);

const expectExactCounts = async (step: string) => {
  expect(await indicators.storedCounts(), step).toEqual(await indicators.recountedDoses());
};

describe('the stored dose counts', () => {
  it('should follow every write of the API: a registration, an edit of centre, number, batch or kind, a cancel and a restore', async () => {
    const [north, south] = [await data.center(), await data.center()];
    const [three, two] = [await data.vaccine({ requiredDoses: 3 }), await data.vaccine({ requiredDoses: 2 })];
    const [first, second] = [
      await data.patient({ birthDate: '2024-01-10' }),
      await data.patient({ birthDate: '2024-02-10' }),
    ];
    const body = (overrides: Record<string, unknown>) => ({
      ...payloads.dose({
        patientId: second,
        vaccineBatchId: three.batchId,
        vaccinationCenterId: north,
        applyingUserId: fixture.api.userIds.health,
      }),
      ...overrides,
    });

    const kept = await data.dose({ patientId: first, batchId: three.batchId, centerId: north });
    await expectExactCounts('a registration');
    const moved = await data.dose({ patientId: second, batchId: three.batchId, centerId: north });
    const before = await indicators.storedCounts();
    expect(before.reduce((sum, row) => sum + Number(row.doseCount), 0)).toBe(2);
    const edits = [
      ['another centre', body({ vaccinationCenterId: south })],
      ['another dose number', body({ vaccinationCenterId: south, doseNumber: 2 })],
      ['a batch of another vaccine', body({ vaccinationCenterId: south, doseNumber: 2, vaccineBatchId: two.batchId })],
      [
        'a dose given elsewhere',
        body({ isHistorical: true, vaccineBatchId: null, vaccineId: two.vaccineId, applicationDate: '2025-01-15' }),
      ],
    ] as const;
    for (const [step, edit] of edits) {
      const response = await fixture.api.admin('PATCH', `/applied-doses/${moved}`, edit);
      expect(response.status, response.text).toBe(200);
      await expectExactCounts(step);
    }
    expect((await fixture.api.admin('PATCH', `/applied-doses/cancel/${kept}`)).status).toBe(200);
    await expectExactCounts('a cancel');
    expect(await indicators.storedCounts()).toEqual([]);
    expect((await fixture.api.admin('POST', `/applied-doses/${kept}/restore`)).status).toBe(200);
    await expectExactCounts('a restore');
    expect(await indicators.storedCounts()).toEqual([
      expect.objectContaining({ centerId: north, vaccineId: three.vaccineId, doseNumber: 1, doseCount: 1 }),
    ]);
  });

  it('should follow a bulk import and bulk fixes in plain SQL: inserts, cancels, moves, dates and deletions', async () => {
    const [north, south] = [await data.center(), await data.center()];
    const [three, two] = [await data.vaccine({ requiredDoses: 3 }), await data.vaccine({ requiredDoses: 2 })];
    const { db } = fixture.api.store;
    const rows = Array.from({ length: 240 }, (_, index) => {
      const vaccine = index % 2 === 0 ? three : two;
      return {
        isActive: index % 11 === 0 ? 0 : 1,
        patientId: fixture.ids.patientId,
        vaccineBatchId: index % 7 === 0 ? null : vaccine.batchId,
        // An import may leave the vaccine to the batch.
        vaccineId: index % 5 === 0 ? null : vaccine.vaccineId,
        isHistorical: index % 13 === 0 ? 1 : index % 17 === 0 ? null : 0,
        doseNumber: (index % 3) + 1,
        vaccinationCenterId: index % 4 === 0 ? south : north,
        applyingUserId: fixture.api.userIds.health,
        recordedByUserId: fixture.api.userIds.health,
        applicationDateTime: `${2021 + (index % 3)}-${String((index % 12) + 1).padStart(2, '0')}-15T10:00:00.000Z`,
      };
    });

    await db.insertInto('applied_doses').values(rows).execute();
    await expectExactCounts('a bulk insert');
    const imported = (
      await db.selectFrom('applied_doses').select('id').where('patientId', '=', fixture.ids.patientId).execute()
    ).map((row) => Number(row.id));
    const some = (every: number) => imported.filter((id) => id % every === 0);

    await db.updateTable('applied_doses').set({ isActive: 0 }).where('id', 'in', some(3)).execute();
    await expectExactCounts('a bulk cancel');
    await db.updateTable('applied_doses').set({ isActive: 1 }).where('id', 'in', some(6)).execute();
    await expectExactCounts('a bulk restore');
    await db.updateTable('applied_doses').set({ vaccinationCenterId: south }).where('id', 'in', some(4)).execute();
    await expectExactCounts('a bulk move');
    await db
      .updateTable('applied_doses')
      .set({ applicationDateTime: '2020-02-29T23:30:00.000Z', doseNumber: 2 })
      .where('id', 'in', some(5))
      .execute();
    await expectExactCounts('a bulk change of date and number');
    await db.updateTable('applied_doses').set({ isHistorical: 1 }).where('id', 'in', some(7)).execute();
    await expectExactCounts('a bulk change of kind');
    await db.updateTable('applied_doses').set({ observations: 'Revisada' }).where('id', 'in', imported).execute();
    await expectExactCounts('an edit of no counted column');
    await db.deleteFrom('applied_doses').where('id', 'in', some(2)).execute();
    await expectExactCounts('a bulk deletion');
    await db.deleteFrom('applied_doses').where('id', 'in', imported).execute();
    await expectExactCounts('the import deleted');
  });
});
