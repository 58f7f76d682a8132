import { type RouteObject, redirect } from 'react-router-dom';
import { adminRoles, staffRoles } from '../../domain/roles';
import { passwordRoute } from '../account/password-route';
import { NotFoundPage } from '../errors/NotFoundPage';
import { PageError, RouteError } from '../errors/RouteError';
import { PageLoader } from '../ui/PageLoader';
import { PageTitle } from '../ui/PageTitle';
import { AppFrame } from './AppFrame';
import { requireAccess } from './guard';
import { type LoadSitePages, SitePageView, sitePageLoader } from './site-page-route';

/**
 * The routes of spec section 2: the pages of the app's page list (its own pages and the entity
 * configs' pages) behind one `:page` route, each guarded by its roles. The page list and every
 * page's code load when a page is first opened, so the login page carries no entity config,
 * table or chart code; the guard runs before the page's code loads. Each page names itself in
 * the document's title, and the focus moves to its heading on every client-side navigation.
 * A function, because a router writes into the `lazy` objects it is given: each router needs its own.
 */
export const createRoutes = (loadPages: LoadSitePages = loadAppPages): RouteObject[] => [
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
              { path: ':page', loader: sitePageLoader(loadPages), Component: SitePageView },
              { path: 'pacientes/:id/carnet', loader: cardLoader, lazy: { Component: loadCardPage } },
              { path: 'lotes/:id/movimientos', loader: batchLoader, lazy: { Component: loadBatchMovementsPage } },
              { path: 'registros-sin-conexion', loader: staffLoader, lazy: { Component: loadOfflineEntriesPage } },
              passwordRoute,
            ],
          },
        ],
      },
      // In the first chunk already: the error boundaries show it.
      { path: '*', Component: NotFoundPage },
    ],
  },
];

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
const loadCardPage = async () => (await import('../card/VaccinationCardPage')).VaccinationCardPage;
const loadBatchMovementsPage = async () => (await import('../batches/BatchMovementsPage')).BatchMovementsPage;
const loadOfflineEntriesPage = async () => {
  const [{ OfflineEntriesPage }, { offlineTexts }] = await Promise.all([
    import('../offline/OfflineEntriesPage'),
    import('../offline/texts'),
  ]);
  return () => (
    <>
      <PageTitle title={offlineTexts.pageTitle} />
      <OfflineEntriesPage />
    </>
  );
};
/** 'Registros sin conexión' (the outbox and the outreach session) opens to whoever registers doses. */
const staffLoader = () => {
  requireAccess(staffRoles);
  return null;
};
/** A lot's ledger opens to the admin, like the /lotes page its rows link from. */
const batchLoader = () => {
  requireAccess(adminRoles);
  return null;
};
/** The patient's card opens to the staff, like the patients' rows it reads. */
const cardLoader = () => {
  requireAccess(staffRoles);
  return null;
};
