import { sql } from 'kysely';
import type { WastageItem, WastageMonth, WastageReason } from '../../domain/indicator-answers';
import type { PlaceGrouping, WastageQuery, WastageSeriesQuery } from '../../domain/indicator-queries';
import { doseWastagePercentOf, wastagePercentOf } from '../../domain/indicators';
import { lossReasons } from '../../domain/supply/losses';
import type { Db } from '../../engine/server';
import { readVaccines } from './catalogue';
import { doseCountsTable } from './dose-counts-table';
import { dosesPerVialOf, type LossRow, lostVials, openedDoses } from './dose-wastage';
import { type Place, placeOfQuery } from './place';
import { groupsOf, type PlaceLabel } from './place-labels';
import { placeSql } from './place-sql';

type UsedScope = { query: WastageSeriesQuery; place: Place; groupBy?: PlaceGrouping; by: 'vaccine' | 'month' };

/**
 * The vials of the year's doses given at the place, by vaccine or month, from the stored counts
 * (dose_counts), per unit under `groupBy` (key 0 without).
 */
const usedVials = async (db: Db, { query, place, groupBy, by }: UsedScope) => {
  const { join, where, key } = placeSql({ place, groupBy, center: sql.ref('dc.centerId') });
  const column = sql.ref(by === 'vaccine' ? 'dc.vaccineId' : 'dc.month');
  const rows = await sql<{ placeId: number; key: number; vials: number }>`
    SELECT ${key ?? sql.lit(0)} AS "placeId", ${column} AS "key", sum("dc"."doseCount") AS "vials"
    FROM ${sql.table(doseCountsTable)} AS "dc" ${join}
    WHERE "dc"."year" = ${query.year} AND "dc"."vaccineId" <> 0
      ${query.vaccineId === undefined ? sql`` : sql`AND "dc"."vaccineId" = ${query.vaccineId}`} ${where}
    GROUP BY ${key === null ? sql`` : sql`${key}, `}${column}`.execute(db);
  const used = new Map<number, Map<number, number>>();
  for (const row of rows.rows) {
    const group = used.get(Number(row.placeId)) ?? new Map<number, number>();
    group.set(Number(row.key), Number(row.vials));
    used.set(Number(row.placeId), group);
  }
  return used;
};

/** The lost vials of each unit and vaccine, by reason. */
const lossesByVaccine = (rows: readonly LossRow[]) => {
  const losses = new Map<number, Map<number, Record<string, number>>>();
  for (const row of rows) {
    const group = losses.get(row.placeId) ?? new Map<number, Record<string, number>>();
    const byReason = group.get(Number(row.key)) ?? {};
    byReason[row.reason] = (byReason[row.reason] ?? 0) + row.vials;
    group.set(Number(row.key), byReason);
    losses.set(row.placeId, group);
  }
  return losses;
};

/** The lost vials of each key (a month, a reason), over every reason. */
const lossesByKey = (rows: readonly LossRow[]) => {
  const losses = new Map<number | string, number>();
  for (const row of rows) losses.set(row.key, (losses.get(row.key) ?? 0) + row.vials);
  return losses;
};

const sumOf = (byReason: Readonly<Record<string, number>>) =>
  Object.values(byReason).reduce((total, vials) => total + vials, 0);

/**
 * What a wastage item says of its place: nothing for the whole network asked without a place
 * (the answer as it always was); else its label, and `hasDiscardCount` true (a place's
 * discards are counted since stock is held at places; kept for the callers that read it).
 */
const wastagePlaceOf = (place: Place, label: PlaceLabel, groupBy?: PlaceGrouping) =>
  place.kind === 'network' && place.unit === undefined && groupBy === undefined
    ? {}
    : { ...label, hasDiscardCount: true };

/**
 * Each vaccine's wastage in a year at the place (or per unit under `groupBy`), WHO's figures in
 * doses: `vialsUsed` (= `dosesAdministered`), its active doses given there in the year (not
 * historical); `dosesIssued`, the doses of the vials opened there; `unopenedVialsDiscarded`, the
 * closed vials discarded there by reason, and those lost in transit to it (`transit-loss`),
 * `vialsDiscarded` their sum; `openedVialWastagePercent` and `wastagePercent` over both, the
 * closed vials counted in doses. Only vaccines with doses given or vials lost; by vaccine name.
 *
 * @example
 * await wastageItems(db, { year: 2026 })
 * // [{ vaccineId: 4, vaccineName: 'BCG', vialsUsed: 90, vialsDiscarded: 10, wastagePercent: 10, … }]
 */
export const wastageItems = async (
  db: Db,
  query: WastageQuery,
  place: Place = placeOfQuery(query),
): Promise<WastageItem[]> => {
  const { groupBy } = query;
  const [used, lost, vaccines, opened, dosesPerVial] = await Promise.all([
    usedVials(db, { query, place, groupBy, by: 'vaccine' }),
    lostVials(db, { query, place, groupBy, by: 'vaccine' }).then(lossesByVaccine),
    readVaccines(db, query.vaccineId),
    openedDoses(db, { query, place, groupBy }),
    dosesPerVialOf(db),
  ]);
  const groups = await groupsOf(db, { place, groupBy, keys: [...used.keys(), ...lost.keys()] });
  return groups.flatMap(({ key, label }) =>
    vaccines.flatMap((vaccine): WastageItem[] => {
      const { id: vaccineId, vaccineName } = vaccine;
      const vialsUsed = used.get(key)?.get(vaccineId) ?? 0;
      const unopenedVialsDiscarded = lost.get(key)?.get(vaccineId) ?? {};
      const vialsDiscarded = sumOf(unopenedVialsDiscarded);
      if (vialsUsed === 0 && vialsDiscarded === 0) return [];
      // A single-dose vial is its dose; doses given before vials were opened count as their own vials.
      const dosesIssued = Math.max(opened.get(key)?.get(vaccineId) ?? 0, vialsUsed);
      const unopenedDoses = vialsDiscarded * (dosesPerVial.get(vaccineId) ?? 1);
      return [
        {
          ...wastagePlaceOf(place, label, groupBy),
          vaccineId,
          vaccineName,
          vialsUsed,
          vialsDiscarded,
          wastagePercent: doseWastagePercentOf(dosesIssued + unopenedDoses, vialsUsed),
          dosesIssued,
          dosesAdministered: vialsUsed,
          openedVialWastagePercent: doseWastagePercentOf(dosesIssued, vialsUsed),
          unopenedVialsDiscarded,
        },
      ];
    }),
  );
};

/** The year's wastage at the place month by month (all twelve), over the vaccine asked for or every vaccine. */
export const wastageByMonth = async (
  db: Db,
  query: WastageSeriesQuery,
  place: Place = placeOfQuery(query),
): Promise<WastageMonth[]> => {
  const [used, lost, [group]] = await Promise.all([
    usedVials(db, { query, place, by: 'month' }),
    lostVials(db, { query, place, by: 'month' }).then(lossesByKey),
    groupsOf(db, { place, keys: [] }),
  ]);
  const placeFields = group ? wastagePlaceOf(place, group.label) : {};
  return Array.from({ length: 12 }, (_, index) => {
    const month = index + 1;
    const [vialsUsed, vialsDiscarded] = [used.get(0)?.get(month) ?? 0, lost.get(month) ?? 0];
    return {
      ...placeFields,
      month,
      vialsUsed,
      vialsDiscarded,
      wastagePercent: wastagePercentOf(vialsUsed, vialsDiscarded),
    };
  });
};

/**
 * The year's closed vials lost at the place by reason (every discard reason in the list's order,
 * then `transit-loss`), over the vaccine asked for or every vaccine.
 */
export const wastageByReason = async (
  db: Db,
  query: WastageSeriesQuery,
  place: Place = placeOfQuery(query),
): Promise<WastageReason[]> => {
  const [lost, [group]] = await Promise.all([
    lostVials(db, { query, place, by: 'reason' }).then(lossesByKey),
    groupsOf(db, { place, keys: [] }),
  ]);
  const placeFields = group ? wastagePlaceOf(place, group.label) : {};
  return lossReasons.map((reason) => ({ ...placeFields, reason, vialsDiscarded: lost.get(reason) ?? 0 }));
};
