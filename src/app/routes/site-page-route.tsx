import type { ComponentType } from 'react';
import {
  data,
  generatePath,
  type LoaderFunction,
  matchPath,
  Route,
  Routes,
  redirect,
  useLoaderData,
} from 'react-router-dom';
import { staffRoles } from '../../domain/roles';
import type { SitePage } from '../pages/site-pages';
import { PageTitle } from '../ui/PageTitle';
import { requireAccess } from './guard';

/** Where the router finds the app's pages: loaded on the first page opened, so /login carries no entity config. */
export type LoadSitePages = () => Promise<readonly SitePage[]>;

/** What the loader found: the page's code, its title, and the path of its params below the first step. */
type Loaded = { Page: ComponentType; title?: string; subpath: string };

/**
 * The loader of the layout's `:page` and `:page/*` routes: finds the page whose path matches
 * (a page's own, or a view's with its `:params`), lets it open only for a valid session with one
 * of its roles, then loads its code; a former path of a view sends to its path now. A page of the
 * configs is titled without code. An unknown path answers 404 to a signed-in user (a visitor
 * without a session goes to the login page first).
 *
 * @example
 * { path: ':page/*', loader: sitePageLoader(loadPages), Component: SitePageView }
 */
export const sitePageLoader =
  (loadPages: LoadSitePages): LoaderFunction =>
  async ({ request }) => {
    const { pathname } = new URL(request.url);
    const found = matchingPage(await loadPages(), pathname);
    requireAccess(found?.page.roles ?? staffRoles);
    if (!found) throw data(null, { status: 404 });
    const { page, params } = found;
    if (page.redirectTo) throw redirect(generatePath(`/${page.redirectTo}`, params));
    return {
      Page: await page.load(),
      title: page.title,
      subpath: page.path.split('/').slice(1).join('/'),
    } satisfies Loaded;
  };

/**
 * Renders the page its loader found and loaded, titled ('Pacientes · SNH Vacunas') unless it
 * titles itself (a view, with its record). A view's params (`:id`) are matched again below the
 * route, so its component reads them with `useParams`.
 */
export const SitePageView = () => {
  const { Page, title, subpath } = useLoaderData<Loaded>();
  return (
    <>
      {title && <PageTitle title={title} />}
      {subpath ? (
        <Routes>
          <Route path={subpath} element={<Page />} />
        </Routes>
      ) : (
        <Page />
      )}
    </>
  );
};

/** The page whose path matches, a path without params first ('cuenta/contrasena' before 'cuenta/:id'). */
const matchingPage = (pages: readonly SitePage[], pathname: string) => {
  const byFewerParams = [...pages].sort((a, b) => paramCount(a) - paramCount(b));
  for (const page of byFewerParams) {
    const match = matchPath({ path: `/${page.path}`, end: true }, pathname);
    if (match) return { page, params: match.params };
  }
  return undefined;
};

const paramCount = (page: SitePage) => page.path.split('/').filter((step) => step.startsWith(':')).length;
