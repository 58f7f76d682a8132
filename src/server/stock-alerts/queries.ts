import { type RawBuilder, sql } from 'kysely';
import { expiringSoonDays } from '../../domain/batch-expiry';
import { addDays, daysBetween } from '../../domain/calendar-days';
import type { AlertBatch } from '../../domain/stock-alerts';
import type { Db } from '../../engine/server';
import { tableOf } from '../../engine/server';
import { batchStatus, vaccineBatches } from '../../entities/vaccine-batches';
import { vaccines } from '../../entities/vaccines';

/** A lot with this share of its initial vials or less is low (10 %): `available * 100 <= initial * 10`. */
export const lowStockPercent = 10;

type BatchRow = Omit<AlertBatch, 'daysLeft'>;
type ListQuery = { db: Db; today: string; limit: number };

const ref = (path: string) => sql.ref(path);

/** Open and not yet expired: the lots a dose may still come from. */
const usable = (today: string) =>
  sql`${ref('b.isActive')} = 1 AND ${ref('b.status')} = ${batchStatus.open} AND ${ref('b.expirationDate')} >= ${today}`;

/**
 * Lots expiring within the dose form's 30 days (`lot-expiry.ts`) that still have vials,
 * soonest first. The range on `expirationDate` reads the batches' sort index on that column.
 */
export const expiringSoonBatches = ({ db, today, limit }: ListQuery) =>
  alertList({
    db,
    today,
    limit,
    where: sql`${usable(today)} AND ${ref('b.expirationDate')} <= ${addDays(today, expiringSoonDays)}
      AND ${ref('b.availableQuantity')} > 0`,
    orderBy: sql`${ref('b.expirationDate')}, ${ref('b.id')}`,
  });

/** Open, unexpired lots at or under {@link lowStockPercent} of their initial vials, the emptiest first. */
export const lowStockBatches = ({ db, today, limit }: ListQuery) =>
  alertList({
    db,
    today,
    limit,
    where: sql`${usable(today)}
      AND ${ref('b.availableQuantity')} * 100 <= ${ref('b.initialQuantity')} * ${lowStockPercent}`,
    orderBy: sql`${ref('b.availableQuantity')} * 1.0 / ${ref('b.initialQuantity')}, ${ref('b.expirationDate')}, ${ref('b.id')}`,
  });

const alertList = async (options: ListQuery & { where: RawBuilder<unknown>; orderBy: RawBuilder<unknown> }) => {
  const { db, today, limit, where, orderBy } = options;
  const batches = sql`${sql.table(tableOf(vaccineBatches))} AS ${sql.id('b')}`;
  const [rows, count] = await Promise.all([
    sql<BatchRow>`
      SELECT ${ref('b.id')} AS ${sql.id('id')}, ${ref('b.batchNumber')} AS ${sql.id('batchNumber')},
        ${ref('v.vaccineName')} AS ${sql.id('vaccineName')}, ${ref('b.expirationDate')} AS ${sql.id('expirationDate')},
        ${ref('b.availableQuantity')} AS ${sql.id('availableQuantity')},
        ${ref('b.initialQuantity')} AS ${sql.id('initialQuantity')}
      FROM ${batches}
      LEFT JOIN ${sql.table(tableOf(vaccines))} AS ${sql.id('v')} ON ${ref('v.id')} = ${ref('b.vaccineId')}
      WHERE ${where}
      ORDER BY ${orderBy}
      LIMIT ${limit}`.execute(db),
    sql<{ total: number | string }>`SELECT COUNT(*) AS ${sql.id('total')} FROM ${batches} WHERE ${where}`.execute(db),
  ]);
  return {
    items: rows.rows.map((row) => ({ ...row, daysLeft: daysBetween(today, row.expirationDate) })),
    // PostgreSQL's COUNT is a bigint, which its driver reads as text.
    total: Number(count.rows[0]?.total ?? 0),
  };
};
