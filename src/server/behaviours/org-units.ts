import { type OrgUnitLevel, parentLevelOf } from '../../domain/org-units';
import { ApiFailure, type Db, defineBehaviour, invalidData, tableOf } from '../../engine/server';
import { orgUnits } from '../../entities/org-units';
import { vaccinationCenters } from '../../entities/vaccination-centers';

/** Said of a second national unit. */
export const secondNationalMessage = 'Ya existe la unidad de nivel nacional: la red tiene una sola';

/** Said of a unit whose level would change while units or centres hang from it. */
export const levelInUseMessage = 'No se puede cambiar el nivel de una unidad con unidades o centros a su cargo';

const parentMessages: Readonly<Record<Exclude<OrgUnitLevel, 'national'>, string>> = {
  region: 'La unidad superior de una región es la unidad de nivel nacional',
  district: 'La unidad superior de un distrito es una región',
};

const units = tableOf(orgUnits);

/** 409 when an active national unit other than `id` exists. */
const refuseSecondNational = async (db: Db, id?: number) => {
  let other = db.selectFrom(units).select('id').where('level', '=', 'national').where('isActive', '=', 1);
  if (id !== undefined) other = other.where('id', '<>', id);
  if (await other.executeTakeFirst())
    throw new ApiFailure(409, secondNationalMessage, { level: secondNationalMessage });
};

/** Whether active units or centres hang from the unit. */
const hasDependants = async (db: Db, id: number) => {
  const [child, center] = await Promise.all([
    db.selectFrom(units).select('id').where('parentId', '=', id).where('isActive', '=', 1).executeTakeFirst(),
    db
      .selectFrom(tableOf(vaccinationCenters))
      .select('id')
      .where('orgUnitId', '=', id)
      .where('isActive', '=', 1)
      .executeTakeFirst(),
  ]);
  return child !== undefined || center !== undefined;
};

/**
 * The network's tree kept whole: one active national unit without a parent, a region's parent
 * the national unit, a district's a region (400 on `parentId` otherwise, 409 for a second
 * national unit), and a unit's level unchanged while units or centres hang from it (409). A
 * unit with active units or centres under it is not deleted: the engine refuses it (409) as it
 * refuses deleting any row in use.
 */
export const orgUnitBehaviour = defineBehaviour(orgUnits, {
  beforeChange: async ({ operation, id, original, values, context }) => {
    const level = values.level as OrgUnitLevel;
    if (operation === 'update' && original?.level !== level && (await hasDependants(context.db, id))) {
      throw new ApiFailure(409, levelInUseMessage, { level: levelInUseMessage });
    }
    const expected = parentLevelOf[level];
    if (expected === null) {
      await refuseSecondNational(context.db, id);
      return { ...values, parentId: null };
    }
    const parent = await context.db
      .selectFrom(units)
      .select(['id', 'level'])
      .where('id', '=', Number(values.parentId))
      .where('isActive', '=', 1)
      .executeTakeFirst();
    if (parent?.level !== expected || parent.id === id) {
      throw invalidData({ parentId: parentMessages[level as Exclude<OrgUnitLevel, 'national'>] });
    }
    return values;
  },
  beforeRestore: async ({ id, original, context }) => {
    if (original.level === 'national') await refuseSecondNational(context.db, id);
  },
});
