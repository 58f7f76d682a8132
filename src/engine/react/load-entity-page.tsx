import type { ComponentType } from 'react';
import type { AnyEntity } from '../contract/entity';

/**
 * The engine's admin page for one entity, its code loaded when its route is first opened.
 *
 * @example
 * const pages = sitePages({ entities, appPages, loadEntityPage });
 */
export const loadEntityPage = async (entity: AnyEntity): Promise<ComponentType> => {
  const { EntityPage } = await import('./EntityPage');
  return () => <EntityPage entity={entity} />;
};
