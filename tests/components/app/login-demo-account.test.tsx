import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../../src/app/login/LoginPage';
import { reloadSession } from '../../../src/app/session/session-store';
import { fakeToken, inSeconds } from './session-token';

const demoLine = /Cuenta de demostración/;
const token = fakeToken({ sub: '1', role: 'admin', exp: inSeconds(3600) });

type Answer = { status: number; body: unknown } | 'pending';

/** The server as the login page meets it: `/health` answers `health`, the login signs in. */
const serve = (health: Answer) => {
  const requested: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input);
    requested.push(url);
    if (url.endsWith('/api/v1/health')) {
      if (health === 'pending') return new Promise<Response>(() => {});
      return Response.json(health.body, { status: health.status });
    }
    if (url.endsWith('/api/v1/auth/login')) return Response.json({ token, role: 'admin' });
    return Response.json({ message: 'Recurso no encontrado' }, { status: 404 });
  });
  return requested;
};

const openLogin = () => {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/inicio', element: <h1>Inicio</h1> },
    ],
    { initialEntries: ['/login'] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

/** Lets the page's requests answer and React render what they bring. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  reloadSession();
});

describe('LoginPage demo account', () => {
  it('should show the demo account when the server says the demo data is in use', async () => {
    const requested = serve({ status: 200, body: { status: 'ok', demo: true } });
    openLogin();

    // A loaded machine (the whole Vitest run beside the browser suite) takes over a second to render the lazy pages.
    expect((await screen.findByText(demoLine, {}, { timeout: 5_000 })).textContent).toBe(
      'Cuenta de demostración: admin@gmail.com / admin123',
    );
    expect(requested).toEqual(['/api/v1/health']);
  });

  it.each([
    ['says it is not', { status: 200, body: { status: 'ok', demo: false } }],
    ['is an older one that does not say', { status: 200, body: { status: 'ok' } }],
    ['fails', { status: 500, body: { message: 'Error interno del servidor' } }],
    ['has not answered yet', 'pending'],
  ] as const)('should show no demo account when the server %s', async (_case, health) => {
    const requested = serve(health);
    openLogin();
    await settle();

    expect(requested).toContain('/api/v1/health');
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(screen.queryByText(demoLine)).toBeNull();
  });

  it('should still sign in when the server cannot say', async () => {
    const requested = serve({ status: 500, body: { message: 'Error interno del servidor' } });
    const router = openLogin();
    const user = userEvent.setup();
    await settle();

    await user.type(screen.getByLabelText('Correo electrónico'), 'admin@gmail.com');
    await user.type(screen.getByLabelText('Contraseña', { exact: true }), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByRole('heading', { name: 'Inicio' }, { timeout: 5_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/inicio');
    expect(requested).toEqual(['/api/v1/health', '/api/v1/auth/login']);
    expect(screen.queryByText(demoLine)).toBeNull();
  });
});
