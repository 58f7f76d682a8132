import { parseAntigenDocument } from '../../domain/cdsi/antigen-document';
import { longestRecommendedSpan } from '../../domain/cdsi/recommended-span';
import type { Db } from '../../engine/server';
import { tableOf } from '../../engine/server';
import { antigens } from '../../entities/antigens';
import { oncePerScheduleVersion } from '../cdsi/schedule-version';

/**
 * The most days any antigen's series, cancelled ones too, puts between a target dose's
 * recommended date and the day it is overdue (1 without any): read and parsed once per version
 * of the schedule (migration 0024's counter, moved on every write of its tables), since CDC's
 * documents took 36 to 53 ms to parse on every request of the 'upcoming' list.
 *
 * @example
 * await longestAntigenSpan(db) // 4749 with CDC's pneumococcal series
 */
export const longestAntigenSpan = (db: Db): Promise<number> => spanOncePerVersion(db);

const readSpan = async (db: Db) => {
  const rows = await db.selectFrom(tableOf(antigens)).select('definition').execute();
  const each = rows.map((row) => {
    const document = parseAntigenDocument(row.definition === null ? null : String(row.definition));
    return document === null ? 1 : longestRecommendedSpan(document);
  });
  return Math.max(1, ...each);
};

const spanOncePerVersion = oncePerScheduleVersion(readSpan);
