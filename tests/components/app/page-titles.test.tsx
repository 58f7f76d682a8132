import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { appPages } from '../../../src/app/pages/app-pages';
import { sitePages } from '../../../src/app/pages/site-pages';
import { createRoutes } from '../../../src/app/routes/routes';
import { reloadSession } from '../../../src/app/session/session-store';
import { EngineProvider } from '../../../src/engine/react';
import { loadEntityPage } from '../../../src/engine/react/load-entity-page';
import { entities as fixtureEntities } from '../../fixtures/registry';
import { createFakeDataProvider } from '../../helpers/fake-data-provider';
import { fakeToken, inSeconds } from './session-token';

const silentNotify = { success: () => {}, error: () => {}, warning: () => {} };
const pages = sitePages({ entities: fixtureEntities, appPages, loadEntityPage });
const found = { timeout: 5000 };

const open = (path: string, role: string | null = 'admin') => {
  if (role) {
    localStorage.setItem('token', fakeToken({ exp: inSeconds(3600) }));
    localStorage.setItem('role', role);
  }
  reloadSession();
  const router = createMemoryRouter(
    createRoutes(async () => pages),
    { initialEntries: [path] },
  );
  render(
    <EngineProvider dataProvider={createFakeDataProvider()} notify={silentNotify} entities={fixtureEntities}>
      <RouterProvider router={router} />
    </EngineProvider>,
  );
  return router;
};

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, found);

afterEach(() => localStorage.clear());

describe('page titles and focus', () => {
  it.each([
    ['/inicio', 'Bienvenido a SNH Vacunas', 'Inicio · SNH Vacunas'],
    ['/formulario-dosis', 'Formulario Dosis', 'Formulario Dosis · SNH Vacunas'],
    ['/consultorios', 'Consultorios', 'Consultorios · SNH Vacunas'],
    ['/no-existe', 'Página no encontrada', 'Página no encontrada · SNH Vacunas'],
  ])('should title %s after its page', async (path, h1, title) => {
    open(path);

    await heading(h1);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('should title the login page', async () => {
    open('/login', null);
    await heading('Iniciar sesión');
    await waitFor(() => expect(document.title).toBe('Iniciar sesión · SNH Vacunas'));
  });

  it('should title Acceso Denegado', async () => {
    open('/pacientes', 'health');
    await heading('Acceso Denegado');
    await waitFor(() => expect(document.title).toBe('Acceso Denegado · SNH Vacunas'));
  });

  it("should give every page one h1 that a script can focus, and keep the first page's focus", async () => {
    open('/consultorios');

    const h1 = await heading('Consultorios');

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(h1.getAttribute('tabindex')).toBe('-1');
    expect(document.activeElement).toBe(document.body);
  });

  it("should move the focus to the new page's h1 after a navigation", async () => {
    const router = open('/consultorios');
    await heading('Consultorios');

    await act(() => router.navigate('/inicio'));

    const h1 = await heading('Bienvenido a SNH Vacunas');
    await waitFor(() => expect(document.activeElement).toBe(h1));
    expect(document.title).toBe('Inicio · SNH Vacunas');
  });

  it('should offer a skip link to the focusable main content as the first stop', async () => {
    open('/inicio');
    await heading('Bienvenido a SNH Vacunas');

    const skip = screen.getByRole('link', { name: 'Saltar al contenido' });
    expect(skip.getAttribute('href')).toBe('#contenido');
    expect(document.querySelector('a, button, input, select, [tabindex="0"]')).toBe(skip);
    const main = screen.getByRole('main');
    expect(main.id).toBe('contenido');
    expect(main.getAttribute('tabindex')).toBe('-1');
  });
});
