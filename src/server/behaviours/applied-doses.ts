import { programmeDayOf } from '../../engine';
import {
  type Db,
  defineBehaviour,
  RevertWrite,
  type StoredRow,
  type Values,
  type WriteContext,
} from '../../engine/server';
import { appliedDoses } from '../../entities/applied-doses';
import { lockBatches } from '../stock/ledger';
import { evaluatedOverrideReason } from './dose-evaluation';
import { refreshForecastsOf } from './dose-forecasts';
import { isHistoricalRow, storedDose } from './dose-kind';
import { refuseImpossibleDose } from './dose-series';
import { changesTiming, overrideReasonOf, refuseForeignOverride, timedOverrideReason } from './dose-timing';
import { returnVial, takeVial, takeVialOrRefuse, type VialMove } from './stock';

/**
 * Applied doses move stock: registering one takes a vial of its batch in the same
 * transaction, moving it to another batch moves the vial, cancelling (or deleting) gives it
 * back once, each a movement of the lot's ledger naming the dose (stock/ledger.ts). A historical dose (given elsewhere, copied from a paper card) has no batch and
 * moves no stock. A cancelled dose is history: editing or cancelling it again is reverted. A
 * dose number beyond the vaccine's series, or one an active dose of the same patient and
 * vaccine holds, is refused with 409 on registration and on edit (dose-series.ts), as is a
 * date the vaccine's schedule rules refuse, unless an admin gives a reason (dose-timing.ts).
 */
export const appliedDoseBehaviour = defineBehaviour(appliedDoses, {
  beforeChange: async ({ operation, id, values, original, context }) => {
    refuseForeignOverride(values, context.user);
    if (operation === 'create') {
      const dose = await storedDose({ db: context.db, values });
      const overrideReason = await checkedOverrideReason({ db: context.db, dose, values });
      if (!dose.isHistorical) await lockBatches(context.db, [Number(dose.vaccineBatchId)]);
      return { ...dose, overrideReason, recordedByUserId: context.user.id };
    }
    if (original.isActive !== 1) throw new RevertWrite('La dosis está cancelada y no se puede editar');
    const dose = await storedDose({ db: context.db, values, original });
    const stored = { ...original, ...dose };
    if (stored.isHistorical !== true && stored.isHistorical !== 1) {
      await refuseImpossibleDose({ db: context.db, values: stored, id });
    }
    const overrideReason = await editedOverrideReason({ db: context.db, stored, original, values, id });
    await moveVial({ context, id, original, dose });
    return { ...dose, overrideReason };
  },

  // A new dose's vial is taken once its row has an id, for the ledger's movement to name it.
  afterChange: async ({ operation, id, values, original, context }) => {
    if (operation === 'create' && values.isHistorical !== true) {
      const givenOn = programmeDayOf(String(values.applicationDateTime));
      await takeVialOrRefuse(context.db, { ...vialOf(context, id, values), givenOn });
    }
    await refreshForecastsOf(context.db, [original, values]);
  },

  beforeDelete: async ({ original, context }) => {
    if (!isHistoricalRow(original)) await lockBatches(context.db, [Number(original.vaccineBatchId)]);
  },

  afterDelete: async ({ id, original, context }) => {
    if (!isHistoricalRow(original)) await returnVial(context.db, vialOf(context, id, original));
    await refreshForecastsOf(context.db, [original]);
  },

  actions: {
    cancel: async ({ original, row }) => {
      if (original.isActive !== 1) throw new RevertWrite('La dosis ya estaba cancelada');
      await row.remove();
    },
  },
});

/** The vial of the dose `id` in its batch at its centre, moved by the signed-in user. */
const vialOf = (context: WriteContext, id: number, dose: Values | StoredRow, note?: string): VialMove => ({
  batchId: Number(dose.vaccineBatchId),
  centerId: Number(dose.vaccinationCenterId),
  appliedDoseId: id,
  userId: context.user.id,
  note,
});

/** The ledger's note of a dose's vial moved by an edit. */
const editNotes = { from: 'Dosis cambiada a otro lote o a dosis anterior', to: 'Dosis cambiada a este lote' };

/**
 * The vial of an edited dose: moved when it changes batch or centre (a `dose` movement in the new
 * one, a `dose-cancelled` in the old), given back when it becomes historical, taken when a
 * historical dose turns out to have been given here. A batch or centre that cannot give one
 * reverts the edit.
 */
const moveVial = async (edit: { context: WriteContext; id: number; original: StoredRow; dose: Values }) => {
  const { context, id, original, dose } = edit;
  const from = isHistoricalRow(original) ? undefined : vialOf(context, id, original, editNotes.from);
  const to = dose.isHistorical === true ? undefined : vialOf(context, id, { ...original, ...dose }, editNotes.to);
  if (to?.batchId === from?.batchId && to?.centerId === from?.centerId) return;
  const batches = [from?.batchId, to?.batchId].filter((batch) => batch !== undefined);
  await lockBatches(
    context.db,
    [...new Set(batches)].sort((a, b) => a - b),
  );
  if (to !== undefined) {
    const refusal = await takeVial(context.db, to);
    if (refusal) throw new RevertWrite(refusal);
  }
  if (from !== undefined) await returnVial(context.db, from);
};

type Edit = { db: Db; stored: Values; original: StoredRow; values: Values; id: number };

/**
 * A dose's checks before it is stored, and the override reason to store: a dose given here must
 * fit its vaccine's series (dose-series.ts), its schedule rules (dose-timing.ts) and, once they
 * pass, be valid for every antigen its vaccine covers (the CDSi engine, dose-evaluation.ts); an
 * admin's reason lets a refused one through. A historical dose is always kept as given, to be
 * evaluated (only a day before the birth is refused).
 */
const checkedOverrideReason = async ({
  db,
  dose,
  values,
  id,
}: {
  db: Db;
  dose: Values;
  values: Values;
  id?: number;
}) => {
  const isHistorical = dose.isHistorical === true || dose.isHistorical === 1;
  if (!isHistorical) await refuseImpossibleDose({ db, values: dose, id });
  const timed = await timedOverrideReason({ db, dose, values, id, isHistorical });
  if (timed !== null || isHistorical) return timed;
  return evaluatedOverrideReason({ db, dose, values, id });
};

/**
 * An edited dose's override reason: checked again when the edit moves the dose in time (its
 * patient, vaccine, number or day); otherwise the dose keeps the check it was registered with,
 * and the reason the body rewords, or the stored one.
 */
const editedOverrideReason = async ({ db, stored, original, values, id }: Edit) => {
  if (changesTiming(stored, original)) return checkedOverrideReason({ db, dose: stored, values, id });
  return values.overrideReason === undefined ? original.overrideReason : overrideReasonOf(values);
};
