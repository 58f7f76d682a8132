import { batchEditNote } from '../../domain/stock-movements';
import type { Db, StoredRow, Values, WriteContext } from '../../engine/server';
import { ApiFailure, defineBehaviour, tableOf } from '../../engine/server';
import { appliedDoses } from '../../entities/applied-doses';
import { batchStatus, vaccineBatches } from '../../entities/vaccine-batches';
import { appendMovement, moveStock } from '../stock/ledger';
import { movementsRoute } from '../stock/movements-route';
import { nationalStore } from '../stock/national-store';
import { changePlaceStock, placeStockOf } from '../stock/place-stock';
import { recipientsExportRoute, recipientsRoute } from '../stock/recipients-routes';
import { countsRoute, discardsRoute, recallRoute } from '../stock/stock-routes';
import { writtenPlace } from '../stock/written-place';

/** Said when a lot's vaccine would change under the doses applied from it. */
export const vaccineOfUsedBatchMessage =
  'No se puede cambiar la vacuna de un lote con dosis aplicadas: sus dosis y los esquemas de sus pacientes son de esa vacuna';

/** Said when the status action would open a recalled lot. */
export const reopenRecalledMessage = 'Un lote retirado no se puede volver a abrir';

/** Said when an edit would change a recalled lot's vials. */
export const recalledVialsMessage = 'Un lote retirado no puede recibir viales: sus viales se dieron de baja';

/** The note of the `count` a lot registered with fewer available vials than initial ones writes. */
const createdShortNote = 'Viales disponibles al registrar el lote';

const hasActiveDoses = async (db: Db, batchId: number) =>
  (await db
    .selectFrom(tableOf(appliedDoses))
    .select('id')
    .where('vaccineBatchId', '=', batchId)
    .where('isActive', '=', 1)
    .limit(1)
    .executeTakeFirst()) !== undefined;

const statuses = new Set<number>(Object.values(batchStatus));

const isRecalled = (row: StoredRow) => row.recalledAt !== null && row.recalledAt !== undefined;

/**
 * A new lot's ledger, written with its row at the store it was received in: a `receipt` of its
 * initial vials, and a `count` of any it was registered without, so its vials are its movements'
 * sum from the first one, and all of them the store's.
 */
const receive = async (context: WriteContext, id: number, values: Values) => {
  const place = { type: 'store', id: Number(values.storeOrgUnitId) } as const;
  const movement = { batchId: id, userId: context.user.id, place };
  const [initial, available] = [Number(values.initialQuantity), Number(values.availableQuantity)];
  await changePlaceStock(context.db, { batchId: id, place, vials: available, openDoses: 0 });
  await appendMovement(context.db, { ...movement, kind: 'receipt', vials: initial, balanceAfter: initial });
  if (available === initial) return;
  await appendMovement(context.db, {
    ...movement,
    kind: 'count',
    vials: available - initial,
    note: createdShortNote,
    balanceAfter: available,
  });
};

/** The store a new lot is received in: the one named, else the national store. */
const receivingStore = async (context: WriteContext, values: Values) =>
  values.storeOrgUnitId === undefined || values.storeOrgUnitId === null
    ? (await nationalStore(context.db)).id
    : Number(values.storeOrgUnitId);

/**
 * An admin's edit of the available vials is a `count` of the difference at the lot's place
 * (the one place that holds it, else its receiving store: stock/written-place.ts),
 * noted 'Edición del lote', so nothing moves stock outside the ledger; refused (409) on a
 * recalled lot, or when the store holds fewer vials than it takes. The engine has locked the
 * lot's row for the edit.
 */
const editVials = async (context: WriteContext, id: number, original: StoredRow, values: Values) => {
  const { availableQuantity, ...rest } = values;
  if (availableQuantity === undefined || availableQuantity === null) return rest;
  const difference = Number(availableQuantity) - Number(original.availableQuantity);
  if (difference === 0) return rest;
  if (isRecalled(original)) {
    throw new ApiFailure(409, recalledVialsMessage, { availableQuantity: recalledVialsMessage });
  }
  const userId = context.user.id;
  const place = await writtenPlace(context.db, id);
  const held = (await placeStockOf(context.db, id, place)).vials;
  const placeRefusal = `El lugar del lote tiene ${held} viales: no se pueden quitar ${-difference}`;
  const movement = { batchId: id, kind: 'count', place, vials: difference, note: batchEditNote, userId } as const;
  await moveStock(context.db, movement, { placeRefusal });
  return rest;
};

/**
 * Batches are created open; the `status` action (`PATCH /{id}/status/{1|2}`) opens or closes
 * one, never reopening a recalled one (409). A batch's vaccine stays once doses were applied
 * from it (409): those doses, their series checks and their patients' schedules belong to that
 * vaccine. Its vials move only through its ledger (stock/ledger.ts, docs/stock.md), whose
 * routes the config declares: the movements, discards, counts, the recall and its recipients.
 */
export const vaccineBatchBehaviour = defineBehaviour(vaccineBatches, {
  beforeChange: async ({ operation, id, values, original, context }) => {
    if (operation === 'create') {
      const storeOrgUnitId = await receivingStore(context, values);
      return { ...values, storeOrgUnitId, status: batchStatus.open, adverseEventCount: 0 };
    }
    const isVaccineChanged = values.vaccineId !== undefined && Number(values.vaccineId) !== Number(original.vaccineId);
    if (isVaccineChanged && (await hasActiveDoses(context.db, id))) {
      throw new ApiFailure(409, vaccineOfUsedBatchMessage, { vaccineId: vaccineOfUsedBatchMessage });
    }
    return editVials(context, id, original, values);
  },

  afterChange: async ({ operation, id, values, context }) => {
    if (operation === 'create') await receive(context, id, values);
  },

  actions: {
    status: async ({ params, original, row }) => {
      const status = Number(params.status);
      if (!statuses.has(status)) throw new ApiFailure(400, 'El estado debe ser 1 (abierto) o 2 (cerrado)');
      if (status === batchStatus.open && isRecalled(original)) throw new ApiFailure(409, reopenRecalledMessage);
      await row.update({ status });
    },
  },

  routes: {
    movements: movementsRoute,
    discards: discardsRoute,
    counts: countsRoute,
    recall: recallRoute,
    recipients: recipientsRoute,
    recipientsExport: recipientsExportRoute,
  },
});
