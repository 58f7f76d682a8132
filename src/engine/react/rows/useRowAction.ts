import { useCallback } from 'react';
import type { AnyEntity, EntityRow, RowActionConfig } from '../../contract/entity';
import type { RowActionParams } from '../../contract/row-actions';
import type { WriteResult } from '../../data-provider';
import { failureMessage } from '../../failure';
import { notifyWriteResult } from '../../notify';
import { uiTexts } from '../../ui-texts';
import { useEngine } from '../EngineProvider';
import { useWriteMutation } from '../useWriteMutation';

export type RowActionRunner = {
  /** Runs the action with the params of the row's variant and notifies; resolves with the answer, or null when it failed. */
  run: (row: EntityRow, action: RowActionConfig, params?: RowActionParams) => Promise<WriteResult | null>;
  isRunning: boolean;
};

/**
 * Runs the row actions an entity config declares through `dataProvider.action` as mutations
 * (the lists on screen reload after each), with the action's success and rolled-back messages
 * and the engine's failure notification.
 *
 * @example
 * const { run, isRunning } = useRowAction(vaccineBatches);
 * await run(row, statusAction, { status: 2 });
 */
export const useRowAction = (entity: AnyEntity): RowActionRunner => {
  const { dataProvider, notify } = useEngine();
  const mutation = useWriteMutation((call: { id: number; action: string; params?: RowActionParams }) =>
    dataProvider.action(entity, call),
  );
  const { mutateAsync } = mutation;
  const run = useCallback(
    async (row: EntityRow, { name, success, rolledBack }: RowActionConfig, params?: RowActionParams) => {
      try {
        const result = await mutateAsync({ id: row.id, action: name, params });
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
