import { sql } from 'kysely';
import { daysBetween } from '../../domain/calendar-days';
import type { PlaceType } from '../../domain/supply/stock-places';
import { type Db, tableOf } from '../../engine/server';
import { batchStatus, vaccineBatches } from '../../entities/vaccine-batches';
import { vaccines } from '../../entities/vaccines';
import { dialectOf } from '../programme/dialect-of';

/** A lot held at a place as the alerts read it (aliases: `s` its place's row, `b` the lot, `v` its vaccine). */
export type HeldBatchRow = {
  placeType: string;
  placeId: number;
  vaccineBatchId: number;
  batchNumber: string;
  vaccineId: number;
  vaccineName: string;
  expirationDate: string;
  dosesPerVial: number | null;
  vials: number | null;
  openDoses: number | null;
};

/** The lot and its vaccine of a row of `place_stock` (`s`). */
export const batchJoins = sql`JOIN ${sql.table(tableOf(vaccineBatches))} AS "b" ON "b"."id" = "s"."vaccineBatchId"
  JOIN ${sql.table(tableOf(vaccines))} AS "v" ON "v"."id" = "b"."vaccineId"`;

/** The columns of {@link HeldBatchRow}, with the place's from `place` (`s` unless given). */
export const heldBatchColumns = (place = 's') => sql`${sql.ref(`${place}.placeType`)} AS "placeType",
  ${sql.ref(`${place}.placeId`)} AS "placeId", "b"."id" AS "vaccineBatchId", "b"."batchNumber" AS "batchNumber",
  "b"."vaccineId" AS "vaccineId", "v"."vaccineName" AS "vaccineName", "b"."expirationDate" AS "expirationDate",
  "v"."dosesPerVial" AS "dosesPerVial", "s"."vials" AS "vials", "s"."openDoses" AS "openDoses"`;

/** A place's row holding something: closed vials or open doses. */
export const holdsStock = sql`("s"."vials" > 0 OR "s"."openDoses" > 0)`;

/**
 * Open, not deleted nor recalled, and not expired on `today`: a lot a dose may come from. On
 * SQLite its state is tested per row (`+column`, off its index): nearly every lot is open, and
 * SQLite, which keeps no statistics here, took the lots' index on their status for a rare value
 * and read every lot of the network before a district's few places. PostgreSQL plans by its
 * statistics, and took `+column` for a rare value (a loop over every lot).
 *
 * @example
 * sql`… WHERE ${usableBatch(db, '2026-05-01')}`
 */
export const usableBatch = (db: Db, today: string) => {
  const state = (column: string) => (dialectOf(db) === 'sqlite' ? sql`+${sql.ref(column)}` : sql.ref(column));
  return sql`${state('b.isActive')} = 1 AND ${state('b.status')} = ${batchStatus.open} AND "b"."recalledAt" IS NULL
    AND "b"."expirationDate" >= ${today}`;
};

/** Doses in a vial: at least 1. */
export const dosesPerVial = sql`CASE WHEN "v"."dosesPerVial" > 1 THEN "v"."dosesPerVial" ELSE 1 END`;

/**
 * A place's doses of a lot: its closed vials × the vaccine's doses per vial (at least 1), and its open doses.
 *
 * @example
 * dosesHeld({ vials: 4, openDoses: 7, dosesPerVial: 10 }) // 47
 */
export const dosesHeld = ({
  vials,
  openDoses,
  dosesPerVial,
}: {
  vials: number;
  openDoses: number;
  dosesPerVial: number | null;
}) => vials * Math.max(1, Number(dosesPerVial ?? 1)) + openDoses;

/**
 * A held lot as an alert item says it, without its place's name: its vials and doses there and
 * the days left to its expiry.
 *
 * @example
 * heldBatchOf(row, '2026-05-01') // { placeType: 'center', placeId: 3, …, daysLeft: 12, vials: 4, doses: 47 }
 */
export const heldBatchOf = (row: HeldBatchRow, today: string) => {
  const [vials, openDoses] = [Number(row.vials ?? 0), Number(row.openDoses ?? 0)];
  const placeType: PlaceType = row.placeType === 'center' ? 'center' : 'store';
  return {
    placeType,
    placeId: Number(row.placeId),
    vaccineBatchId: Number(row.vaccineBatchId),
    batchNumber: String(row.batchNumber),
    vaccineId: Number(row.vaccineId),
    vaccineName: String(row.vaccineName),
    expirationDate: String(row.expirationDate),
    daysLeft: daysBetween(today, String(row.expirationDate)),
    vials,
    doses: dosesHeld({ vials, openDoses, dosesPerVial: row.dosesPerVial }),
  };
};

/** A count's number: PostgreSQL's COUNT is a bigint, which its driver reads as text. */
export const totalOf = (rows: readonly { total: number | string }[]) => Number(rows[0]?.total ?? 0);
