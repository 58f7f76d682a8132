import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { MessageBar } from './notify/MessageBar';
import { createRoutes } from './routes/routes';

const router = createBrowserRouter(createRoutes());

export const App = () => (
  <>
    <RouterProvider router={router} />
    <MessageBar />
  </>
);
