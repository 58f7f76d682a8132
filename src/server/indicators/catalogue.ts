import type { Db } from '../../engine/server';
import { tableOf } from '../../engine/server';
import { vaccines } from '../../entities/vaccines';

/** A vaccine as the indicators name and count it. */
export type IndicatorVaccine = { id: number; vaccineName: string; requiredDoses: number; isActive: boolean };

/**
 * Every vaccine, or the one asked for, active or not (a cancelled one still names old doses),
 * by name then id, as the page lists them.
 *
 * @example
 * const [vaccine] = await readVaccines(db, 4);
 */
export const readVaccines = async (db: Db, vaccineId?: number): Promise<IndicatorVaccine[]> => {
  let query = db.selectFrom(tableOf(vaccines)).select(['id', 'vaccineName', 'requiredDoses', 'isActive']);
  if (vaccineId !== undefined) query = query.where('id', '=', vaccineId);
  const rows = await query.execute();
  return rows
    .map((row) => ({
      id: Number(row.id),
      vaccineName: String(row.vaccineName ?? ''),
      requiredDoses: Number(row.requiredDoses ?? 0),
      isActive: Number(row.isActive) === 1,
    }))
    .sort((a, b) => a.vaccineName.localeCompare(b.vaccineName, 'es') || a.id - b.id);
};
