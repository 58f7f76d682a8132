import type { ComponentType } from 'react';
import type { EntityRoute } from './entity-routes';

/** The engine's admin page for one entity, loaded when its route is first opened. */
export const loadEntityPage = async ({ entity, pageProps, loadPageProps }: EntityRoute): Promise<ComponentType> => {
  const [{ EntityPage }, loadedProps] = await Promise.all([import('../../engine/react/EntityPage'), loadPageProps?.()]);
  return () => <EntityPage entity={entity} {...pageProps} {...loadedProps} />;
};
