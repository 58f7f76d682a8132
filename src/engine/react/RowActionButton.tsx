import type { AnyEntity, EntityRow, RowActionConfig } from '../entity';
import { variantFor } from '../row-actions';
import { buttonClass } from './styles';
import { useRowAction } from './useRowAction';

export type RowActionButtonProps = {
  entity: AnyEntity;
  row: EntityRow;
  action: RowActionConfig;
  /** Called after the server answered (applied or rolled back), to reload. */
  onDone?: () => void;
};

/**
 * The button of an edit-dialog action declared by the config, labelled by the row's variant;
 * nothing when no variant applies to the row.
 *
 * @example
 * <RowActionButton entity={vaccineBatches} row={row} action={vaccineBatches.actions[0]} onDone={reload} />
 */
export function RowActionButton({ entity, row, action, onDone }: RowActionButtonProps) {
  const { run, isRunning } = useRowAction(entity);
  const variant = variantFor(action, row);
  if (!variant) return null;
  const onClick = async () => {
    if ((await run(row, action, variant.params)) !== null) onDone?.();
  };
  return (
    <button
      type="button"
      className={buttonClass.secondary}
      onClick={onClick}
      disabled={isRunning}
      aria-busy={isRunning}
    >
      {variant.label}
    </button>
  );
}
