import type { ComponentType } from 'react';
import { data, type LoaderFunction, useLoaderData } from 'react-router-dom';
import { staffRoles } from '../../domain/roles';
import type { SitePage } from '../pages/site-pages';
import { PageTitle } from '../ui/PageTitle';
import { requireAccess } from './guard';

/** Where the router finds the app's pages: loaded on the first page opened, so /login carries no entity config. */
export type LoadSitePages = () => Promise<readonly SitePage[]>;

type Loaded = { Page: ComponentType; title: string };

/**
 * The loader of the layout's `:page` route: finds the page by its path, lets it open only for a
 * valid session with one of its roles, then loads its code; the page's title is its menu label,
 * so an entity page added to the configs is titled without code. An unknown path answers 404 to a
 * signed-in user (a visitor without a session goes to the login page first).
 *
 * @example
 * { path: ':page', loader: sitePageLoader(loadPages), Component: SitePageView }
 */
export const sitePageLoader =
  (loadPages: LoadSitePages): LoaderFunction =>
  async ({ params }) => {
    const page = (await loadPages()).find(({ path }) => path === params.page);
    requireAccess(page?.roles ?? staffRoles);
    if (!page) throw data(null, { status: 404 });
    return { Page: await page.load(), title: page.menu.label } satisfies Loaded;
  };

/** Renders the page its loader found and loaded, titled with its menu label ('Pacientes · SNH Vacunas'). */
export const SitePageView = () => {
  const { Page, title } = useLoaderData<Loaded>();
  return (
    <>
      <PageTitle title={title} />
      <Page />
    </>
  );
};
