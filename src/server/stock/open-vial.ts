import type { StockPlace } from '../../domain/supply/stock-places';
import { programmeDayOf } from '../../engine';
import type { Db } from '../../engine/server';
import { moveStock } from './ledger';

const hourMs = 3_600_000;

/**
 * Whether an open vial may no longer be used at `now` (WHO's multi-dose vial policy): past its
 * vaccine's `openVialHours`, or, for a vial of less than 24 hours (or of no stated hours), once
 * the programme's day it was opened on has ended (midnight).
 *
 * @example
 * isOpenVialExpired({ openedAt: '2026-11-29T08:00:00.000Z', openVialHours: 6, now: new Date('2026-11-29T15:00:00Z') }) // true
 */
export const isOpenVialExpired = ({
  openedAt,
  openVialHours,
  now,
}: {
  openedAt: string | null;
  openVialHours: number | null;
  now: Date;
}): boolean => {
  if (openedAt === null) return true;
  const opened = new Date(openedAt);
  if (openVialHours !== null && now.getTime() - opened.getTime() >= openVialHours * hourMs) return true;
  const endsAtMidnight = openVialHours === null || openVialHours < 24;
  return endsAtMidnight && programmeDayOf(opened) < programmeDayOf(now);
};

/**
 * Discards the doses left in a place's open vial of a lot: a `discard` movement of −openDoses
 * with the reason `open-vial-expired`.
 *
 * @example
 * await discardOpenVial(db, { batchId: 7, place: { type: 'center', id: 3 }, openDoses: 7, userId: 2 });
 */
export const discardOpenVial = (
  db: Db,
  vial: { batchId: number; place: StockPlace; openDoses: number; userId: number; note?: string },
) =>
  moveStock(db, {
    batchId: vial.batchId,
    kind: 'discard',
    place: vial.place,
    vials: 0,
    openDoses: -vial.openDoses,
    reason: 'open-vial-expired',
    note: vial.note ?? null,
    userId: vial.userId,
  });
