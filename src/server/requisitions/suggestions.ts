import { type RawBuilder, sql } from 'kysely';
import type { Suggestion } from '../../domain/supply/requisitions';
import type { StockPlace } from '../../domain/supply/stock-places';
import { monthsBefore, suggestedVialsOf } from '../../domain/supply/suggested-vials';
import { today } from '../../engine';
import { type Db, tableOf } from '../../engine/server';
import { orgUnits } from '../../entities/org-units';
import { vaccinationCenters } from '../../entities/vaccination-centers';
import { vaccineBatches } from '../../entities/vaccine-batches';
import { vaccines } from '../../entities/vaccines';
import { doseCountsTable } from '../indicators/dose-counts-table';
import { placeStockTable } from '../stock/place-stock-table';

type ByVaccine = Map<number, number>;

const byVaccine = (rows: readonly { vaccineId: unknown; total: unknown }[]): ByVaccine =>
  new Map(rows.map((row) => [Number(row.vaccineId), Number(row.total ?? 0)]));

/** The centres a place's doses are given at: the centre, or every centre of the store's unit and the units below it. */
const centersOf = (place: StockPlace): RawBuilder<unknown> => {
  if (place.type === 'center') return sql`${place.id}`;
  const units = tableOf(orgUnits);
  const below = sql`SELECT "id" FROM ${sql.table(units)} WHERE "id" = ${place.id} OR "parentId" = ${place.id}
    OR "parentId" IN (SELECT "id" FROM ${sql.table(units)} WHERE "parentId" = ${place.id})`;
  return sql`SELECT "id" FROM ${sql.table(tableOf(vaccinationCenters))} WHERE "orgUnitId" IN (${below})`;
};

/** Doses given per vaccine at a place and below it in the 3 whole months before `day` (the stored counts). */
const dosesGiven = async (db: Db, place: StockPlace, day: string): Promise<ByVaccine> => {
  const months = sql.join(
    monthsBefore(day).map(([year, month]) => sql`("year" = ${year} AND "month" = ${month})`),
    sql` OR `,
  );
  const { rows } = await sql<{ vaccineId: number; total: number }>`
    SELECT "vaccineId", sum("doseCount") AS "total" FROM ${sql.table(doseCountsTable)}
    WHERE (${months}) AND "centerId" IN (${centersOf(place)}) GROUP BY "vaccineId"`.execute(db);
  return byVaccine(rows);
};

/** Closed vials per vaccine a place holds of its lots still usable on `day` (not recalled, not expired). */
const vialsOnHand = async (db: Db, place: StockPlace, day: string): Promise<ByVaccine> => {
  const { rows } = await sql<{ vaccineId: number; total: number }>`
    SELECT "b"."vaccineId" AS "vaccineId", sum("s"."vials") AS "total"
    FROM ${sql.table(placeStockTable)} AS "s"
    JOIN ${sql.table(tableOf(vaccineBatches))} AS "b" ON "b"."id" = "s"."vaccineBatchId"
    WHERE "s"."placeType" = ${place.type} AND "s"."placeId" = ${place.id} AND "b"."isActive" = 1
      AND "b"."recalledAt" IS NULL AND "b"."expirationDate" >= ${day}
    GROUP BY "b"."vaccineId"`.execute(db);
  return byVaccine(rows);
};

/** Vials per vaccine sent to a place and not received yet. */
const vialsInTransit = async (db: Db, place: StockPlace): Promise<ByVaccine> => {
  const { rows } = await sql<{ vaccineId: number; total: number }>`
    SELECT "b"."vaccineId" AS "vaccineId", sum("l"."sentVials") AS "total"
    FROM "stock_transfers" AS "t"
    JOIN "stock_transfer_lines" AS "l" ON "l"."transferId" = "t"."id"
    JOIN ${sql.table(tableOf(vaccineBatches))} AS "b" ON "b"."id" = "l"."vaccineBatchId"
    WHERE "t"."toPlaceType" = ${place.type} AND "t"."toPlaceId" = ${place.id} AND "t"."state" = 'sent'
    GROUP BY "b"."vaccineId"`.execute(db);
  return byVaccine(rows);
};

/**
 * What a place would ask for today, per active vaccine by name (docs/supply.md): its doses given
 * at the place and below it in the 3 whole months before today (`dose_counts`), its usable vials
 * on hand and those on their way to it, and the suggested vials they make (`suggestedVialsOf`).
 *
 * @example
 * await suggestionsFor(db, { place: { type: 'center', id: 4 }, maximumStockMonths: 3 })
 * // [{ vaccineId: 2, vaccineName: 'SRP', dosesPerVial: 10, dosesGiven: 95, averageMonthlyVials: 4, onHandVials: 2, inTransitVials: 1, suggestedVials: 9 }]
 */
export const suggestionsFor = async (
  db: Db,
  { place, maximumStockMonths, day = today() }: { place: StockPlace; maximumStockMonths: number; day?: string },
): Promise<Suggestion[]> => {
  const [rows, given, onHand, inTransit] = await Promise.all([
    db
      .selectFrom(tableOf(vaccines))
      .select(['id', 'vaccineName', 'dosesPerVial'])
      .where('isActive', '=', 1)
      .orderBy('vaccineName')
      .orderBy('id')
      .execute(),
    dosesGiven(db, place, day),
    vialsOnHand(db, place, day),
    vialsInTransit(db, place),
  ]);
  return rows.map((row) => {
    const vaccineId = Number(row.id);
    const figures = {
      dosesGiven: given.get(vaccineId) ?? 0,
      dosesPerVial: Math.max(Number(row.dosesPerVial ?? 1), 1),
      onHandVials: onHand.get(vaccineId) ?? 0,
      inTransitVials: inTransit.get(vaccineId) ?? 0,
    };
    return {
      vaccineId,
      vaccineName: String(row.vaccineName),
      ...figures,
      ...suggestedVialsOf({ maximumStockMonths, ...figures }),
    };
  });
};
