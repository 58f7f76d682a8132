import { type RouteObject, redirect } from 'react-router-dom';
import { NotFoundPage } from '../errors/NotFoundPage';
import { PageError, RouteError } from '../errors/RouteError';
import { PageLoader } from '../ui/PageLoader';
import { PageTitle } from '../ui/PageTitle';
import { AppFrame } from './AppFrame';
import { type LoadSitePages, SitePageView, sitePageLoader } from './site-page-route';

/**
 * The routes of spec section 2: every page of the app's page list (its own pages, the entity
 * configs' pages and the views they declare below them, such as a patient's card) behind
 * the layout's `:page` and `:page/*` routes, each guarded by its roles; no page is mounted here
 * by hand. The page list and every page's code load when a page is first opened, so the login
 * page carries no entity config, table or chart code; the guard runs before the page's code
 * loads. Each page names itself in the document's title, and the focus moves to its heading on
 * every client-side navigation. A function, because a router writes into the `lazy` objects it
 * is given: each router needs its own.
 */
export const createRoutes = (loadPages: LoadSitePages = loadAppPages): RouteObject[] => {
  const loader = sitePageLoader(loadPages);
  return [
    {
      Component: AppFrame,
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
                { path: ':page', loader, Component: SitePageView },
                { path: ':page/*', loader, Component: SitePageView },
              ],
            },
          ],
        },
        // In the first chunk already: the error boundaries show it.
        { path: '*', Component: NotFoundPage },
      ],
    },
  ];
};

const loadAppPages = async () => (await import('../pages/pages')).pages;
const loadLoginPage = async () => {
  const { LoginPage } = await import('../login/LoginPage');
  return () => (
    <>
      <PageTitle title="Iniciar sesión" />
      <LoginPage />
    </>
  );
};
const loadForbiddenPage = async () => (await import('../errors/ForbiddenPage')).ForbiddenPage;
const loadLayout = async () => (await import('../layout/AppLayout')).AppLayout;
