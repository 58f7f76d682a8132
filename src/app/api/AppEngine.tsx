import type { ReactNode } from 'react';
import { EngineProvider } from '../../engine/react/EngineProvider';
import { entities } from '../../entities';
import { notify } from '../notify/notify';
import { http } from './client';
import { createRestDataProvider } from './rest-data-provider';

const dataProvider = createRestDataProvider(http);

/**
 * The engine as the signed-in pages use it: the REST API, the message bar and every entity.
 * It loads with the layout, so the login page carries no entity config.
 */
export const AppEngine = ({ children }: { children: ReactNode }) => (
  <EngineProvider dataProvider={dataProvider} notify={notify} entities={entities}>
    {children}
  </EngineProvider>
);
