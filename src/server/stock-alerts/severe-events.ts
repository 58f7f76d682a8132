import { sql } from 'kysely';
import { daysBetween } from '../../domain/calendar-days';
import type { SevereEventsBatch } from '../../domain/stock-alerts';
import type { Db } from '../../engine/server';
import { tableOf } from '../../engine/server';
import { adverseEvents, type Severity } from '../../entities/adverse-events';
import { appliedDoses } from '../../entities/applied-doses';
import { vaccineBatches } from '../../entities/vaccine-batches';
import { vaccines } from '../../entities/vaccines';

/** A lot with this many active severe ESAVI reports or more is to be reviewed. */
export const severeEventsThreshold = 3;

const severe: Severity = 'severe';
const ref = (path: string) => sql.ref(path);
const reviewable = sql`${ref('b.isActive')} = 1 AND ${ref('b.recalledAt')} IS NULL`;

type BatchRow = Omit<SevereEventsBatch, 'daysLeft'>;

/**
 * Lots (not deleted nor recalled: a recall is the review's end) with {@link severeEventsThreshold}
 * or more active severe ESAVI reports, the most reported first. It reads the reports, which are
 * few, and their doses by id.
 */
export const severeEventBatches = async ({ db, today, limit }: { db: Db; today: string; limit: number }) => {
  const counted = sql`
    SELECT ${ref('d.vaccineBatchId')} AS ${sql.id('batchId')}, COUNT(*) AS ${sql.id('severeEventCount')}
    FROM ${sql.table(tableOf(adverseEvents))} AS ${sql.id('e')}
    JOIN ${sql.table(tableOf(appliedDoses))} AS ${sql.id('d')} ON ${ref('d.id')} = ${ref('e.appliedDoseId')}
    WHERE ${ref('e.isActive')} = 1 AND ${ref('e.severity')} = ${severe}
    GROUP BY ${ref('d.vaccineBatchId')}
    HAVING COUNT(*) >= ${severeEventsThreshold}`;
  const batches = sql`(${counted}) AS ${sql.id('s')}
    JOIN ${sql.table(tableOf(vaccineBatches))} AS ${sql.id('b')} ON ${ref('b.id')} = ${ref('s.batchId')}`;
  const [rows, count] = await Promise.all([
    sql<BatchRow>`
      SELECT ${ref('b.id')} AS ${sql.id('id')}, ${ref('b.batchNumber')} AS ${sql.id('batchNumber')},
        ${ref('v.vaccineName')} AS ${sql.id('vaccineName')}, ${ref('b.expirationDate')} AS ${sql.id('expirationDate')},
        ${ref('b.availableQuantity')} AS ${sql.id('availableQuantity')},
        ${ref('b.initialQuantity')} AS ${sql.id('initialQuantity')},
        ${ref('s.severeEventCount')} AS ${sql.id('severeEventCount')}
      FROM ${batches}
      LEFT JOIN ${sql.table(tableOf(vaccines))} AS ${sql.id('v')} ON ${ref('v.id')} = ${ref('b.vaccineId')}
      WHERE ${reviewable}
      ORDER BY ${ref('s.severeEventCount')} DESC, ${ref('b.id')}
      LIMIT ${limit}`.execute(db),
    sql<{ total: number | string }>`SELECT COUNT(*) AS ${sql.id('total')} FROM ${batches} WHERE ${reviewable}`.execute(
      db,
    ),
  ]);
  return {
    // PostgreSQL's COUNT is a bigint, which its driver reads as text.
    items: rows.rows.map((row) => ({
      ...row,
      severeEventCount: Number(row.severeEventCount),
      daysLeft: daysBetween(today, row.expirationDate),
    })),
    total: Number(count.rows[0]?.total ?? 0),
  };
};
