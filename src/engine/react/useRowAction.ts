import { useCallback } from 'react';
import type { WriteResult } from '../data-provider';
import type { AnyEntity, EntityRow } from '../entity';
import { failureMessage } from '../failure';
import { notifyWriteResult } from '../notify';
import { uiTexts } from '../ui-texts';
import { useEngine } from './EngineProvider';
import { useWriteMutation } from './useWriteMutation';

/** A PATCH to a sub-path of one row and what to tell the user about it. */
export type RowAction = {
  /** The sub-path, such as `status/2` or `cancel`. */
  action: string;
  success: string;
  /** The warning when the server rolls the change back. */
  rolledBack?: string;
};

export type RowActionRunner = {
  /** Runs the action and notifies; resolves with the answer, or null when it failed. */
  run: (row: EntityRow, action: RowAction) => Promise<WriteResult | null>;
  isRunning: boolean;
};

/**
 * Runs entity-specific row actions through `dataProvider.action` as mutations (the lists on
 * screen reload after each), with the engine's success, rolled-back and failure notifications.
 *
 * @example
 * const { run, isRunning } = useRowAction(vaccineBatches);
 * await run(row, { action: 'status/2', success: 'Estado del lote actualizado correctamente' });
 */
export const useRowAction = (entity: AnyEntity): RowActionRunner => {
  const { dataProvider, notify } = useEngine();
  const mutation = useWriteMutation(({ id, action }: { id: number; action: string }) =>
    dataProvider.action(entity, { id, action }),
  );
  const { mutateAsync } = mutation;
  const run = useCallback(
    async (row: EntityRow, { action, success, rolledBack }: RowAction) => {
      try {
        const result = await mutateAsync({ id: row.id, action });
        notifyWriteResult(notify, result, { success, rolledBack: rolledBack ?? uiTexts.rolledBack.update });
        return result;
      } catch (error) {
        notify.error(failureMessage(error, uiTexts.failures.save));
        return null;
      }
    },
    [mutateAsync, notify],
  );
  return { run, isRunning: mutation.isPending };
};
