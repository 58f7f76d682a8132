import { useState } from 'react';
import type { AnyEntity } from '../entity';
import { useEngine } from './EngineProvider';
import { EntityForm } from './EntityForm';
import { ManageView, type ManageViewProps } from './ManageView';
import { cardClass } from './styles';
import { type PageView, ViewToggle } from './ViewToggle';

export type EntityPageProps = ManageViewProps;

/**
 * The admin page of an entity: its plural title, the Agregar / Gestión switch (Gestión first
 * shown; no Agregar when `canCreateInPage` is false), the register form and the manage table.
 * Everything entity-specific (row actions, the edit dialog's width) comes from the config. The
 * heading takes the focus by script (tabIndex -1): an app moves the focus there after navigating.
 *
 * @example
 * <EntityPage entity={countries} />
 */
export function EntityPage(props: EntityPageProps) {
  const { entity } = props;
  const { can } = useEngine();
  const canCreate = entity.canCreateInPage !== false && can(entity, 'create');
  const [view, setView] = useState<PageView>('manage');
  return (
    <section className="mx-auto flex w-full max-w-7xl flex-col gap-6 p-4 sm:p-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 tabIndex={-1} className="text-2xl font-semibold tracking-tight text-foreground outline-none">
          {entity.labels.plural}
        </h1>
        <ViewToggle view={view} onChange={setView} canCreate={canCreate} />
      </header>
      <div className={`${cardClass} p-4 sm:p-6`}>
        {view === 'create' && canCreate ? (
          <EntityForm key={`create-${entity.name}`} entity={entity} mode="create" />
        ) : (
          <ManageView key={entity.name} {...props} />
        )}
      </div>
    </section>
  );
}

export type { AnyEntity };
