import { describe, expect, it } from 'vitest';
import { cdcSchedule } from '../../helpers/cdsi/load-cdc-schedule';

describe("readSupportingData, CDC's v4.10", () => {
  const schedule = cdcSchedule();

  it('should read every antigen file, vaccine, live-virus conflict and observation', () => {
    expect(schedule.antigens).toHaveLength(24);
    expect(schedule.vaccines).toHaveLength(143);
    expect(schedule.liveVirusConflicts).toHaveLength(400);
    expect(schedule.observations).toHaveLength(187);
  });

  it('should map a vaccine group to its antigens', () => {
    expect(schedule.vaccineGroups.find((group) => group.name === 'DTaP/Tdap/Td')).toEqual({
      name: 'DTaP/Tdap/Td',
      antigens: ['Diphtheria', 'Pertussis', 'Tetanus'],
      isAdministeredWhole: false,
    });
  });

  it("should write CDC's durations and dates in the model's spelling", () => {
    const polio = schedule.antigens.find((antigen) => antigen.name === 'Polio');
    expect(polio?.series[0]?.doses[3]?.ages).toMatchObject([
      { absoluteMinimum: '18 weeks - 4 days', cessationDate: '2009-08-06' },
      { minimum: '4 years', effectiveDate: '2009-08-07' },
    ]);
    expect(schedule.antigens.find((antigen) => antigen.name === 'Measles')?.immunity.bornBefore).toBe('1957-01-01');
  });
});
