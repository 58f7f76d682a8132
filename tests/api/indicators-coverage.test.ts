import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/calendar-days';
import { setUpApiFixture } from '../helpers/api-fixture';
import { indicatorData } from '../helpers/indicator-data';
import { programmeData, serverToday } from '../helpers/programme-data';

// Each test has centres and vaccines of its own, and moves its doses to a year of its own
// when it needs one (the API dates a dose given here now).
const fixture = setUpApiFixture();
const data = programmeData(fixture);
const indicators = indicatorData(fixture);

const currentYear = () => Number(serverToday().slice(0, 4));

/** `count` infants at the centre, born three months ago. */
const infants = async (centerId: number, count: number) => {
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    ids.push(await data.patient({ birthDate: addDays(serverToday(), -90), centerId }));
  }
  return ids;
};

describe('GET /indicators/coverage', () => {
  it('should answer the hand-computed coverage and dropout of a centre: 80.0 %, 60.0 %, 25.0 %', async () => {
    const year = currentYear();
    const centerId = await data.center();
    const vaccine = await data.vaccine({ requiredDoses: 3 });
    await indicators.population({ vaccinationCenterId: centerId, year, ageInYears: 0, population: 10 });
    const children = await infants(centerId, 10);
    const dose = (patientId: number, doseNumber: number) =>
      data.dose({ patientId, batchId: vaccine.batchId, centerId, doseNumber });
    // 8 first doses; 6 of those children go on to the third.
    for (const patientId of children.slice(0, 8)) await dose(patientId, 1);
    for (const patientId of children.slice(0, 6)) {
      await dose(patientId, 2);
      await dose(patientId, 3);
    }
    // A first dose cancelled, and one given elsewhere (historical): neither is the centre's.
    const cancelled = await dose(children[8] as number, 1);
    expect((await fixture.api.admin('PATCH', `/applied-doses/cancel/${cancelled}`)).status).toBe(200);
    await data.historicalDose({
      patientId: children[9] as number,
      vaccineId: vaccine.vaccineId,
      centerId,
      date: serverToday(),
    });

    const query = { year, centerId, vaccineId: vaccine.vaccineId };
    const coverage = await indicators.coverage(query);
    const center = { vaccinationCenterId: centerId, vaccineId: vaccine.vaccineId, vaccineName: vaccine.name };
    expect(coverage).toEqual([
      {
        ...center,
        centerName: expect.any(String),
        doseNumber: 1,
        dosesApplied: 8,
        targetPopulation: 10,
        coveragePercent: 80,
      },
      {
        ...center,
        centerName: expect.any(String),
        doseNumber: 2,
        dosesApplied: 6,
        targetPopulation: 10,
        coveragePercent: 60,
      },
      {
        ...center,
        centerName: expect.any(String),
        doseNumber: 3,
        dosesApplied: 6,
        targetPopulation: 10,
        coveragePercent: 60,
      },
    ]);
    expect(coverage[0]?.centerName).toMatch(/^Centro /);
    expect(await indicators.dropout(query)).toEqual([
      { ...center, centerName: coverage[0]?.centerName, firstDoses: 8, lastDoses: 6, dropoutPercent: 25 },
    ]);
    // The admin reads the same.
    expect(await indicators.coverage(query, 'admin')).toEqual(coverage);
  });

  it('should sum the whole network without a centre: every centre’s doses over every centre’s population', async () => {
    const [north, south] = [await data.center(), await data.center()];
    const vaccine = await data.vaccine({ requiredDoses: 2 });
    await indicators.population({ vaccinationCenterId: north, year: 2023, ageInYears: 0, population: 30 });
    await indicators.population({ vaccinationCenterId: south, year: 2023, ageInYears: 0, population: 20 });
    const doses: number[] = [];
    for (const [centerId, doseNumbers] of [
      [north, [1, 1, 1]],
      [south, [1, 1]],
    ] as const) {
      for (const patientId of await infants(centerId, doseNumbers.length)) {
        doses.push(await data.dose({ patientId, batchId: vaccine.batchId, centerId }));
      }
    }
    const [southChild] = await infants(south, 1);
    doses.push(await data.dose({ patientId: southChild as number, batchId: vaccine.batchId, centerId: south }));
    doses.push(
      await data.dose({ patientId: southChild as number, batchId: vaccine.batchId, centerId: south, doseNumber: 2 }),
    );
    await indicators.redate(doses, '2023-06-15T10:00:00.000Z');

    const network = {
      vaccinationCenterId: null,
      centerName: null,
      vaccineId: vaccine.vaccineId,
      vaccineName: vaccine.name,
    };
    expect(await indicators.coverage({ year: 2023, vaccineId: vaccine.vaccineId })).toEqual([
      { ...network, doseNumber: 1, dosesApplied: 6, targetPopulation: 50, coveragePercent: 12 },
      { ...network, doseNumber: 2, dosesApplied: 1, targetPopulation: 50, coveragePercent: 2 },
    ]);
    const southern = await indicators.coverage({ year: 2023, vaccineId: vaccine.vaccineId, centerId: south });
    expect(
      southern.map(({ doseNumber, dosesApplied, coveragePercent }) => [doseNumber, dosesApplied, coveragePercent]),
    ).toEqual([
      [1, 3, 15],
      [2, 1, 5],
    ]);
    expect(await indicators.dropout({ year: 2023, vaccineId: vaccine.vaccineId })).toEqual([
      { ...network, firstDoses: 6, lastDoses: 1, dropoutPercent: 83.3 },
    ]);
    // Another year holds none of them.
    expect(await indicators.coverage({ year: 2022, vaccineId: vaccine.vaccineId })).toEqual([]);
  });

  it('should count up to the end of the month and prorate the population by month / 12, dividing by the unrounded target', async () => {
    const centerId = await data.center();
    const vaccine = await data.vaccine({ requiredDoses: 1 });
    await indicators.population({ vaccinationCenterId: centerId, year: 2024, ageInYears: 0, population: 10 });
    const [january, march, lastMinuteOfMarch, may] = await Promise.all(
      (await infants(centerId, 4)).map((patientId) => data.dose({ patientId, batchId: vaccine.batchId, centerId })),
    );
    await indicators.redate([january as number], '2024-01-20T09:00:00.000Z');
    await indicators.redate([march as number], '2024-03-01T00:00:00.000Z');
    await indicators.redate([lastMinuteOfMarch as number], '2024-03-31T23:59:59.999Z');
    await indicators.redate([may as number], '2024-05-02T12:00:00.000Z');

    const figures = async (month?: number) =>
      (await indicators.coverage({ year: 2024, month, centerId, vaccineId: vaccine.vaccineId })).map(
        ({ dosesApplied, targetPopulation, coveragePercent }) => ({ dosesApplied, targetPopulation, coveragePercent }),
      );
    // January: 10 × 1 / 12 = 0.8333…, shown 0.8; 1 / 0.8333… = 120.0 % (not 125.0 %).
    expect(await figures(1)).toEqual([{ dosesApplied: 1, targetPopulation: 0.8, coveragePercent: 120 }]);
    expect(await figures(2)).toEqual([{ dosesApplied: 1, targetPopulation: 1.7, coveragePercent: 60 }]);
    expect(await figures(3)).toEqual([{ dosesApplied: 3, targetPopulation: 2.5, coveragePercent: 120 }]);
    expect(await figures(12)).toEqual([{ dosesApplied: 4, targetPopulation: 10, coveragePercent: 40 }]);
    expect(await figures()).toEqual([{ dosesApplied: 4, targetPopulation: 10, coveragePercent: 40 }]);
  });

  it('should answer null figures without a population, never dividing by zero', async () => {
    const centerId = await data.center();
    const vaccine = await data.vaccine({ requiredDoses: 2 });
    const [child] = await infants(centerId, 1);
    await data.dose({ patientId: child as number, batchId: vaccine.batchId, centerId });
    // A population of another year, or of another age, is no denominator.
    await indicators.population({
      vaccinationCenterId: centerId,
      year: currentYear() - 1,
      ageInYears: 0,
      population: 9,
    });
    await indicators.population({ vaccinationCenterId: centerId, year: currentYear(), ageInYears: 3, population: 9 });

    expect(await indicators.coverage({ year: currentYear(), centerId, vaccineId: vaccine.vaccineId })).toEqual([
      expect.objectContaining({ doseNumber: 1, dosesApplied: 1, targetPopulation: null, coveragePercent: null }),
    ]);
    expect(
      await indicators.coverage({ year: currentYear(), month: 6, centerId, vaccineId: vaccine.vaccineId }),
    ).toEqual([]);
    expect(await indicators.coverage({ year: currentYear(), centerId: 2_000_000_000 })).toEqual([]);
  });

  it('should measure a dose against the age of its rule’s recommended age, 0 without a rule, and list a dose with a target but no doses at 0.0 %', async () => {
    const year = currentYear();
    const centerId = await data.center();
    const measles = await data.vaccine({
      requiredDoses: 2,
      rules: [
        { doseNumber: 1, minimumAgeDays: 365, recommendedAgeDays: 365, overdueAgeDays: 400, minimumIntervalDays: 0 },
        { doseNumber: 2, minimumAgeDays: 500, recommendedAgeDays: 548, overdueAgeDays: 600, minimumIntervalDays: 28 },
      ],
    });
    await indicators.population({ vaccinationCenterId: centerId, year, ageInYears: 0, population: 20 });
    await indicators.population({ vaccinationCenterId: centerId, year, ageInYears: 1, population: 40 });
    for (const birthDate of [addDays(serverToday(), -400), addDays(serverToday(), -420)]) {
      const patientId = await data.patient({ birthDate, centerId });
      await data.dose({ patientId, batchId: measles.batchId, centerId });
    }

    const coverage = await indicators.coverage({ year, centerId, vaccineId: measles.vaccineId });
    expect(
      coverage.map(({ doseNumber, dosesApplied, targetPopulation, coveragePercent }) => [
        doseNumber,
        dosesApplied,
        targetPopulation,
        coveragePercent,
      ]),
    ).toEqual([
      [1, 2, 40, 5],
      [2, 0, 40, 0],
    ]);
  });
});
