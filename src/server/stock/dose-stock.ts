import { noStockAtCenterMessage, type StockPlace } from '../../domain/supply/stock-places';
import type { Db } from '../../engine/server';
import { tableOf } from '../../engine/server';
import { vaccineBatches } from '../../entities/vaccine-batches';
import { vaccines } from '../../entities/vaccines';
import { moveStock } from './ledger';
import { discardOpenVial, isOpenVialExpired } from './open-vial';
import { placeStockOf } from './place-stock';

/** A dose's stock at its centre: its lot, the centre, the dose, who moves it, and a note. */
export type DoseStock = {
  batchId: number;
  centerId: number;
  appliedDoseId: number;
  userId: number;
  note?: string;
};

/** How a lot's vials are used: its vaccine's doses per vial (1 when unset) and an open vial's hours. */
export const vialPolicyOf = async (db: Db, batchId: number) => {
  const row = await db
    .selectFrom(`${tableOf(vaccineBatches)} as b`)
    .innerJoin(`${tableOf(vaccines)} as v`, 'v.id', 'b.vaccineId')
    .select(['v.dosesPerVial', 'v.openVialHours'])
    .where('b.id', '=', batchId)
    .executeTakeFirst();
  const hours = row?.openVialHours;
  return {
    dosesPerVial: Math.max(1, Number(row?.dosesPerVial ?? 1)),
    openVialHours: hours === null || hours === undefined ? null : Number(hours),
  };
};

const centerOf = (centerId: number): StockPlace => ({ type: 'center', id: centerId });

/**
 * Takes a dose from its centre's stock of the lot, after the lot's own checks (active, open,
 * unexpired on `onDay`, not recalled; the caller holds the lot's lock): the dose of the centre's
 * open vial while it is within its hours (WHO's multi-dose vial policy), else a new vial opened
 * (`vial-opened`: −1 vial, + its doses) and its first dose; a single-dose vial is its dose (−1
 * vial). An open vial past its hours is discarded first (`open-vial-expired`). Answers
 * `'taken'`, `'noStock'` when the centre holds none, or `'batchRefused'` when the lot cannot
 * give a dose (nothing written then).
 *
 * @example
 * await takeDose(db, { batchId: 7, centerId: 3, appliedDoseId: 90, userId: 2, kind: 'dose', onDay: '2026-11-29' });
 */
export const takeDose = async (
  db: Db,
  dose: DoseStock & { kind: 'dose' | 'dose-restored'; onDay: string },
): Promise<DoseTaking> => {
  const { batchId, centerId, appliedDoseId, userId, note, kind, onDay } = dose;
  const place = centerOf(centerId);
  const policy = await vialPolicyOf(db, batchId);
  const stock = await placeStockOf(db, batchId, place);
  let openDoses = stock.openDoses;
  if (openDoses > 0 && isOpenVialExpired({ ...policy, openedAt: stock.openedAt, now: new Date() })) {
    await discardOpenVial(db, { batchId, place, openDoses, userId });
    openDoses = 0;
  }
  if (openDoses === 0 && stock.vials === 0) return 'noStock';
  const options = { isForDose: true, onDay, placeRefusal: noStockAtCenterMessage };
  const movement = { batchId, place, appliedDoseId, userId, note };
  if (openDoses > 0) return refusalOf(await moveStock(db, { ...movement, kind, vials: 0, openDoses: -1 }, options));
  if (policy.dosesPerVial === 1) return refusalOf(await moveStock(db, { ...movement, kind, vials: -1 }, options));
  const opened = await moveStock(
    db,
    { batchId, place, userId, kind: 'vial-opened', vials: -1, openDoses: policy.dosesPerVial },
    { ...options, openedAt: new Date().toISOString() },
  );
  if (!opened) return 'batchRefused';
  await moveStock(db, { ...movement, kind, vials: 0, openDoses: -1 }, { placeRefusal: noStockAtCenterMessage });
  return 'taken';
};

/** What became of a dose's taking. */
export type DoseTaking = 'taken' | 'noStock' | 'batchRefused';

const refusalOf = (movement: unknown): DoseTaking => (movement ? 'taken' : 'batchRefused');

/**
 * Gives a cancelled dose back to its centre: a single-dose vial closed again (+1 vial), a dose of
 * a multi-dose vial to its open doses (+1), which the next dose uses while the vial is within its
 * hours, or discards with it once past them.
 *
 * @example
 * await returnDose(db, { batchId: 7, centerId: 3, appliedDoseId: 90, userId: 2 });
 */
export const returnDose = async (db: Db, dose: DoseStock) => {
  const { batchId, centerId, appliedDoseId, userId, note } = dose;
  const { dosesPerVial } = await vialPolicyOf(db, batchId);
  const [vials, openDoses] = dosesPerVial === 1 ? [1, 0] : [0, 1];
  const place = centerOf(centerId);
  await moveStock(db, { batchId, place, appliedDoseId, userId, note, kind: 'dose-cancelled', vials, openDoses });
  return { place, vials, openDoses };
};
