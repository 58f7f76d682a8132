import type { ReactNode } from 'react';
import type { AnyEntity } from '../../contract/entity';
import { type DialogSize, EditDialog } from '../form/EditDialog';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import type { RowDialogs } from './useRowDialogs';

export type EditAndDeleteDialogsProps = {
  entity: AnyEntity;
  dialogs: RowDialogs;
  size?: DialogSize;
  /** Shown in the edit dialog, between its fields and its buttons (the row's actions). */
  extras?: ReactNode;
};

/**
 * A table's row dialogs as `useRowDialogs` drives them: the edit dialog of the row being edited
 * and the delete confirmation, each giving the focus back to the row once closed.
 *
 * @example
 * <EditAndDeleteDialogs entity={patientObservations} dialogs={useRowDialogs({ entity, list })} />
 */
export function EditAndDeleteDialogs({ entity, dialogs, size, extras }: EditAndDeleteDialogsProps) {
  const { editingRow, deletion } = dialogs;
  return (
    <>
      <EditDialog
        entity={entity}
        row={editingRow}
        size={size}
        onClose={dialogs.closeEditing}
        onSaved={dialogs.closeEditing}
        onClosed={dialogs.dialogClosed}
        extras={extras}
      />
      <ConfirmDeleteDialog
        singular={entity.labels.singular}
        isOpen={deletion.target !== null}
        isBusy={deletion.isDeleting}
        onCancel={deletion.cancel}
        onConfirm={deletion.confirm}
        onClosed={dialogs.dialogClosed}
      />
    </>
  );
}
