import { useState } from 'react';
import type { AnyEntity, EntityRow, RowActionConfig } from '../../contract/entity';
import { messagesFor } from '../../contract/labels';
import { actionsAt, variantFor } from '../../contract/row-actions';
import { isRolledBack, type WriteResult } from '../../data-provider';
import { failureMessage } from '../../failure';
import { notifyWriteResult } from '../../notify';
import { uiTexts } from '../../ui-texts';
import { useEngine } from '../EngineProvider';
import { useWriteMutation } from '../useWriteMutation';
import { useUndoDelete } from './useUndoDelete';

export type DeleteRowOptions = {
  entity: AnyEntity;
  /** Called after the server answered; `isDeleted` is false when it rolled the deletion back. */
  onSettled?: (row: EntityRow, isDeleted: boolean) => void;
};

export type DeleteRowFlow = {
  /** The row waiting for confirmation, or null. */
  target: EntityRow | null;
  request: (row: EntityRow) => void;
  cancel: () => void;
  confirm: () => Promise<void>;
  isDeleting: boolean;
};

/**
 * The ask-then-delete flow of a manage table: nothing reaches the API until `confirm`; the
 * deletion is a mutation, so the lists on screen reload after it. An action the config places
 * at `'delete'` (the dose `cancel`) runs instead of the DELETE, with its own messages. The
 * success message offers 'Deshacer', which restores the row (useUndoDelete.ts).
 *
 * @example
 * const deletion = useDeleteRow({ entity: countries });
 * deletion.request(row); // opens the confirm dialog
 */
export const useDeleteRow = ({ entity, onSettled }: DeleteRowOptions): DeleteRowFlow => {
  const { dataProvider, notify, can } = useEngine();
  // The restore is behind the delete's roles, like the delete itself.
  const canUndo = can(entity, 'delete');
  const [target, setTarget] = useState<EntityRow | null>(null);
  const deleteAction: RowActionConfig | undefined = actionsAt(entity, 'delete')[0];
  const remove = useWriteMutation((row: EntityRow) =>
    deleteAction
      ? dataProvider.action(entity, {
          id: row.id,
          action: deleteAction.name,
          params: variantFor(deleteAction, row)?.params,
        })
      : dataProvider.delete(entity, row.id),
  );

  const undo = useUndoDelete(entity);

  const confirm = async () => {
    if (!target) return;
    try {
      const result: WriteResult = await remove.mutateAsync(target);
      const serverMessage = isRolledBack(result) ? result.message : undefined;
      const isDeleted = notifyWriteResult(notify, result, {
        success: deleteAction?.success ?? messagesFor(entity.labels).deleted,
        rolledBack: deleteAction?.rolledBack ?? serverMessage ?? uiTexts.rolledBack.delete,
        actions: canUndo ? [undo(target)] : [],
      });
      onSettled?.(target, isDeleted);
    } catch (error) {
      notify.error(failureMessage(error, uiTexts.failures.delete));
    } finally {
      setTarget(null);
    }
  };

  return { target, request: setTarget, cancel: () => setTarget(null), confirm, isDeleting: remove.isPending };
};
