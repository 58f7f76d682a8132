import { sql } from 'kysely';
import { isLowStock, monthlyUseOf, monthsOfStockOf, useMonthsBefore } from '../../domain/supply/months-of-stock';
import type { PlaceType } from '../../domain/supply/stock-places';
import { type Db, tableOf } from '../../engine/server';
import { orgUnits } from '../../entities/org-units';
import { vaccinationCenters } from '../../entities/vaccination-centers';
import { vaccineBatches } from '../../entities/vaccine-batches';
import { vaccines } from '../../entities/vaccines';
import { doseCountsTable } from '../indicators/dose-counts-table';
import { dosesPerVialOf } from '../indicators/dose-wastage';
import { dosesHeld, holdsStock, usableBatch } from '../stock/held-batches';
import { placeStockTable } from '../stock/place-stock-table';
import { atStockPlaces, ofStockCenters, type StockPlaces } from '../stock/stock-places-filter';

/** A place and a vaccine's key in the maps below. */
const keyOf = (type: PlaceType, id: number, vaccineId: number) => `${type}:${id}:${vaccineId}`;

/** What a place holds of a vaccine and gave of it over the use months. */
export type SupplyLevel = {
  placeType: PlaceType;
  placeId: number;
  vaccineId: number;
  /** Usable doses on hand: closed vials × doses per vial + open doses, of open, unexpired lots. */
  doses: number;
  /** Doses given over the use months: at the centre, or at the centres below the store's unit. */
  dosesGiven: number;
};

/**
 * Each place's usable doses of each vaccine: its closed vials and open doses summed by place and
 * vaccine, then the vials counted in doses (a vaccine's doses per vial read once, not per row).
 */
const dosesOnHand = async (db: Db, places: StockPlaces, today: string) => {
  const [rows, dosesPerVial] = await Promise.all([
    sql<{ placeType: string; placeId: number; vaccineId: number; vials: number; openDoses: number }>`
      SELECT "s"."placeType" AS "placeType", "s"."placeId" AS "placeId", "b"."vaccineId" AS "vaccineId",
        sum("s"."vials") AS "vials", sum("s"."openDoses") AS "openDoses"
      FROM ${sql.table(placeStockTable)} AS "s" JOIN ${sql.table(tableOf(vaccineBatches))} AS "b" ON "b"."id" = "s"."vaccineBatchId"
      WHERE ${holdsStock} AND ${usableBatch(db, today)} AND ${atStockPlaces(places)}
      GROUP BY "s"."placeType", "s"."placeId", "b"."vaccineId"`.execute(db),
    dosesPerVialOf(db),
  ]);
  const placeType = (text: string): PlaceType => (text === 'center' ? 'center' : 'store');
  return new Map(
    rows.rows.map((row) => [
      keyOf(placeType(row.placeType), Number(row.placeId), Number(row.vaccineId)),
      dosesHeld({
        vials: Number(row.vials),
        openDoses: Number(row.openDoses),
        dosesPerVial: dosesPerVial.get(Number(row.vaccineId)) ?? 1,
      }),
    ]),
  );
};

/**
 * The doses each centre of the places gave of each vaccine over the use months (the stored
 * counts: a few rows per centre and month, read by the counts' key), with the centre's unit.
 */
const dosesGiven = async (db: Db, places: StockPlaces, today: string) => {
  const months = useMonthsBefore(today);
  const stamp = ({ year, month }: { year: number; month: number }) => year * 100 + month;
  const [first, last] = [months[0], months[months.length - 1]];
  const rows = await sql<{ centerId: number; unitId: number | null; vaccineId: number; doses: number }>`
    SELECT "dc"."centerId" AS "centerId", "c"."orgUnitId" AS "unitId", "dc"."vaccineId" AS "vaccineId",
      sum("dc"."doseCount") AS "doses"
    FROM ${sql.table(doseCountsTable)} AS "dc"
    JOIN ${sql.table(tableOf(vaccinationCenters))} AS "c" ON "c"."id" = "dc"."centerId"
    WHERE "dc"."year" IN (${sql.join([...new Set(months.map((month) => month.year))])})
      AND "dc"."month" IN (${sql.join(months.map((month) => month.month))})
      AND "dc"."year" * 100 + "dc"."month" BETWEEN ${first ? stamp(first) : 0} AND ${last ? stamp(last) : 0}
      AND "dc"."vaccineId" <> 0 AND ${ofStockCenters(places, sql.ref('dc.centerId'))}
    GROUP BY "dc"."centerId", "c"."orgUnitId", "dc"."vaccineId"`.execute(db);
  return rows.rows.map((row) => ({
    centerId: Number(row.centerId),
    unitId: row.unitId === null ? null : Number(row.unitId),
    vaccineId: Number(row.vaccineId),
    doses: Number(row.doses),
  }));
};

/** Each unit's parent, for a store's use: the doses of the centres below it. */
const unitParents = async (db: Db) => {
  const rows = await db.selectFrom(tableOf(orgUnits)).select(['id', 'parentId']).execute();
  return new Map(rows.map((row) => [Number(row.id), row.parentId === null ? null : Number(row.parentId)]));
};

/** Whether a place is among the places asked: a store when its unit is listed, a centre by its id. */
const isAmong = (places: StockPlaces, type: PlaceType, id: number, centers: ReadonlySet<number>) =>
  places.isAll || (type === 'store' ? places.stores.includes(id) : centers.has(id));

/**
 * What each place of the places holds of each vaccine it used over the use months, and what it
 * gave: a centre its own doses, a store those of the centres below its unit (a district's
 * centres, a region's districts' centres, the national unit's every centre). Places and
 * vaccines without use are left out: their months of stock are unknown.
 *
 * @example
 * await supplyLevelsOf(db, { places, today: '2026-05-01' }) // [{ placeType: 'center', placeId: 3, vaccineId: 4, doses: 8, dosesGiven: 30 }]
 */
export const supplyLevelsOf = async (
  db: Db,
  { places, today }: { places: StockPlaces; today: string },
): Promise<SupplyLevel[]> => {
  const [onHand, given, parents] = await Promise.all([
    dosesOnHand(db, places, today),
    dosesGiven(db, places, today),
    unitParents(db),
  ]);
  const used = new Map<string, SupplyLevel>();
  const centers = new Set(given.map((row) => row.centerId));
  const add = (placeType: PlaceType, placeId: number, vaccineId: number, doses: number) => {
    if (!isAmong(places, placeType, placeId, centers)) return;
    const key = keyOf(placeType, placeId, vaccineId);
    const level = used.get(key);
    if (level) level.dosesGiven += doses;
    else used.set(key, { placeType, placeId, vaccineId, doses: onHand.get(key) ?? 0, dosesGiven: doses });
  };
  for (const row of given) {
    add('center', row.centerId, row.vaccineId, row.doses);
    for (let unit = row.unitId; unit !== null; unit = parents.get(unit) ?? null)
      add('store', unit, row.vaccineId, row.doses);
  }
  return [...used.values()];
};

/** The names of vaccines by id. */
export const vaccineNamesOf = async (db: Db, ids: readonly number[]) => {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .selectFrom(tableOf(vaccines))
    .select(['id', 'vaccineName'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [Number(row.id), String(row.vaccineName ?? '')]));
};

/**
 * The places' vaccines low on stock (some use, less than a month of it on hand, but some), the
 * fewest months first; and the centres' stock-outs (use, and no usable dose), the most used first.
 *
 * @example
 * const { lowStock, stockOuts } = lowAndOut(await supplyLevelsOf(db, { places, today }));
 */
export const lowAndOut = (levels: readonly SupplyLevel[]) => {
  const byPlace = (a: SupplyLevel, b: SupplyLevel) =>
    (a.placeType === b.placeType ? 0 : a.placeType === 'store' ? -1 : 1) ||
    a.placeId - b.placeId ||
    a.vaccineId - b.vaccineId;
  const lowStock = levels
    .filter((level) => level.doses > 0 && isLowStock(level))
    .map((level) => ({
      ...level,
      monthlyUse: monthlyUseOf(level.dosesGiven),
      monthsOfStock: monthsOfStockOf(level) ?? 0,
    }))
    .sort((a, b) => a.doses * b.dosesGiven - b.doses * a.dosesGiven || byPlace(a, b));
  const stockOuts = levels
    .filter((level) => level.placeType === 'center' && level.doses === 0)
    .map((level) => ({ ...level, monthlyUse: monthlyUseOf(level.dosesGiven) }))
    .sort((a, b) => b.dosesGiven - a.dosesGiven || byPlace(a, b));
  return { lowStock, stockOuts };
};
