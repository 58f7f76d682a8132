import { noStockAtCenterMessage } from '../../domain/supply/stock-places';
import { today } from '../../engine';
import type { Db } from '../../engine/server';
import { ApiFailure, tableOf } from '../../engine/server';
import { batchStatus, vaccineBatches } from '../../entities/vaccine-batches';
import { type DoseStock, returnDose, takeDose } from '../stock/dose-stock';
import { moveStock } from '../stock/ledger';

const batches = tableOf(vaccineBatches);

/** Said of a recalled lot wherever a dose would take one of its vials. */
export const recalledBatchMessage = (batchNumber: string) =>
  `El lote ${batchNumber} fue retirado y no se puede usar para una dosis`;

/** Why a batch cannot give a dose on `onDay` whatever the centre, in the words the dose form shows; undefined when it can. */
const batchRefusalOf = async (db: Db, batchId: number, onDay: string) => {
  const batch = await db.selectFrom(batches).selectAll().where('id', '=', batchId).executeTakeFirst();
  if (batch?.isActive !== 1) return 'El lote seleccionado no existe o fue eliminado';
  if (batch.recalledAt !== null && batch.recalledAt !== undefined)
    return recalledBatchMessage(String(batch.batchNumber));
  if (batch.status !== batchStatus.open) return `El lote ${String(batch.batchNumber)} está cerrado`;
  if (String(batch.expirationDate) < onDay) return `El lote ${String(batch.batchNumber)} está vencido`;
  return undefined;
};

/**
 * A dose's vial: its batch, the centre that gave it, the dose, who moves it, a note when the dose
 * changes batch, and the day it was given when that is before today (a dose kept on a device
 * offline and sent later): the lot's expiry is judged on that day.
 */
export type VialMove = DoseStock & { givenOn?: string };

/**
 * Takes a dose from its centre's stock of an open, unexpired, active, unrecalled batch
 * (stock/dose-stock.ts: a single-dose vial, or a dose of the centre's open vial, opening one when
 * needed), each a movement of the lot's ledger (`dose`, or `dose-restored` for a cancelled dose
 * brought back), guarded so concurrent registrations never take more than there is. Returns the
 * reason in Spanish when it cannot: the lot's own, else 'El lote no tiene stock en este centro'.
 */
export const takeVial = async (
  db: Db,
  vial: VialMove & { kind?: 'dose' | 'dose-restored' },
): Promise<string | undefined> => {
  const { givenOn, kind = 'dose', ...dose } = vial;
  const onDay = givenOn !== undefined && givenOn < today() ? givenOn : today();
  const refusal = await batchRefusalOf(db, dose.batchId, onDay);
  if (refusal) return refusal;
  const taking = await takeDose(db, { ...dose, kind, onDay });
  return taking === 'taken' ? undefined : noStockAtCenterMessage;
};

/** Takes a vial or refuses the whole write with 409 and the reason. */
export const takeVialOrRefuse = async (db: Db, vial: VialMove & { kind?: 'dose' | 'dose-restored' }) => {
  const refusal = await takeVial(db, vial);
  if (refusal) throw new ApiFailure(409, refusal, { vaccineBatchId: refusal });
};

/** The note of the discard that follows a vial given back to a recalled lot. */
export const recalledReturnNote = 'Vial devuelto a un lote retirado';

/**
 * Gives a dose back to its centre's stock of its batch (a dose cancelled or moved to another
 * batch or centre): a `dose-cancelled` movement. A recalled batch keeps nothing: what is given
 * back is discarded at once, with the reason `recalled`.
 */
export const returnVial = async (db: Db, vial: VialMove) => {
  const { givenOn: _givenOn, ...dose } = vial;
  const { place, vials, openDoses } = await returnDose(db, dose);
  const batch = await db.selectFrom(batches).select('recalledAt').where('id', '=', vial.batchId).executeTakeFirst();
  if (batch?.recalledAt === null || batch?.recalledAt === undefined) return;
  const { batchId, userId, appliedDoseId } = vial;
  const discard = { batchId, userId, appliedDoseId, kind: 'discard', place, reason: 'recalled' } as const;
  await moveStock(db, { ...discard, vials: -vials, openDoses: -openDoses, note: recalledReturnNote });
};
