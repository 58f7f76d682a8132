import { type RawBuilder, sql } from 'kysely';
import type { PlaceGrouping } from '../../domain/indicator-queries';
import { type Db, tableOf } from '../../engine/server';
import { orgUnits } from '../../entities/org-units';
import { vaccinationCenters } from '../../entities/vaccination-centers';
import type { Place } from './place';

/**
 * What a query of per-centre rows adds to read them by place: the join of each row's centre
 * (`pc`) and its district (`pd`), by primary key, when a unit filters or groups them; the
 * filter of the place (`AND …`, empty for the whole network); and the key of the unit each row
 * adds up to under `groupBy` (the centre, its district, or the district's region), null without.
 */
export type PlaceSql = { join: RawBuilder<unknown>; where: RawBuilder<unknown>; key: RawBuilder<unknown> | null };

/**
 * The place's SQL for rows whose centre is the column `center`.
 *
 * @example
 * const { join, where, key } = placeSql({ place, groupBy: 'district', center: sql.ref('dc.centerId') });
 * sql`SELECT ${key} AS "placeId", sum(…) FROM "dose_counts" AS "dc" ${join} WHERE … ${where} GROUP BY ${key}`;
 */
export const placeSql = ({
  place,
  groupBy,
  center,
}: {
  place: Place;
  groupBy?: PlaceGrouping;
  center: RawBuilder<unknown>;
}): PlaceSql => {
  const isJoined = groupBy !== undefined || place.kind === 'unit';
  const join = isJoined
    ? sql`JOIN ${sql.table(tableOf(vaccinationCenters))} AS "pc" ON "pc"."id" = ${center}
      JOIN ${sql.table(tableOf(orgUnits))} AS "pd" ON "pd"."id" = "pc"."orgUnitId"`
    : sql``;
  return { join, where: whereOf(place, center), key: groupBy === undefined ? null : keyOf(groupBy, center) };
};

const whereOf = (place: Place, center: RawBuilder<unknown>) => {
  if (place.kind === 'center') return sql`AND ${center} = ${place.centerId}`;
  if (place.kind === 'network') return sql``;
  return place.unit.level === 'district'
    ? sql`AND "pc"."orgUnitId" = ${place.unit.id}`
    : sql`AND "pd"."parentId" = ${place.unit.id}`;
};

const keyOf = (groupBy: PlaceGrouping, center: RawBuilder<unknown>) =>
  ({ center, district: sql`"pc"."orgUnitId"`, region: sql`"pd"."parentId"` })[groupBy];

/**
 * The centres of a place other than one centre, by the index of their district: every centre
 * of the network, of a region's districts or of a district, active or not (a past dose or a
 * patient may still name a closed centre).
 *
 * @example
 * await centerIdsOf(db, { kind: 'unit', unit: { id: 3, name: 'Distrito Norte', level: 'district' } }) // [1, 4]
 */
export const centerIdsOf = async (db: Db, place: Exclude<Place, { kind: 'center' }>): Promise<number[]> => {
  const { join, where } = placeSql({ place, groupBy: 'center', center: sql.ref('c.id') });
  const rows = await sql<{ id: number }>`
    SELECT "c"."id" AS "id" FROM ${sql.table(tableOf(vaccinationCenters))} AS "c" ${join}
    WHERE 1 = 1 ${where} ORDER BY "c"."id"`.execute(db);
  return rows.rows.map((row) => Number(row.id));
};
