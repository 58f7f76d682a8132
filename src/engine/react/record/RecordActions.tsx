import { useId, useState } from 'react';
import type { AnyEntity, EntityRow } from '../../contract/entity';
import { formActionsOf } from '../../contract/form-actions';
import { uiTexts } from '../../ui-texts';
import { useEngine } from '../EngineProvider';
import { FormActionDialog, type FormActionTarget } from '../form/FormActionDialog';
import { Icon } from '../Icon';
import { buttonClass } from '../styles';

/**
 * A record's form actions as labelled buttons ('Dar de baja', 'Conteo físico', 'Retirar lote'),
 * those its state and the signed-in role allow, each opening its dialog; nothing when none is
 * offered. Headless UI gives the focus back to the button once its dialog closes.
 *
 * @example
 * <RecordActions entity={vaccineBatches} row={batch} />
 */
export function RecordActions({ entity, row }: { entity: AnyEntity; row: EntityRow }) {
  const { can } = useEngine();
  const headingId = useId();
  const [target, setTarget] = useState<FormActionTarget | null>(null);
  const views = formActionsOf({ entity, row, canCall: (access) => can(entity, access) });
  if (views.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="sr-only">
        {uiTexts.record.actions(entity.labels)}
      </h2>
      <div className="flex flex-wrap gap-3">
        {views.map((view) => (
          <button
            key={view.action.route}
            type="button"
            className={buttonClass.secondary}
            onClick={() => setTarget({ row, action: view.action })}
          >
            <Icon path={view.icon} />
            {view.label}
          </button>
        ))}
      </div>
      <FormActionDialog
        entity={entity}
        target={target && { ...target, row }}
        onClose={() => setTarget(null)}
        onDone={() => setTarget(null)}
      />
    </section>
  );
}
