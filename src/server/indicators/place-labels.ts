import { sql } from 'kysely';
import type { PlaceGrouping } from '../../domain/indicator-queries';
import { type Db, tableOf } from '../../engine/server';
import { orgUnits } from '../../entities/org-units';
import { vaccinationCenters } from '../../entities/vaccination-centers';
import type { Place } from './place';

/** How an item names its place: a centre (with its district when broken down), a unit, or neither (the network). */
export type PlaceLabel = {
  vaccinationCenterId: number | null;
  centerName: string | null;
  orgUnitId?: number;
  orgUnitName?: string;
};

/** A group's key and its label, in the order the items list them. */
export type LabelledGroup = { key: number; label: PlaceLabel };

/**
 * The label of a place's own figures: its centre (`vaccinationCenterId`, `centerName`, as
 * always), its unit (`orgUnitId`, `orgUnitName`, centre fields null), or the whole network
 * (all null, no unit).
 *
 * @example
 * await placeLabelOf(db, { kind: 'center', centerId: 3 }) // { vaccinationCenterId: 3, centerName: 'Centro Norte' }
 */
export const placeLabelOf = async (db: Db, place: Place): Promise<PlaceLabel> => {
  if (place.kind === 'center') {
    const row = await db
      .selectFrom(tableOf(vaccinationCenters))
      .select('centerName')
      .where('id', '=', place.centerId)
      .executeTakeFirst();
    return { vaccinationCenterId: place.centerId, centerName: String(row?.centerName ?? '') };
  }
  const network = { vaccinationCenterId: null, centerName: null };
  return place.unit ? { ...network, orgUnitId: place.unit.id, orgUnitName: place.unit.name } : network;
};

type LabelRow = { id: number; name: string | null; unitId: number | null; unitName: string | null };

/**
 * The labels of the groups of a breakdown, read by primary key, by name (Spanish order) then
 * id: a centre's with its district, a district's or a region's with the unit alone. A key that
 * names no row (a dose counted under no centre) is left out.
 *
 * @example
 * await groupLabelsOf(db, 'district', [3, 5])
 * // [{ key: 5, label: { vaccinationCenterId: null, centerName: null, orgUnitId: 5, orgUnitName: 'Distrito Este' } }, …]
 */
export const groupLabelsOf = async (
  db: Db,
  groupBy: PlaceGrouping,
  keys: Iterable<number>,
): Promise<LabelledGroup[]> => {
  const ids = [...new Set(keys)];
  if (ids.length === 0) return [];
  const rows =
    groupBy === 'center'
      ? await sql<LabelRow>`
          SELECT "c"."id" AS "id", "c"."centerName" AS "name", "d"."id" AS "unitId", "d"."name" AS "unitName"
          FROM ${sql.table(tableOf(vaccinationCenters))} AS "c"
          LEFT JOIN ${sql.table(tableOf(orgUnits))} AS "d" ON "d"."id" = "c"."orgUnitId"
          WHERE "c"."id" IN (${sql.join(ids)})`.execute(db)
      : await sql<LabelRow>`
          SELECT "id", "name", "id" AS "unitId", "name" AS "unitName" FROM ${sql.table(tableOf(orgUnits))}
          WHERE "id" IN (${sql.join(ids)})`.execute(db);
  return rows.rows
    .map((row) => ({ key: Number(row.id), name: String(row.name ?? ''), label: labelOf(groupBy, row) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es') || a.key - b.key)
    .map(({ key, label }) => ({ key, label }));
};

const labelOf = (groupBy: PlaceGrouping, row: LabelRow): PlaceLabel => {
  const unit = row.unitId === null ? {} : { orgUnitId: Number(row.unitId), orgUnitName: String(row.unitName ?? '') };
  return groupBy === 'center'
    ? { vaccinationCenterId: Number(row.id), centerName: String(row.name ?? ''), ...unit }
    : { vaccinationCenterId: null, centerName: null, ...unit };
};

/**
 * The groups an answer lists, in order: the place itself under key 0 without `groupBy`, else
 * the units of that level that have figures (`keys`), labelled.
 *
 * @example
 * await groupsOf(db, { place, groupBy: 'region', keys: sums.keys() })
 */
export const groupsOf = async (
  db: Db,
  { place, groupBy, keys }: { place: Place; groupBy?: PlaceGrouping; keys: Iterable<number> },
): Promise<LabelledGroup[]> =>
  groupBy === undefined ? [{ key: 0, label: await placeLabelOf(db, place) }] : groupLabelsOf(db, groupBy, keys);
