import { useQueryClient } from '@tanstack/react-query';
import type { AnyEntity, EntityRow } from '../../contract/entity';
import { failureMessage } from '../../failure';
import type { NotifyAction } from '../../notify';
import { undoTexts } from '../audit/audit-texts';
import { useEngine } from '../EngineProvider';

/**
 * The 'Deshacer' button of a delete's success message (react-admin's undoable mutations, done
 * after the fact): it asks the server to restore the row, which runs the entity's hooks (a
 * cancelled dose takes its vial again) and audits it, then every list on screen reloads. It
 * works after the page that deleted has gone, since the message bar outlives it.
 *
 * @example
 * const undo = useUndoDelete(countries);
 * notify.success('País eliminado correctamente', { actions: [undo(row)] });
 */
export const useUndoDelete = (entity: AnyEntity): ((row: EntityRow) => NotifyAction) => {
  const { dataProvider, notify } = useEngine();
  const queryClient = useQueryClient();
  return (row) => ({
    text: undoTexts.undo,
    onClick: () => {
      void dataProvider
        .restore(entity, row.id)
        .then(() => notify.success(undoTexts.restored(entity.labels)))
        .catch((error: unknown) => notify.error(failureMessage(error, undoTexts.failure)))
        .finally(() => void queryClient.invalidateQueries());
    },
  });
};
