import { mdiPlus } from '@mdi/js';
import { useRef, useState } from 'react';
import type { AnyEntity, EntityRow } from '../contract/entity';
import { uiTexts } from '../ui-texts';
import { useEngine } from './EngineProvider';
import { CreateDialog } from './form/CreateDialog';
import { EditDialog } from './form/EditDialog';
import { EntityForm } from './form/EntityForm';
import { Icon } from './Icon';
import { ManageView, type ManageViewProps } from './ManageView';
import { buttonClass, cardClass } from './styles';
import { useOneQuery } from './useOneQuery';
import { type PageView, ViewToggle } from './ViewToggle';

export type EntityPageProps = ManageViewProps;

/**
 * The admin page of an entity: its plural title, the Agregar / Gestión switch (Gestión first
 * shown; no Agregar when `canCreateInPage` is false), the register form and the manage table; or,
 * with `page.createIn: 'dialog'`, a 'Nueva transferencia' button opening the register form in a
 * dialog above the table.
 * Everything entity-specific (row actions, the edit dialog's width) comes from the config. The
 * heading takes the focus by script (tabIndex -1): an app moves the focus there after navigating.
 * When the register form offers an existing record instead (the config's `similar` check),
 * choosing it opens that record's edit dialog.
 *
 * @example
 * <EntityPage entity={countries} />
 */
export function EntityPage(props: EntityPageProps) {
  const { entity } = props;
  const { can } = useEngine();
  const canCreate = entity.canCreateInPage !== false && can(entity, 'create');
  const isCreatedInDialog = entity.page?.createIn === 'dialog';
  const [view, setView] = useState<PageView>('manage');
  const [isCreating, setCreating] = useState(false);
  const used = useUsedRecord(entity);
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <section className="mx-auto flex w-full max-w-7xl flex-col gap-6 p-4 sm:p-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-semibold tracking-tight text-foreground outline-none"
        >
          {entity.labels.plural}
        </h1>
        {isCreatedInDialog ? (
          canCreate && (
            <button type="button" className={buttonClass.primary} onClick={() => setCreating(true)}>
              <Icon path={mdiPlus} />
              {uiTexts.page.new(entity.labels)}
            </button>
          )
        ) : (
          <ViewToggle view={view} onChange={setView} canCreate={canCreate} />
        )}
      </header>
      <div className={`${cardClass} p-4 sm:p-6`}>
        {view === 'create' && canCreate && !isCreatedInDialog ? (
          <EntityForm
            key={`create-${entity.name}`}
            entity={entity}
            mode="create"
            onUseSimilar={entity.similar ? used.open : undefined}
          />
        ) : (
          <ManageView key={entity.name} {...props} />
        )}
      </div>
      {isCreatedInDialog && (
        <CreateDialog
          entity={entity}
          isOpen={isCreating}
          title={uiTexts.page.new(entity.labels)}
          onClose={() => setCreating(false)}
          onSaved={() => setCreating(false)}
        />
      )}
      <EditDialog
        entity={entity}
        row={used.row}
        size={entity.page?.editDialogSize}
        onClose={used.close}
        onSaved={used.close}
        onClosed={() => headingRef.current?.focus()}
      />
    </section>
  );
}

/** The existing record chosen instead of registering a new one, loaded whole for its edit dialog. */
const useUsedRecord = (entity: AnyEntity) => {
  const [id, setId] = useState<number | null>(null);
  const record = useOneQuery(entity, id);
  return {
    row: id !== null && record.data?.id === id ? record.data : null,
    open: (row: EntityRow) => setId(row.id),
    close: () => setId(null),
  };
};

export type { AnyEntity };
