import { type LoaderFunction, type RouteObject, redirect } from 'react-router-dom';
import { PageError, RouteError } from '../errors/RouteError';
import { PageLoader } from '../ui/PageLoader';
import { adminRoles, staffRoles } from './access';
import { loadEntityPage } from './entity-page';
import { entityRoutes } from './entity-routes';
import { requireAccess } from './guard';

/**
 * The routes of spec section 2. Every page's code is loaded when it is first opened, so the
 * login page carries no table or chart code; the guard loaders run before that load.
 */
export const routes: RouteObject[] = [
  {
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      { path: '/login', lazy: { Component: async () => (await import('../login/LoginPage')).LoginPage } },
      { path: '/forbidden', lazy: { Component: async () => (await import('../errors/ForbiddenPage')).ForbiddenPage } },
      {
        path: '/',
        loader: requireAccess(),
        lazy: { Component: async () => (await import('../layout/AppLayout')).AppLayout },
        children: [
          {
            ErrorBoundary: PageError,
            children: [
              { index: true, loader: () => redirect('/inicio') },
              page('inicio', staffRoles, async () => (await import('../home/HomePage')).HomePage),
              page('formulario-dosis', staffRoles, async () => (await import('../doses/DoseFormPage')).DoseFormPage),
              ...entityRoutes.map((route) => page(route.path, adminRoles, () => loadEntityPage(route))),
            ],
          },
        ],
      },
      { path: '*', lazy: { Component: async () => (await import('../errors/NotFoundPage')).NotFoundPage } },
    ],
  },
];

function page(path: string, roles: readonly string[], Component: () => Promise<React.ComponentType>): RouteObject {
  const loader: LoaderFunction = requireAccess(roles);
  return { path, loader, lazy: { Component } };
}
