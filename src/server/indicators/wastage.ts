import { sql } from 'kysely';
import type { WastageItem, WastageMonth, WastageReason } from '../../domain/indicator-answers';
import type { PlaceGrouping, WastageQuery, WastageSeriesQuery } from '../../domain/indicator-queries';
import { doseWastagePercentOf, wastagePercentOf } from '../../domain/indicators';
import { type DiscardReason, discardReasons } from '../../domain/stock-movements';
import type { Db } from '../../engine/server';
import { stockMovementsTable } from '../stock/movements-table';
import { readVaccines } from './catalogue';
import { doseCountsTable } from './dose-counts-table';
import { dosesPerVialOf, openedDoses, unopenedDiscards } from './dose-wastage';
import { type Place, placeOfQuery } from './place';
import { groupsOf, type PlaceLabel } from './place-labels';
import { placeSql } from './place-sql';

type Grouping = 'vaccine' | 'month' | 'reason';

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

/**
 * The vials of the year's `discard` movements, by the lot's vaccine, the month or the reason.
 * The kind is a literal so that SQLite reads the ledger's partial index of discards by date.
 */
const discardedVials = async (db: Db, query: WastageSeriesQuery, by: Grouping) => {
  const key = {
    vaccine: sql`b."vaccineId"`,
    month: sql`CAST(substr(m."at", 6, 2) AS INTEGER)`,
    reason: sql`m."reason"`,
  }[by];
  const rows = await sql<{ key: number | string; vials: number }>`
    SELECT ${key} AS "key", sum(-m."quantity") AS "vials"
    FROM ${sql.table(stockMovementsTable)} AS m JOIN "vaccine_batches" AS b ON b."id" = m."vaccineBatchId"
    WHERE m."kind" = ${sql.lit('discard')} AND m."at" >= ${`${query.year}-01-01`} AND m."at" < ${`${query.year + 1}-01-01`}
      ${query.vaccineId === undefined ? sql`` : sql`AND b."vaccineId" = ${query.vaccineId}`}
    GROUP BY ${key}`.execute(db);
  return new Map(rows.rows.map((row) => [by === 'reason' ? String(row.key) : Number(row.key), Number(row.vials)]));
};

/**
 * Whether a place's discards are known: a lot belongs to no centre, so only the whole
 * network's are (a breakdown's units never).
 */
const countsDiscards = (place: Place, groupBy?: PlaceGrouping) => place.kind === 'network' && groupBy === undefined;

/**
 * What a wastage item says of its place: nothing for the whole network asked without a place
 * (the answer as it always was); else its label and whether its discards are counted.
 */
const wastagePlaceOf = (place: Place, label: PlaceLabel, groupBy?: PlaceGrouping) =>
  place.kind === 'network' && place.unit === undefined && groupBy === undefined
    ? {}
    : { ...label, hasDiscardCount: countsDiscards(place, groupBy) };

const noDiscards = new Map<number | string, number>();

/**
 * Each vaccine's wastage in a year at the place: `vialsUsed`, its active doses given there in
 * the year (not historical: a vial each), `vialsDiscarded`, the vials its lots' `discard`
 * movements took out in the year (a physical count is no discard), and 100 × discarded / (used
 * + discarded). Only vaccines with either; by vaccine name. A lot belongs to no centre: below
 * the whole network, and per unit under `groupBy`, no discard is counted (`hasDiscardCount`
 * false, `wastagePercent` null) and only vaccines with vials used are listed.
 *
 * @example
 * await wastageItems(db, { year: 2026 })
 * // [{ vaccineId: 4, vaccineName: 'BCG', vialsUsed: 90, vialsDiscarded: 10, wastagePercent: 10 }]
 */
export const wastageItems = async (
  db: Db,
  query: WastageQuery,
  place: Place = placeOfQuery(query),
): Promise<WastageItem[]> => {
  const { groupBy } = query;
  const hasDiscardCount = countsDiscards(place, groupBy);
  const [used, discarded, vaccines, opened, unopened, dosesPerVial] = await Promise.all([
    usedVials(db, { query, place, groupBy, by: 'vaccine' }),
    hasDiscardCount ? discardedVials(db, query, 'vaccine') : noDiscards,
    readVaccines(db, query.vaccineId),
    openedDoses(db, { query, place, groupBy }),
    hasDiscardCount ? unopenedDiscards(db, query) : new Map<number, Record<string, number>>(),
    dosesPerVialOf(db),
  ]);
  const groups = await groupsOf(db, { place, groupBy, keys: used.keys() });
  return groups.flatMap(({ key, label }) =>
    vaccines.flatMap((vaccine): WastageItem[] => {
      const vialsUsed = used.get(key)?.get(vaccine.id) ?? 0;
      const vialsDiscarded = discarded.get(vaccine.id) ?? 0;
      if (vialsUsed === 0 && vialsDiscarded === 0) return [];
      const { id: vaccineId, vaccineName } = vaccine;
      // A single-dose vial is its dose; doses given before vials were opened count as their own vials.
      const dosesIssued = Math.max(opened.get(key)?.get(vaccineId) ?? 0, vialsUsed);
      const unopenedVialsDiscarded = unopened.get(vaccineId) ?? {};
      const unopenedDoses = vialsDiscarded * (dosesPerVial.get(vaccineId) ?? 1);
      return [
        {
          ...wastagePlaceOf(place, label, groupBy),
          vaccineId,
          vaccineName,
          vialsUsed,
          vialsDiscarded,
          wastagePercent: hasDiscardCount ? doseWastagePercentOf(dosesIssued + unopenedDoses, vialsUsed) : null,
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
  const hasDiscardCount = countsDiscards(place);
  const [used, discarded, [group]] = await Promise.all([
    usedVials(db, { query, place, by: 'month' }),
    hasDiscardCount ? discardedVials(db, query, 'month') : noDiscards,
    groupsOf(db, { place, keys: [] }),
  ]);
  const placeFields = group ? wastagePlaceOf(place, group.label) : {};
  return Array.from({ length: 12 }, (_, index) => {
    const month = index + 1;
    const [vialsUsed, vialsDiscarded] = [used.get(0)?.get(month) ?? 0, discarded.get(month) ?? 0];
    const wastagePercent = hasDiscardCount ? wastagePercentOf(vialsUsed, vialsDiscarded) : null;
    return { ...placeFields, month, vialsUsed, vialsDiscarded, wastagePercent };
  });
};

/**
 * The year's discarded vials by reason (every reason, in the list's order), over the vaccine
 * asked for or every vaccine: the whole network's; a place below it has none counted.
 */
export const wastageByReason = async (
  db: Db,
  query: WastageSeriesQuery,
  place: Place = placeOfQuery(query),
): Promise<WastageReason[]> => {
  const hasDiscardCount = countsDiscards(place);
  const [discarded, [group]] = await Promise.all([
    hasDiscardCount ? discardedVials(db, query, 'reason') : noDiscards,
    groupsOf(db, { place, keys: [] }),
  ]);
  const placeFields = group ? wastagePlaceOf(place, group.label) : {};
  return discardReasons.map((reason: DiscardReason) => ({
    ...placeFields,
    reason,
    vialsDiscarded: discarded.get(reason) ?? 0,
  }));
};
