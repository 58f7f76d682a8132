import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageBar } from '../../../src/app/notify/MessageBar';
import { notify } from '../../../src/app/notify/notify';
import { useNotifyStore } from '../../../src/app/notify/notify-store';

afterEach(() => {
  act(() => useNotifyStore.getState().close(useNotifyStore.getState().id));
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** The bar inside a page with a heading and a field, as the app renders it. */
const renderPage = () =>
  render(
    <>
      <main>
        <h1 tabIndex={-1}>Pacientes</h1>
        <input aria-label="Buscar" />
      </main>
      <MessageBar />
    </>,
  );

const shownText = () => screen.queryByRole('region', { name: 'Mensajes' })?.textContent ?? '';

describe('MessageBar', () => {
  it('should render empty polite and assertive live regions before any message', () => {
    render(<MessageBar />);

    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(screen.getByRole('alert').getAttribute('aria-live')).toBe('assertive');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each([
    ['success', 'status', 'Login exitoso', 'alert'],
    ['info', 'status', 'Cargando datos...', 'alert'],
    ['error', 'alert', 'Falló el login', 'status'],
    ['warning', 'alert', 'El sistema revirtió los cambios por seguridad', 'status'],
  ] as const)('should put a %s message into the %s region only', (color, role, message, otherRole) => {
    render(<MessageBar />);
    const region = screen.getByRole(role);
    const otherRegion = screen.getByRole(otherRole);

    act(() => notify[color](message));

    expect(screen.getByRole(role)).toBe(region);
    expect(region.textContent).toBe(message);
    expect(otherRegion.textContent).toBe('');
  });

  it('should keep the same live region from one message to the next, and empty it on close', () => {
    render(<MessageBar />);
    const status = screen.getByRole('status');

    act(() => notify.success('Primero'));
    act(() => notify.success('Segundo'));
    expect(screen.getByRole('status')).toBe(status);
    expect(status.textContent).toBe('Segundo');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));

    expect(screen.getByRole('status')).toBe(status);
    expect(status.textContent).toBe('');
  });

  it.each([
    ['success', () => notify.success('Login exitoso')],
    ['info', () => notify.info('Cargando datos...')],
  ])('should hide a plain %s after the default 3000 ms', (_color, show) => {
    vi.useFakeTimers();
    render(<MessageBar />);

    act(show);
    advance(2999);
    expect(shownText()).not.toBe('');
    advance(1);

    expect(shownText()).toBe('');
    expect(screen.queryByRole('button', { name: 'Cerrar' })).toBeNull();
  });

  it("should keep a plain success's own timeout", () => {
    vi.useFakeTimers();
    render(<MessageBar />);

    act(() => notify.success('Guardado', { timeout: 6000 }));
    advance(5999);
    expect(shownText()).toContain('Guardado');
    advance(1);

    expect(shownText()).toBe('');
  });

  it.each([
    ['an error', () => notify.error('Algo salió mal al guardar: El lote L-1 está cerrado')],
    ['a safety warning', () => notify.warning('El sistema revirtió los cambios por seguridad')],
    ['an error with Reintentar', () => notify.error('Falló el login', { actions: [{ text: 'Reintentar' }] })],
    ['a success with an action', () => notify.success('Paciente eliminado', { actions: [{ text: 'Deshacer' }] })],
    ['an error given a timeout', () => notify.error('Error inesperado al guardar', { timeout: 3000 })],
  ])('should keep %s until it is closed', (_case, show) => {
    vi.useFakeTimers();
    render(<MessageBar />);

    act(show);
    advance(10_000);
    expect(shownText()).not.toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));

    expect(shownText()).toBe('');
  });

  it('should pause while hovered and give the full time again once the pointer leaves', () => {
    vi.useFakeTimers();
    render(<MessageBar />);

    act(() => notify.success('Login exitoso'));
    advance(2000);
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Mensajes' }));
    advance(10_000);
    expect(shownText()).toContain('Login exitoso');
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Mensajes' }));
    advance(2999);
    expect(shownText()).toContain('Login exitoso');
    advance(1);

    expect(shownText()).toBe('');
  });

  it('should not carry a pause over to the next message when a hovered bar is closed', () => {
    vi.useFakeTimers();
    render(<MessageBar />);

    act(() => notify.error('Error inesperado al guardar'));
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Mensajes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    act(() => notify.success('Paciente actualizado correctamente'));
    advance(2999);
    expect(shownText()).toContain('Paciente actualizado correctamente');
    advance(1);

    expect(shownText()).toBe('');
  });

  it('should pause while focus is inside and give the full time again once focus leaves', () => {
    vi.useFakeTimers();
    renderPage();

    act(() => notify.success('Login exitoso'));
    act(() => screen.getByRole('button', { name: 'Cerrar' }).focus());
    advance(10_000);
    expect(shownText()).toContain('Login exitoso');
    act(() => screen.getByRole('textbox', { name: 'Buscar' }).focus());
    advance(2999);
    expect(shownText()).toContain('Login exitoso');
    advance(1);

    expect(shownText()).toBe('');
  });

  it('should reach the actions by Tab, run one, close, and return focus to where it was', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn(() => expect(shownText()).toContain('Falló el login'));
    renderPage();
    await user.click(screen.getByRole('textbox', { name: 'Buscar' }));

    act(() => notify.error('Falló el login', { actions: [{ text: 'Reintentar', onClick }] }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBe(document.activeElement);
    await user.keyboard('{Enter}');

    expect(onClick).toHaveBeenCalledTimes(1);
    expect(shownText()).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Buscar' }));
  });

  it('should close on Escape while focus is in the bar, returning focus to where it was', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('textbox', { name: 'Buscar' }));

    act(() => notify.warning('El sistema revirtió los cambios por seguridad'));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBe(document.activeElement);
    await user.keyboard('{Escape}');

    expect(shownText()).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Buscar' }));
  });

  it("should send focus to the page's heading when the element it came from has gone", async () => {
    const user = userEvent.setup();
    const { rerender } = renderPage();
    await user.click(screen.getByRole('textbox', { name: 'Buscar' }));

    act(() => notify.error('Error inesperado al eliminar'));
    await user.tab();
    rerender(
      <>
        <main>
          <h1 tabIndex={-1}>Pacientes</h1>
        </main>
        <MessageBar />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));

    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Pacientes' }));
  });

  it('should keep a message shown by an action callback', () => {
    render(<MessageBar />);

    act(() => notify.info('Primero', { actions: [{ text: 'Siguiente', onClick: () => notify.info('Segundo') }] }));
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));

    expect(screen.getByRole('status').textContent).toBe('Segundo');
  });
});
