import type { AnyEntity, EntityRow, RowActionConfig } from '../../contract/entity';
import { rowActionName } from '../../contract/labels';
import { variantFor } from '../../contract/row-actions';
import { busyClass, buttonClass } from '../styles';
import { useRowAction } from './useRowAction';

export type RowActionButtonProps = {
  entity: AnyEntity;
  row: EntityRow;
  action: RowActionConfig;
  /** Called after the server answered (applied or rolled back), to reload. */
  onDone?: () => void;
};

/**
 * The button of an edit-dialog action declared by the config, labelled by the row's variant and
 * named with the record ('Cerrar Lote PF-2026-001'); nothing when no variant applies to the row.
 * While the action runs the button keeps the focus (it is not disabled) but does nothing.
 *
 * @example
 * <RowActionButton entity={vaccineBatches} row={row} action={vaccineBatches.actions[0]} onDone={reload} />
 */
export function RowActionButton({ entity, row, action, onDone }: RowActionButtonProps) {
  const { run, isRunning } = useRowAction(entity);
  const variant = variantFor(action, row);
  if (!variant) return null;
  const onClick = async () => {
    if (isRunning) return;
    if ((await run(row, action, variant.params)) !== null) onDone?.();
  };
  return (
    <button
      type="button"
      className={`${buttonClass.secondary} ${busyClass}`}
      onClick={onClick}
      aria-label={rowActionName({ verb: variant.label, entity, row })}
      aria-disabled={isRunning}
      aria-busy={isRunning}
    >
      {variant.label}
    </button>
  );
}
