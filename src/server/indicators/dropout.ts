import type { DropoutItem } from '../../domain/indicator-answers';
import type { DropoutQuery } from '../../domain/indicator-queries';
import { dropoutPercentOf } from '../../domain/indicators';
import type { Db } from '../../engine/server';
import { readVaccines } from './catalogue';
import { doseSums } from './dose-sums';
import { type Place, placeOfQuery } from './place';
import { groupsOf } from './place-labels';

/**
 * The dropout of each vaccine with a series of two doses or more in a year, at the place (a
 * centre, a unit's centres, the whole network): its first doses and its last ones (numbered
 * `requiredDoses`), active and given here, and 100 × (first − last) / first. A vaccine with
 * neither is left out; by vaccine name. Under `groupBy`, the same per unit of that level, by
 * the unit's name: the units' first and last doses add up to the place's.
 *
 * @example
 * await dropoutItems(db, { year: 2026, centerId: 3 })
 * // [{ vaccinationCenterId: 3, centerName: 'Centro Norte', vaccineId: 4, vaccineName: 'Pentavalente',
 * //    firstDoses: 8, lastDoses: 6, dropoutPercent: 25 }]
 */
export const dropoutItems = async (
  db: Db,
  query: DropoutQuery,
  place: Place = placeOfQuery(query),
): Promise<DropoutItem[]> => {
  const { year, vaccineId, groupBy } = query;
  const [sums, vaccines] = await Promise.all([
    doseSums(db, { year, throughMonth: 12, place, groupBy, vaccineId }),
    readVaccines(db, vaccineId),
  ]);
  const groups = await groupsOf(db, { place, groupBy, keys: sums.keys() });
  return groups.flatMap(({ key, label }) =>
    vaccines.flatMap((vaccine): DropoutItem[] => {
      if (vaccine.requiredDoses < 2) return [];
      const firstDoses = sums.of(key).of(vaccine.id, 1);
      const lastDoses = sums.of(key).of(vaccine.id, vaccine.requiredDoses);
      if (firstDoses === 0 && lastDoses === 0) return [];
      return [
        {
          ...label,
          vaccineId: vaccine.id,
          vaccineName: vaccine.vaccineName,
          firstDoses,
          lastDoses,
          dropoutPercent: dropoutPercentOf(firstDoses, lastDoses),
        },
      ];
    }),
  );
};
