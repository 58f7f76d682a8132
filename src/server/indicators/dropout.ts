import type { DropoutItem } from '../../domain/indicator-answers';
import type { DropoutQuery } from '../../domain/indicator-queries';
import { dropoutPercentOf } from '../../domain/indicators';
import type { Db } from '../../engine/server';
import { centerNames, readVaccines } from './catalogue';
import { doseSums } from './dose-sums';

/**
 * The dropout of each vaccine with a series of two doses or more in a year, at the centre
 * (the whole network without `centerId`): its first doses and its last ones (numbered
 * `requiredDoses`), active and given here, and 100 × (first − last) / first. A vaccine with
 * neither is left out; by vaccine name.
 *
 * @example
 * await dropoutItems(db, { year: 2026, centerId: 3 })
 * // [{ vaccinationCenterId: 3, centerName: 'Centro Norte', vaccineId: 4, vaccineName: 'Pentavalente',
 * //    firstDoses: 8, lastDoses: 6, dropoutPercent: 25 }]
 */
export const dropoutItems = async (db: Db, query: DropoutQuery): Promise<DropoutItem[]> => {
  const { year, centerId, vaccineId } = query;
  const [sums, vaccines, names] = await Promise.all([
    doseSums(db, { year, throughMonth: 12, centerId, vaccineId }),
    readVaccines(db, vaccineId),
    centerId === undefined ? undefined : centerNames(db, centerId),
  ]);
  return vaccines.flatMap((vaccine): DropoutItem[] => {
    if (vaccine.requiredDoses < 2) return [];
    const firstDoses = sums.of(vaccine.id, 1);
    const lastDoses = sums.of(vaccine.id, vaccine.requiredDoses);
    if (firstDoses === 0 && lastDoses === 0) return [];
    return [
      {
        vaccinationCenterId: centerId ?? null,
        centerName: centerId === undefined ? null : (names?.get(centerId) ?? ''),
        vaccineId: vaccine.id,
        vaccineName: vaccine.vaccineName,
        firstDoses,
        lastDoses,
        dropoutPercent: dropoutPercentOf(firstDoses, lastDoses),
      },
    ];
  });
};
