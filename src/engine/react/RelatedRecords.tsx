import { mdiPlus } from '@mdi/js';
import { useMemo, useRef, useState } from 'react';
import type { AnyEntity } from '../contract/entity';
import { failureMessage } from '../failure';
import { uiTexts } from '../ui-texts';
import { useEngine } from './EngineProvider';
import { CreateDialog } from './form/CreateDialog';
import { Icon } from './Icon';
import { EntityTable } from './list/EntityTable';
import { entitySource } from './list/entity-source';
import { ListPager } from './list/ListPager';
import { ListFailure } from './list/ListStates';
import { useListController } from './list/useListController';
import { EditAndDeleteDialogs } from './rows/EditAndDeleteDialogs';
import { useRowDialogs } from './rows/useRowDialogs';
import { buttonClass } from './styles';

export type RelatedRecordsProps = {
  /** The entity whose rows belong to the record (a patient's observations). */
  entity: AnyEntity;
  /** The reference naming the record, and the record's id: the rows listed, and the value a new one takes. */
  parent: { field: string; id: number };
};

/**
 * A record's rows of another entity, as a section of the record's page: its plural as the heading,
 * 'Agregar' (a create dialog that fills in the record), the paged table of the rows that name the
 * record, each with Editar and Eliminar as the role may, the dialogs of a manage table. The server
 * answers only the rows of the user's scope.
 *
 * @example
 * <RelatedRecords entity={patientObservations} parent={{ field: 'patientId', id: 7 }} />
 */
export function RelatedRecords({ entity, parent }: RelatedRecordsProps) {
  const { dataProvider, can } = useEngine();
  const filter = useMemo(() => ({ [parent.field]: parent.id }), [parent.field, parent.id]);
  const list = useListController({
    ...entitySource(entity, dataProvider),
    filter,
    fetchPage: async (params, signal) => {
      const answer = await dataProvider.getList(entity, { ...params, filter, signal });
      return { ...answer, isTotalCapped: answer.totalIsCapped === true };
    },
    pageSize: 5,
    pageSizes: undefined,
  });
  const addRef = useRef<HTMLButtonElement>(null);
  const dialogs = useRowDialogs({ entity, list, fallbackRef: addRef });
  const [isAdding, setAdding] = useState(false);
  const stopAdding = () => setAdding(false);
  return (
    // Not a region of its own: its table's scrolling region already bears the plural.
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold tracking-tight text-foreground">{entity.labels.plural}</h2>
        {can(entity, 'create') && (
          <button ref={addRef} type="button" className={buttonClass.secondary} onClick={() => setAdding(true)}>
            <Icon path={mdiPlus} />
            {uiTexts.dialogs.createTitle(entity.labels.singular)}
          </button>
        )}
      </div>
      {list.error ? (
        <ListFailure message={failureMessage(list.error, uiTexts.failures.load)} onRetry={list.reload} />
      ) : (
        <>
          <EntityTable
            entity={entity}
            list={list}
            caption={entity.labels.plural}
            regionRef={dialogs.tableRef}
            loadingMessage={uiTexts.table.loading}
            emptyMessage={uiTexts.table.empty}
            buttonTexts={dialogs.buttonTexts}
            onEdit={dialogs.startEditing}
            onDelete={dialogs.askToDelete}
          />
          <ListPager list={list} label={uiTexts.table.pages(entity.labels.plural)} count={uiTexts.table.rows} />
        </>
      )}
      <CreateDialog entity={entity} isOpen={isAdding} fixedValues={filter} onClose={stopAdding} onSaved={stopAdding} />
      <EditAndDeleteDialogs entity={entity} dialogs={dialogs} />
    </div>
  );
}
