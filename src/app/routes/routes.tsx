import { type RouteObject, redirect } from 'react-router-dom';
import { PageError, RouteError } from '../errors/RouteError';
import { pages } from '../pages/pages';
import type { SitePage } from '../pages/site-pages';
import { PageLoader } from '../ui/PageLoader';
import { requireAccess } from './guard';

/**
 * The routes of spec section 2: one per page of the app's page list, guarded by the page's
 * roles. Every page's code is loaded when it is first opened, so the login page carries no
 * table or chart code; the guard loaders run before that load.
 * A function, because a router writes into the `lazy` objects it is given: each router needs its own.
 */
export const createRoutes = (sitePages: readonly SitePage[] = pages): RouteObject[] => [
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
            children: [{ index: true, loader: () => redirect('/inicio'), element: null }, ...sitePages.map(pageRoute)],
          },
        ],
      },
      { path: '*', lazy: { Component: loadNotFoundPage } },
    ],
  },
];

const pageRoute = ({ path, roles, load }: SitePage): RouteObject => ({
  path,
  loader: requireAccess(roles),
  lazy: { Component: load },
});

const loadLoginPage = async () => (await import('../login/LoginPage')).LoginPage;
const loadForbiddenPage = async () => (await import('../errors/ForbiddenPage')).ForbiddenPage;
const loadNotFoundPage = async () => (await import('../errors/NotFoundPage')).NotFoundPage;
const loadLayout = async () => (await import('../layout/AppLayout')).AppLayout;
