import type { Db } from '../../engine/server';
import { ApiFailure, defineBehaviour, tableOf } from '../../engine/server';
import { targetPopulations } from '../../entities/target-populations';
import { vaccinationCenters } from '../../entities/vaccination-centers';

/**
 * Said when another active row holds the same centre, year and age.
 *
 * @example
 * duplicatePopulationMessage(2026, 0) // 'Ya existe una población objetivo activa de este centro para 2026 y la edad 0'
 */
export const duplicatePopulationMessage = (year: number, ageInYears: number) =>
  `Ya existe una población objetivo activa de este centro para ${year} y la edad ${ageInYears}`;

type PopulationKey = { vaccinationCenterId: number; year: number; ageInYears: number; id?: number };

/**
 * 409 when another active row (not `id`, the row being written) holds the same centre, year
 * and age. On PostgreSQL the no-op update first holds the centre's row lock until the write
 * commits, so two writes for one centre cannot both find the key free; SQLite writes one at a time.
 */
const refuseDuplicate = async (db: Db, key: PopulationKey) => {
  await db
    .updateTable(tableOf(vaccinationCenters))
    .set((eb) => ({ isActive: eb.ref('isActive') }))
    .where('id', '=', key.vaccinationCenterId)
    .execute();
  let twin = db
    .selectFrom(tableOf(targetPopulations))
    .select('id')
    .where('vaccinationCenterId', '=', key.vaccinationCenterId)
    .where('year', '=', key.year)
    .where('ageInYears', '=', key.ageInYears)
    .where('isActive', '=', 1);
  if (key.id !== undefined) twin = twin.where('id', '<>', key.id);
  if (await twin.executeTakeFirst()) {
    const message = duplicatePopulationMessage(key.year, key.ageInYears);
    throw new ApiFailure(409, message, { ageInYears: message });
  }
};

const keyOf = (row: Record<string, unknown>, id?: number): PopulationKey => ({
  vaccinationCenterId: Number(row.vaccinationCenterId),
  year: Number(row.year),
  ageInYears: Number(row.ageInYears),
  id,
});

/** Target populations: one active row per centre, year and age, on a create, an edit and a restore alike. */
export const targetPopulationBehaviour = defineBehaviour(targetPopulations, {
  beforeChange: async ({ operation, id, values, original, context }) => {
    await refuseDuplicate(context.db, keyOf(operation === 'create' ? values : { ...original, ...values }, id));
    return values;
  },
  beforeRestore: ({ id, original, context }) => refuseDuplicate(context.db, keyOf(original, id)),
});
