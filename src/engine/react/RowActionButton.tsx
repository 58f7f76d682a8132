import type { AnyEntity, EntityRow } from '../entity';
import { buttonClass } from './styles';
import { type RowAction, useRowAction } from './useRowAction';

export type RowActionButtonProps = RowAction & {
  entity: AnyEntity;
  row: EntityRow;
  label: string;
  /** Called after the server answered (applied or rolled back), to reload. */
  onDone?: () => void;
};

/**
 * A button that runs one row action, for an entity page's edit extras.
 *
 * @example
 * <RowActionButton entity={vaccineBatches} row={row} label="Cerrar Lote" action="status/2"
 *   success="Estado del lote actualizado correctamente" onDone={reload} />
 */
export function RowActionButton({ entity, row, label, onDone, ...action }: RowActionButtonProps) {
  const { run, isRunning } = useRowAction(entity);
  const onClick = async () => {
    if ((await run(row, action)) !== null) onDone?.();
  };
  return (
    <div className="flex justify-start">
      <button
        type="button"
        className={buttonClass.secondary}
        onClick={onClick}
        disabled={isRunning}
        aria-busy={isRunning}
      >
        {label}
      </button>
    </div>
  );
}
