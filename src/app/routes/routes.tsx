import type { ComponentType } from 'react';
import { type RouteObject, redirect } from 'react-router-dom';
import { PageError, RouteError } from '../errors/RouteError';
import { PageLoader } from '../ui/PageLoader';
import { adminRoles, staffRoles } from './access';
import { loadEntityPage } from './entity-page';
import { entityRoutes } from './entity-routes';
import { requireAccess } from './guard';

/**
 * The routes of spec section 2. Every page's code is loaded when it is first opened, so the
 * login page carries no table or chart code; the guard loaders run before that load.
 * A function, because a router writes into the `lazy` objects it is given: each router needs its own.
 */
export const createRoutes = (): RouteObject[] => [
  {
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      { path: '/login', lazy: { Component: loadLoginPage } },
      { path: '/forbidden', lazy: { Component: loadForbiddenPage } },
      {
        // No guard here: a parent loader runs beside its child's, and two guards would race to
        // clear the session. Every child page carries the full check instead.
        path: '/',
        lazy: { Component: loadLayout },
        children: [
          {
            ErrorBoundary: PageError,
            children: [
              { index: true, loader: () => redirect('/inicio'), element: null },
              page('inicio', staffRoles, loadHomePage),
              page('formulario-dosis', staffRoles, loadDoseFormPage),
              ...entityRoutes.map((route) => page(route.path, adminRoles, () => loadEntityPage(route))),
            ],
          },
        ],
      },
      { path: '*', lazy: { Component: loadNotFoundPage } },
    ],
  },
];

const page = (path: string, roles: readonly string[], load: () => Promise<ComponentType>): RouteObject => ({
  path,
  loader: requireAccess(roles),
  lazy: { Component: load },
});

const loadLoginPage = async () => (await import('../login/LoginPage')).LoginPage;
const loadForbiddenPage = async () => (await import('../errors/ForbiddenPage')).ForbiddenPage;
const loadNotFoundPage = async () => (await import('../errors/NotFoundPage')).NotFoundPage;
const loadLayout = async () => (await import('../layout/AppLayout')).AppLayout;
const loadHomePage = async () => (await import('../home/HomePage')).HomePage;
const loadDoseFormPage = async () => (await import('../doses/DoseFormPage')).DoseFormPage;
