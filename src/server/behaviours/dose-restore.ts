import type { EntityBehaviour } from '../../engine/server';
import { refreshForecastsOf } from './dose-forecasts';
import { isHistoricalRow } from './dose-kind';
import { refuseImpossibleDose } from './dose-series';
import { takeVialOrRefuse } from './stock';

/**
 * A cancelled dose brought back (the undo of its cancel) takes its vial again, or is refused
 * with 409 when its batch has none left, is closed or expired, or when another active dose of
 * the patient holds its number now; once back, its patient's forecast counts it again. A
 * historical dose takes no vial. Its date is not checked again: it passed, or was overridden,
 * when it was registered. Kept apart from the dose's other hooks (applied-doses.ts) and added
 * to them in the behaviours' list.
 *
 * @example
 * export const behaviours = [withDoseRestore(appliedDoseBehaviour), patientBehaviour];
 */
export const withDoseRestore = (behaviour: EntityBehaviour): EntityBehaviour => ({
  ...behaviour,
  beforeRestore: async ({ id, original, context }) => {
    await refuseImpossibleDose({ db: context.db, values: original, id });
    if (isHistoricalRow(original)) return;
    const vial = {
      batchId: Number(original.vaccineBatchId),
      centerId: Number(original.vaccinationCenterId),
      appliedDoseId: id,
      userId: context.user.id,
    };
    await takeVialOrRefuse(context.db, { ...vial, kind: 'dose-restored' });
  },
  afterRestore: ({ original, context }) => refreshForecastsOf(context.db, [original]),
});
