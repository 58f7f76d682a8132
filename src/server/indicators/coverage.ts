import type { CoverageItem } from '../../domain/indicator-answers';
import type { CoverageQuery } from '../../domain/indicator-queries';
import { coveragePercentOf, proratedPopulation, roundToTenth, targetAgeOf } from '../../domain/indicators';
import type { Db } from '../../engine/server';
import { activeRulesOf } from '../programme/rules-of';
import { readVaccines } from './catalogue';
import { doseSums } from './dose-sums';
import { type Place, placeOfQuery } from './place';
import { groupsOf } from './place-labels';
import { populationsByAge } from './populations';

/**
 * Administrative coverage (PAHO/WHO) of a year, or of the year up to the end of `month`: per
 * vaccine and dose number, the active doses given at the place (a centre, a unit's centres, the
 * whole network), historical ones left out, against the population of the dose's age (its
 * rule's recommended age in whole years, 0 without one) entered for the place's centres and
 * year, prorated by month / 12. An item for each dose of an active vaccine's series that has
 * doses or a population to divide by, and for each dose number of any vaccine with doses; by
 * vaccine name, then dose number. Under `groupBy`, the same per unit of that level, by the
 * unit's name: the units' doses and populations add up to the place's.
 *
 * @example
 * await coverageItems(db, { year: 2026, centerId: 3 })
 * // [{ vaccinationCenterId: 3, centerName: 'Centro Norte', vaccineId: 4, vaccineName: 'Pentavalente',
 * //    doseNumber: 1, dosesApplied: 8, targetPopulation: 10, coveragePercent: 80 }, ...]
 */
export const coverageItems = async (
  db: Db,
  query: CoverageQuery,
  place: Place = placeOfQuery(query),
): Promise<CoverageItem[]> => {
  const { year, month = null, vaccineId, groupBy } = query;
  const [sums, populations, vaccines, rules] = await Promise.all([
    doseSums(db, { year, throughMonth: month ?? 12, place, groupBy, vaccineId }),
    populationsByAge(db, { year, place, groupBy }),
    readVaccines(db, vaccineId),
    activeRulesOf(db, vaccineId),
  ]);
  const groups = await groupsOf(db, { place, groupBy, keys: [...sums.keys(), ...populations.keys()] });
  return groups.flatMap(({ key, label }) => {
    const applied = sums.of(key);
    const ages = populations.get(key);
    return vaccines.flatMap((vaccine) => {
      const series = vaccine.isActive ? Array.from({ length: vaccine.requiredDoses }, (_, index) => index + 1) : [];
      const numbers = [...new Set([...series, ...applied.numbersOf(vaccine.id)])].sort((a, b) => a - b);
      return numbers.flatMap((doseNumber): CoverageItem[] => {
        const dosesApplied = applied.of(vaccine.id, doseNumber);
        const population = ages?.get(targetAgeOf(rules, vaccine.id, doseNumber)) ?? null;
        const target = proratedPopulation(population, month);
        if (dosesApplied === 0 && target === null) return [];
        return [
          {
            ...label,
            vaccineId: vaccine.id,
            vaccineName: vaccine.vaccineName,
            doseNumber,
            dosesApplied,
            targetPopulation: target === null ? null : roundToTenth(target),
            coveragePercent: coveragePercentOf(dosesApplied, target),
          },
        ];
      });
    });
  });
};
