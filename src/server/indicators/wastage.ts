import { sql } from 'kysely';
import type { WastageItem, WastageMonth, WastageReason } from '../../domain/indicator-answers';
import type { PlaceGrouping, WastageQuery, WastageSeriesQuery } from '../../domain/indicator-queries';
import { doseWastagePercentOf } from '../../domain/indicators';
import { lossReasons } from '../../domain/supply/losses';
import type { Db } from '../../engine/server';
import { readVaccines } from './catalogue';
import { doseCountsTable } from './dose-counts-table';
import { type FigureKey, type LossRow, lostVials, openedDoses } from './dose-wastage';
import { type Place, placeOfQuery } from './place';
import { groupsOf, type PlaceLabel } from './place-labels';
import { placeSql } from './place-sql';

type UsedScope = { query: WastageSeriesQuery; place: Place; groupBy?: PlaceGrouping; by: FigureKey };

/**
 * The year's doses given at the place, from the stored counts (dose_counts), per unit under
 * `groupBy` (key 0 without) or per month, then per vaccine.
 */
const usedDoses = async (db: Db, { query, place, groupBy, by }: UsedScope) => {
  const { join, where, key } = placeSql({ place, groupBy, center: sql.ref('dc.centerId') });
  const outer = by === 'month' ? sql.ref('dc.month') : key;
  const rows = await sql<{ outer: number; vaccineId: number; doses: number }>`
    SELECT ${outer ?? sql.lit(0)} AS "outer", "dc"."vaccineId" AS "vaccineId", sum("dc"."doseCount") AS "doses"
    FROM ${sql.table(doseCountsTable)} AS "dc" ${join}
    WHERE "dc"."year" = ${query.year} AND "dc"."vaccineId" <> 0
      ${query.vaccineId === undefined ? sql`` : sql`AND "dc"."vaccineId" = ${query.vaccineId}`} ${where}
    GROUP BY ${outer === null ? sql`` : sql`${outer}, `}"dc"."vaccineId"`.execute(db);
  const used = new Map<number, Map<number, number>>();
  for (const row of rows.rows) {
    const group = used.get(Number(row.outer)) ?? new Map<number, number>();
    group.set(Number(row.vaccineId), Number(row.doses));
    used.set(Number(row.outer), group);
  }
  return used;
};

/**
 * A vaccine's doses issued: the doses of its vials opened, never fewer than those given (a
 * single-dose vial is its dose; doses given before vials were opened count as their own vials).
 */
const issuedOf = (opened: number, administered: number) => Math.max(opened, administered);

/** The doses issued over the vaccines of `used` and `opened`, each as {@link issuedOf} says. */
const issuedDoses = (
  used: ReadonlyMap<number, number> | undefined,
  opened: ReadonlyMap<number, number> | undefined,
) => {
  const vaccineIds = new Set([...(used?.keys() ?? []), ...(opened?.keys() ?? [])]);
  let issued = 0;
  for (const vaccineId of vaccineIds) issued += issuedOf(opened?.get(vaccineId) ?? 0, used?.get(vaccineId) ?? 0);
  return issued;
};

/** A vaccine's closed vials lost at a place: by reason, and their doses in all. */
type Lost = { byReason: Record<string, number>; doses: number };

/** The lost vials of each unit and vaccine. */
const lossesByVaccine = (rows: readonly LossRow[]) => {
  const losses = new Map<number, Map<number, Lost>>();
  for (const row of rows) {
    const group = losses.get(row.placeId) ?? new Map<number, Lost>();
    const lost = group.get(Number(row.key)) ?? { byReason: {}, doses: 0 };
    lost.byReason[row.reason] = (lost.byReason[row.reason] ?? 0) + row.vials;
    lost.doses += row.doses;
    group.set(Number(row.key), lost);
    losses.set(row.placeId, group);
  }
  return losses;
};

/** The lost vials (or their doses) of each key (a month, a reason), over every reason. */
const lossesByKey = (rows: readonly LossRow[], of: 'vials' | 'doses' = 'vials') => {
  const losses = new Map<number | string, number>();
  for (const row of rows) losses.set(row.key, (losses.get(row.key) ?? 0) + row[of]);
  return losses;
};

const total = (values: ReadonlyMap<number, number> | undefined) =>
  [...(values?.values() ?? [])].reduce((sum, value) => sum + value, 0);

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
  const [used, lost, vaccines, opened] = await Promise.all([
    usedDoses(db, { query, place, groupBy, by: 'place' }),
    lostVials(db, { query, place, groupBy, by: 'vaccine' }).then(lossesByVaccine),
    readVaccines(db, query.vaccineId),
    openedDoses(db, { query, place, groupBy }),
  ]);
  const groups = await groupsOf(db, { place, groupBy, keys: [...used.keys(), ...lost.keys()] });
  return groups.flatMap(({ key, label }) =>
    vaccines.flatMap((vaccine): WastageItem[] => {
      const { id: vaccineId, vaccineName } = vaccine;
      const vialsUsed = used.get(key)?.get(vaccineId) ?? 0;
      const nothingLost: Lost = { byReason: {}, doses: 0 };
      const { byReason: unopenedVialsDiscarded, doses: unopenedDoses } = lost.get(key)?.get(vaccineId) ?? nothingLost;
      const vialsDiscarded = sumOf(unopenedVialsDiscarded);
      if (vialsUsed === 0 && vialsDiscarded === 0) return [];
      const dosesIssued = issuedOf(opened.get(key)?.get(vaccineId) ?? 0, vialsUsed);
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

/**
 * The year's wastage at the place month by month (all twelve), over the vaccine asked for or
 * every vaccine, in WHO's doses as per vaccine: the doses given (`vialsUsed`, =
 * `dosesAdministered`), the doses of the vials opened (`dosesIssued`), the closed vials lost
 * (`vialsDiscarded`) and their doses, `openedVialWastagePercent` and `wastagePercent` over both.
 */
export const wastageByMonth = async (
  db: Db,
  query: WastageSeriesQuery,
  place: Place = placeOfQuery(query),
): Promise<WastageMonth[]> => {
  const [used, opened, lossRows, [group]] = await Promise.all([
    usedDoses(db, { query, place, by: 'month' }),
    openedDoses(db, { query, place, by: 'month' }),
    lostVials(db, { query, place, by: 'month' }),
    groupsOf(db, { place, keys: [] }),
  ]);
  const [lostVialsByMonth, lostDosesByMonth] = [lossesByKey(lossRows), lossesByKey(lossRows, 'doses')];
  const placeFields = group ? wastagePlaceOf(place, group.label) : {};
  return Array.from({ length: 12 }, (_, index) => {
    const month = index + 1;
    const dosesAdministered = total(used.get(month));
    const dosesIssued = issuedDoses(used.get(month), opened.get(month));
    return {
      ...placeFields,
      month,
      vialsUsed: dosesAdministered,
      vialsDiscarded: lostVialsByMonth.get(month) ?? 0,
      wastagePercent: doseWastagePercentOf(dosesIssued + (lostDosesByMonth.get(month) ?? 0), dosesAdministered),
      dosesIssued,
      dosesAdministered,
      openedVialWastagePercent: doseWastagePercentOf(dosesIssued, dosesAdministered),
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
