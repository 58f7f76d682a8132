import { DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import type { AnyEntity, EntityPageConfig, EntityRow } from '../../contract/entity';
import type { WriteResult } from '../../data-provider';
import { uiTexts } from '../../ui-texts';
import { RecordAuditTrail } from '../audit/RecordAuditTrail';
import { dialogWidths, ModalDialog } from '../ModalDialog';
import { useLastShown } from '../useLastShown';
import { EntityForm } from './EntityForm';

/** `wide` takes 90% of the screen (the dose edit dialog); `normal` is at most 600px wide. */
export type DialogSize = NonNullable<EntityPageConfig['editDialogSize']>;

export type EditDialogProps = {
  entity: AnyEntity;
  /** The row being edited; the dialog is closed while this is null. */
  row: EntityRow | null;
  onClose: () => void;
  onSaved: (result: WriteResult) => void;
  size?: DialogSize;
  extras?: ReactNode;
  /** Called once the dialog has faded out and left the page, to move the focus. */
  onClosed?: () => void;
};

const widths: Record<DialogSize, string> = { normal: dialogWidths.form, wide: 'w-[90%] max-w-none' };

/**
 * The edit dialog of an entity: title 'Editar <singular>', the edit form prefilled from the
 * row, Cancelar and Guardar, then the record's 'Historial' for the roles that may read the
 * audit trail. The focus starts on the first field and stays inside; Escape
 * closes it and Headless UI gives the focus back to the button that opened it.
 *
 * @example
 * <EditDialog entity={countries} row={editing} onClose={stopEditing} onSaved={reload} />
 */
export function EditDialog({ entity, row, onClose, onSaved, size = 'normal', extras, onClosed }: EditDialogProps) {
  const shownRow = useLastShown(row);
  return (
    <ModalDialog isOpen={row !== null} onClose={onClose} onClosed={onClosed} width={widths[size]}>
      <DialogTitle className="mb-5 text-lg font-semibold text-foreground">
        {uiTexts.dialogs.editTitle(entity.labels.singular)}
      </DialogTitle>
      {shownRow && (
        <EntityForm
          key={shownRow.id}
          entity={entity}
          mode="edit"
          row={shownRow}
          onSaved={onSaved}
          onCancel={onClose}
          extras={extras}
          isFirstFieldFocused
          isFailureShownInForm
        />
      )}
      {shownRow && <RecordAuditTrail key={`audit-${shownRow.id}`} entity={entity} rowId={shownRow.id} />}
    </ModalDialog>
  );
}
