import { sql } from 'kysely';
import type { PlaceGrouping } from '../../domain/indicator-queries';
import { tableOf } from '../../engine/server';
import { orgUnits } from '../../entities/org-units';
import { vaccinationCenters } from '../../entities/vaccination-centers';
import type { Place } from './place';
import type { PlaceSql } from './place-sql';

/**
 * {@link PlaceSql} for stock movements (alias `m`), held at a centre or at a unit's store: the
 * joins of the movement's centre (`pc`) and its district (`pd`), or of its store's unit (`su`),
 * by primary key; the filter of the place (a centre's own; a district's centres and store; a
 * region's centres and the stores of the region and its districts); and the key of the unit each
 * movement adds up to under `groupBy`. A store is no centre: a breakdown by centre leaves the
 * stores' movements out of its rows (its parent counts them), and the national store is in no
 * region nor district.
 *
 * @example
 * const { join, where, key } = movementPlaceSql({ place, groupBy: 'district' });
 * sql`SELECT ${key} AS "placeId", sum(-m."vials") FROM "stock_movements" AS m ${join} WHERE … ${where} GROUP BY ${key}`;
 */
export const movementPlaceSql = ({ place, groupBy }: { place: Place; groupBy?: PlaceGrouping }): PlaceSql => {
  const isJoined = groupBy !== undefined || place.kind === 'unit';
  const join = isJoined
    ? sql`LEFT JOIN ${sql.table(tableOf(vaccinationCenters))} AS "pc" ON m."placeType" = 'center' AND "pc"."id" = m."placeId"
      LEFT JOIN ${sql.table(tableOf(orgUnits))} AS "pd" ON "pd"."id" = "pc"."orgUnitId"
      LEFT JOIN ${sql.table(tableOf(orgUnits))} AS "su" ON m."placeType" = 'store' AND "su"."id" = m."placeId"`
    : sql``;
  return { join, where: whereOf(place), key: groupBy === undefined ? null : keys[groupBy] };
};

const whereOf = (place: Place) => {
  if (place.kind === 'center') return sql`AND m."placeType" = 'center' AND m."placeId" = ${place.centerId}`;
  if (place.kind === 'network') return sql``;
  const { id } = place.unit;
  return place.unit.level === 'district'
    ? sql`AND ("pc"."orgUnitId" = ${id} OR "su"."id" = ${id})`
    : sql`AND ("pd"."parentId" = ${id} OR "su"."id" = ${id} OR "su"."parentId" = ${id})`;
};

const keys = {
  center: sql`"pc"."id"`,
  district: sql`coalesce("pc"."orgUnitId", CASE WHEN "su"."level" = 'district' THEN "su"."id" END)`,
  region: sql`coalesce("pd"."parentId", CASE "su"."level" WHEN 'region' THEN "su"."id" WHEN 'district' THEN "su"."parentId" END)`,
} as const;
