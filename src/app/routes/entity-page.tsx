import type { ComponentType } from 'react';
import type { EntityRoute } from './entity-routes';

/** The engine's admin page for one entity, with its config, loaded when its route is first opened. */
export const loadEntityPage = async ({ entity, pageProps, loadPageProps }: EntityRoute): Promise<ComponentType> => {
  const [{ EntityPage }, registered, loadedProps] = await Promise.all([
    import('../../engine/react/EntityPage'),
    import('../../entities'),
    loadPageProps?.(),
  ]);
  const config = registered[entity];
  return () => <EntityPage entity={config} {...pageProps} {...loadedProps} />;
};
