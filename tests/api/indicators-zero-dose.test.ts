import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/calendar-days';
import { yearsBefore } from '../../src/domain/indicators';
import { setUpApiFixture } from '../helpers/api-fixture';
import { indicatorData } from '../helpers/indicator-data';
import { programmeData, serverToday } from '../helpers/programme-data';

const fixture = setUpApiFixture();
const data = programmeData(fixture);
const indicators = indicatorData(fixture);

/** The figures of some centres' items, by centre id. */
const figuresOf = async (query: Record<string, number | undefined>, centerIds: readonly number[]) =>
  (await indicators.zeroDose(query))
    .filter((item) => centerIds.includes(item.vaccinationCenterId))
    .map(({ vaccinationCenterId, childrenUnderOne, zeroDose, zeroDosePercent }) => ({
      vaccinationCenterId,
      childrenUnderOne,
      zeroDose,
      zeroDosePercent,
    }));

describe('GET /indicators/zero-dose', () => {
  it('should count, by catchment centre, the children under 1 at the period’s end and those without any dose by then', async () => {
    const [north, south] = [await data.center(), await data.center()];
    const vaccine = await data.vaccine({ requiredDoses: 2 });
    const child = (birthDate: string, centerId?: number) => data.patient({ birthDate, centerId });
    const doseOn = async (patientId: number, centerId: number, dateTime: string, doseNumber = 1) => {
      const id = await data.dose({ patientId, batchId: vaccine.batchId, centerId, doseNumber });
      await indicators.redate([id], dateTime);
    };
    await child('2023-03-01', north); // no dose at all
    await doseOn(await child('2023-06-01', north), north, '2023-08-10T10:00:00.000Z'); // a dose in August
    await child('2022-12-31', north); // turns 1 on 31 December 2023
    await data.historicalDose({
      patientId: await child('2023-02-01', north),
      vaccineId: vaccine.vaccineId,
      centerId: south,
      date: '2023-04-01',
    }); // vaccinated elsewhere in April
    await doseOn(await child('2023-05-01', north), north, '2024-02-01T10:00:00.000Z'); // first dose in 2024
    const wanderer = await child('2023-04-01'); // no catchment centre: their latest dose's is north
    await doseOn(wanderer, south, '2023-05-01T10:00:00.000Z');
    await doseOn(wanderer, north, '2023-09-01T10:00:00.000Z', 2);
    await child('2023-04-01'); // no catchment centre, no dose: no centre's
    const deleted = await child('2023-07-01', north);
    expect((await fixture.api.admin('DELETE', `/patients/${deleted}`)).status).toBe(200);
    await child('2023-03-01', south); // no dose at all

    // The year: born after 31 December 2022 and by 31 December 2023.
    expect(await figuresOf({ year: 2023 }, [north, south])).toEqual(
      expect.arrayContaining([
        { vaccinationCenterId: north, childrenUnderOne: 5, zeroDose: 2, zeroDosePercent: 40 },
        { vaccinationCenterId: south, childrenUnderOne: 1, zeroDose: 1, zeroDosePercent: 100 },
      ]),
    );
    // June: born after 30 June 2022 and by 30 June 2023; the August dose came later.
    expect(await figuresOf({ year: 2023, month: 6 }, [north, south])).toEqual(
      expect.arrayContaining([
        { vaccinationCenterId: north, childrenUnderOne: 6, zeroDose: 4, zeroDosePercent: 66.7 },
        { vaccinationCenterId: south, childrenUnderOne: 1, zeroDose: 1, zeroDosePercent: 100 },
      ]),
    );
    const [southern, ...others] = await indicators.zeroDose({ year: 2023, centerId: south }, 'admin');
    expect(others).toEqual([]);
    expect(southern).toEqual({
      vaccinationCenterId: south,
      centerName: expect.stringMatching(/^Centro /),
      childrenUnderOne: 1,
      zeroDose: 1,
      zeroDosePercent: 100,
    });
    expect(await indicators.zeroDose({ year: 2021, centerId: north })).toEqual([]);
  });

  it('should end the current year’s period today', async () => {
    const centerId = await data.center();
    const today = serverToday();
    await data.patient({ birthDate: addDays(yearsBefore(today, 1), 1), centerId }); // turns 1 tomorrow
    await data.patient({ birthDate: yearsBefore(today, 1), centerId }); // turned 1 today

    expect(await figuresOf({ year: Number(today.slice(0, 4)) }, [centerId])).toEqual([
      { vaccinationCenterId: centerId, childrenUnderOne: 1, zeroDose: 1, zeroDosePercent: 100 },
    ]);
  });
});
