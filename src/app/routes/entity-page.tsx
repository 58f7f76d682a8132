import type { ComponentType } from 'react';
import type { EntityRoute } from './entity-routes';

/** The engine's admin page for one entity, loaded when its route is first opened. */
export const loadEntityPage = async ({ entity, pageProps }: EntityRoute): Promise<ComponentType> => {
  const { EntityPage } = await import('../../engine/react/EntityPage');
  return () => <EntityPage entity={entity} {...pageProps} />;
};
