import { describe, expect, it } from 'vitest';
import { addDays } from '../../../src/domain/calendar-days';
import { checkDoseTiming } from '../../../src/domain/dose-timing';
import type { ForecastDose, ScheduleRule } from '../../../src/domain/forecast';
import { scheduleRules } from '../../../src/entities/schedule-rules';
import { demoBatches, demoChildren, demoDoses, demoVaccines } from '../../../src/server/demo-data';
import { demoScheduleRules } from '../../../src/server/demo-schedule';

const vaccineIds = new Map(demoVaccines.map((vaccine, index) => [vaccine.vaccineName, index + 1]));
const idOf = (name: string) => vaccineIds.get(name) ?? 0;
const rules: ScheduleRule[] = demoScheduleRules.map(({ vaccine, ...rule }) => ({ ...rule, vaccineId: idOf(vaccine) }));
const vaccineOfBatch = (batchNumber: string) => demoBatches.find((batch) => batch.batchNumber === batchNumber)?.vaccine;
const today = new Date().toISOString().slice(0, 10);

describe('the demo schedule', () => {
  it('should have rules the API accepts: valid, within their series, one per vaccine and dose', () => {
    for (const { vaccine, ...rule } of demoScheduleRules) {
      const series = demoVaccines.find((candidate) => candidate.vaccineName === vaccine);
      expect(scheduleRules.schemas.create.safeParse({ ...rule, vaccineId: idOf(vaccine) }).success).toBe(true);
      expect(rule.doseNumber).toBeLessThanOrEqual(series?.requiredDoses ?? 0);
    }
    const keys = rules.map((rule) => `${rule.vaccineId}/${rule.doseNumber}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('should give the children only doses their age and interval allow, and a catchment centre', () => {
    const refused = demoChildren.flatMap((child) => {
      const doses = demoDoses
        .filter(([patient]) => patient === child.firstName)
        .map(([, batch, , doseNumber, daysAgo]) => ({
          vaccineName: vaccineOfBatch(batch) ?? '',
          doseNumber,
          date: addDays(today, -daysAgo),
        }));
      return doses.flatMap((dose, index) => {
        const vaccine = demoVaccines.find((candidate) => candidate.vaccineName === dose.vaccineName);
        if (!vaccine) return [`${child.firstName}: ${dose.vaccineName} is no demo vaccine`];
        const earlier: ForecastDose[] = doses
          .slice(0, index)
          .filter((other) => other.vaccineName === dose.vaccineName)
          .map((other) => ({
            vaccineId: idOf(other.vaccineName),
            doseNumber: other.doseNumber,
            date: other.date,
            isActive: true,
          }));
        const issue = checkDoseTiming({
          birthDate: child.dateOfBirth,
          vaccine: { ...vaccine, id: idOf(vaccine.vaccineName) },
          rules,
          doses: earlier,
          proposal: { doseNumber: dose.doseNumber, date: dose.date },
        });
        return issue ? [`${child.firstName}: ${issue.message}`] : [];
      });
    });
    expect(refused).toEqual([]);
    expect(demoChildren.every((child) => Number.isInteger(child.center))).toBe(true);
  });

  it('should have children from 2 to 30 months old, some without any dose', () => {
    const scheduled = demoChildren.filter((child) => child.dateOfBirth > addDays(today, -31 * 30));
    const withoutDoses = scheduled.filter((child) => !demoDoses.some(([patient]) => patient === child.firstName));

    expect(scheduled.length).toBeGreaterThanOrEqual(8);
    expect(withoutDoses.length).toBeGreaterThanOrEqual(3);
  });
});
