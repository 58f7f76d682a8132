import { today } from '../../engine';
import type { Db } from '../../engine/server';
import { ApiFailure, tableOf } from '../../engine/server';
import { batchStatus, vaccineBatches } from '../../entities/vaccine-batches';

const batches = tableOf(vaccineBatches);

/** Why a batch cannot give a vial, in the words the dose form shows. */
const refusalOf = async (db: Db, batchId: number) => {
  const batch = await db.selectFrom(batches).selectAll().where('id', '=', batchId).executeTakeFirst();
  if (batch?.isActive !== 1) return 'El lote seleccionado no existe o fue eliminado';
  if (batch.status !== batchStatus.open) return `El lote ${String(batch.batchNumber)} está cerrado`;
  if (String(batch.expirationDate) < today()) return `El lote ${String(batch.batchNumber)} está vencido`;
  return `El lote ${String(batch.batchNumber)} no tiene viales disponibles`;
};

/**
 * Takes one vial from an open, unexpired, active batch with vials left, in one conditional
 * update, so concurrent registrations never take more vials than there are. Returns the
 * reason in Spanish when the batch cannot give one.
 */
export const takeVial = async (db: Db, batchId: number): Promise<string | undefined> => {
  const result = await db
    .updateTable(batches)
    .set((eb) => ({ availableQuantity: eb('availableQuantity', '-', 1) }))
    .where('id', '=', batchId)
    .where('isActive', '=', 1)
    .where('status', '=', batchStatus.open)
    .where('availableQuantity', '>', 0)
    .where('expirationDate', '>=', today())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? undefined : refusalOf(db, batchId);
};

/** Takes a vial or refuses the whole write with 409 and the reason. */
export const takeVialOrRefuse = async (db: Db, batchId: number) => {
  const refusal = await takeVial(db, batchId);
  if (refusal) throw new ApiFailure(409, refusal, { vaccineBatchId: refusal });
};

/** Gives a vial back to its batch (a dose cancelled or moved to another batch). */
export const returnVial = async (db: Db, batchId: number) => {
  await db
    .updateTable(batches)
    .set((eb) => ({ availableQuantity: eb('availableQuantity', '+', 1) }))
    .where('id', '=', batchId)
    .execute();
};
