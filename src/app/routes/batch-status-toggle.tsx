import type { EditExtrasContext } from '../../engine/react/ManageView';
import { RowActionButton } from '../../engine/react/RowActionButton';
import { batchStatus, vaccineBatches } from '../../entities/vaccine-batches';

/**
 * The batch edit dialog's toggle (spec section 4): 'Cerrar Lote' on an open batch, 'Abrir Lote'
 * on a closed one; it flips the status through the status endpoint.
 */
export const batchStatusToggle = ({ row, reload }: EditExtrasContext) => {
  const isOpen = row.status === batchStatus.open;
  return (
    <RowActionButton
      entity={vaccineBatches}
      row={row}
      label={isOpen ? 'Cerrar Lote' : 'Abrir Lote'}
      action={`status/${isOpen ? batchStatus.closed : batchStatus.open}`}
      success="Estado del lote actualizado correctamente"
      onDone={reload}
    />
  );
};
