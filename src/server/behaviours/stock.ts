import { today } from '../../engine';
import type { Db } from '../../engine/server';
import { ApiFailure, tableOf } from '../../engine/server';
import { batchStatus, vaccineBatches } from '../../entities/vaccine-batches';
import { moveStock } from '../stock/ledger';
import { nationalStore } from '../stock/national-store';

const batches = tableOf(vaccineBatches);

/** Said of a recalled lot wherever a dose would take one of its vials. */
export const recalledBatchMessage = (batchNumber: string) =>
  `El lote ${batchNumber} fue retirado y no se puede usar para una dosis`;

/** Why a batch cannot give a vial on `onDay`, in the words the dose form shows. */
const refusalOf = async (db: Db, batchId: number, onDay: string) => {
  const batch = await db.selectFrom(batches).selectAll().where('id', '=', batchId).executeTakeFirst();
  if (batch?.isActive !== 1) return 'El lote seleccionado no existe o fue eliminado';
  if (batch.recalledAt !== null && batch.recalledAt !== undefined)
    return recalledBatchMessage(String(batch.batchNumber));
  if (batch.status !== batchStatus.open) return `El lote ${String(batch.batchNumber)} está cerrado`;
  if (String(batch.expirationDate) < onDay) return `El lote ${String(batch.batchNumber)} está vencido`;
  return `El lote ${String(batch.batchNumber)} no tiene viales disponibles`;
};

/**
 * A dose's vial: its batch, the dose, who moves it, a note when the dose changes batch, and the
 * day it was given when that is before today (a dose kept on a device offline and sent later): the
 * lot's expiry is judged on that day.
 */
export type VialMove = { batchId: number; appliedDoseId: number; userId: number; note?: string; givenOn?: string };

/**
 * Takes one vial from an open, unexpired, active, unrecalled batch with vials left, in one
 * guarded update with its ledger movement (`dose`, or `dose-restored` for a cancelled dose
 * brought back), so concurrent registrations never take more vials than there are. Returns the
 * reason in Spanish when the batch cannot give one.
 */
export const takeVial = async (
  db: Db,
  vial: VialMove & { kind?: 'dose' | 'dose-restored' },
): Promise<string | undefined> => {
  const { batchId, appliedDoseId, userId, note, kind = 'dose' } = vial;
  const onDay = vial.givenOn !== undefined && vial.givenOn < today() ? vial.givenOn : today();
  const place = await nationalStore(db);
  const movement = await moveStock(
    db,
    { batchId, kind, place, vials: -1, appliedDoseId, userId, note },
    { isForDose: true, onDay },
  );
  return movement ? undefined : refusalOf(db, batchId, onDay);
};

/** Takes a vial or refuses the whole write with 409 and the reason. */
export const takeVialOrRefuse = async (db: Db, vial: VialMove & { kind?: 'dose' | 'dose-restored' }) => {
  const refusal = await takeVial(db, vial);
  if (refusal) throw new ApiFailure(409, refusal, { vaccineBatchId: refusal });
};

/** The note of the discard that follows a vial given back to a recalled lot. */
export const recalledReturnNote = 'Vial devuelto a un lote retirado';

/**
 * Gives a vial back to its batch (a dose cancelled or moved to another batch): a
 * `dose-cancelled` movement. A recalled batch keeps no vial: the one given back is discarded
 * at once, with the reason `recalled`.
 */
export const returnVial = async (db: Db, vial: VialMove) => {
  const place = await nationalStore(db);
  await moveStock(db, { ...vial, kind: 'dose-cancelled', place, vials: 1 });
  const batch = await db.selectFrom(batches).select('recalledAt').where('id', '=', vial.batchId).executeTakeFirst();
  if (batch?.recalledAt === null || batch?.recalledAt === undefined) return;
  const { batchId, userId, appliedDoseId } = vial;
  const discard = { batchId, userId, appliedDoseId, kind: 'discard', place, vials: -1, reason: 'recalled' } as const;
  await moveStock(db, { ...discard, note: recalledReturnNote });
};
