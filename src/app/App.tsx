import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { EngineProvider } from '../engine/react/EngineProvider';
import { entities } from '../entities';
import { http } from './api/client';
import { createRestDataProvider } from './api/rest-data-provider';
import { MessageBar } from './notify/MessageBar';
import { notify } from './notify/notify';
import { createRoutes } from './routes/routes';

const router = createBrowserRouter(createRoutes());
const dataProvider = createRestDataProvider(http);

export const App = () => (
  <EngineProvider dataProvider={dataProvider} notify={notify} entities={entities}>
    <RouterProvider router={router} />
    <MessageBar />
  </EngineProvider>
);
