import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { appPages } from '../../../src/app/pages/app-pages';
import { type SitePage, sitePages } from '../../../src/app/pages/site-pages';
import { createRoutes } from '../../../src/app/routes/routes';
import { reloadSession, useSessionStore } from '../../../src/app/session/session-store';
import { EngineProvider } from '../../../src/engine/react';
import { loadEntityPage } from '../../../src/engine/react/load-entity-page';
import { entities as fixtureEntities } from '../../fixtures/registry';
import { createFakeDataProvider } from '../../helpers/fake-data-provider';
import { fakeToken, inSeconds } from './session-token';

// The pages read data through the engine, as inside the app.
const silentNotify = { success: () => {}, error: () => {}, warning: () => {} };

const openWithSession = (path: string, session: { token?: string; role?: string }, pages?: readonly SitePage[]) => {
  if (session.token !== undefined) localStorage.setItem('token', session.token);
  if (session.role !== undefined) localStorage.setItem('role', session.role);
  reloadSession();
  const router = createMemoryRouter(createRoutes(pages && (async () => pages)), { initialEntries: [path] });
  render(
    <EngineProvider dataProvider={createFakeDataProvider()} notify={silentNotify} entities={fixtureEntities}>
      <RouterProvider router={router} />
    </EngineProvider>,
  );
  return router;
};

const found = { timeout: 5000 };

afterEach(() => localStorage.clear());

describe('route guard', () => {
  it('should send a visitor without a token to the login page with reason required', async () => {
    const router = openWithSession('/pais', {});

    expect(await screen.findByText('Necesitas iniciar sesión', {}, found)).toBeTruthy();
    expect(router.state.location.search).toBe('?reason=required');
  });

  it('should clear an expired token and its role and ask to log in again', async () => {
    const router = openWithSession('/inicio', { token: fakeToken({ exp: inSeconds(-60) }), role: 'admin' });

    expect(await screen.findByText('Sesión expirada', {}, found)).toBeTruthy();
    expect(router.state.location.search).toBe('?reason=expired');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
  });

  it.each([
    ['not three parts', 'no-es-un-jwt'],
    ['a payload that is not JSON', 'a.bm8tanNvbg.c'],
    ['an exp that is not a number', fakeToken({ exp: 'mañana' })],
  ])('should clear a malformed token (%s) and say it is invalid', async (_case, token) => {
    const router = openWithSession('/inicio', { token, role: 'admin' });

    expect(await screen.findByText('Token inválido', {}, found)).toBeTruthy();
    expect(router.state.location.search).toBe('?reason=invalid');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
  });

  it('should send a role that may not open the page to Acceso Denegado, keeping the session', async () => {
    const token = fakeToken({ exp: inSeconds(3600) });
    const router = openWithSession('/pais', { token, role: 'health' });

    expect(await screen.findByRole('heading', { name: 'Acceso Denegado' }, found)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/forbidden');
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/inicio');
    expect(localStorage.getItem('token')).toBe(token);
  });

  it("should refuse a page its config narrows to the admin, though the role reads the entity's rows", async () => {
    const router = openWithSession('/pacientes', { token: fakeToken({ exp: inSeconds(3600) }), role: 'health' });

    expect(await screen.findByRole('heading', { name: 'Acceso Denegado' }, found)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/forbidden');
  });

  it("should open an entity's page to its readers when its config names no roles", async () => {
    const pages = sitePages({ entities: fixtureEntities, appPages, loadEntityPage });
    const token = fakeToken({ exp: inSeconds(3600) });
    const router = openWithSession('/consultorios', { token, role: 'health' }, pages);

    expect(await screen.findByRole('heading', { name: 'Consultorios' }, found)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/consultorios');
  });

  it('should open an allowed page and redirect the empty path to inicio', async () => {
    const router = openWithSession('/', { token: fakeToken({ exp: inSeconds(3600) }), role: 'health' });

    expect(await screen.findByRole('heading', { name: 'Bienvenido a SNH Vacunas' }, found)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/inicio');
  });

  it('should go to the login page with reason expired when the API ends the session', async () => {
    const router = openWithSession('/inicio', { token: fakeToken({ exp: inSeconds(3600) }), role: 'admin' });
    await screen.findByRole('heading', { name: 'Bienvenido a SNH Vacunas' }, found);

    act(() => useSessionStore.getState().signOut('expired'));

    expect(await screen.findByText('Sesión expirada', {}, found)).toBeTruthy();
    expect(router.state.location.search).toBe('?reason=expired');
  });

  it('should show Página no encontrada inside the layout for a path that names no page, and ask a visitor to log in first', async () => {
    const router = openWithSession('/no-existe', { token: fakeToken({ exp: inSeconds(3600) }), role: 'admin' });

    expect(await screen.findByRole('heading', { name: 'Página no encontrada' }, found)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/no-existe');
    cleanup();
    localStorage.clear();

    const visitor = openWithSession('/no-existe', {});
    expect(await screen.findByText('Necesitas iniciar sesión', {}, found)).toBeTruthy();
    expect(visitor.state.location.search).toBe('?reason=required');
  });
});
