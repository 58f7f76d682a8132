import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageBar } from '../../../src/app/notify/MessageBar';
import { notify } from '../../../src/app/notify/notify';
import { useNotifyStore } from '../../../src/app/notify/notify-store';

afterEach(() => {
  act(() => useNotifyStore.getState().close(useNotifyStore.getState().id));
  vi.useRealTimers();
});

describe('MessageBar', () => {
  it('should run an action callback, then close the bar', () => {
    const wasShownDuringCallback: boolean[] = [];
    const onClick = vi.fn(() => wasShownDuringCallback.push(screen.queryByRole('alert') !== null));
    render(<MessageBar />);

    act(() => notify.error('Falló el login', { actions: [{ text: 'Reintentar', onClick }] }));
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(onClick).toHaveBeenCalledTimes(1);
    expect(wasShownDuringCallback).toEqual([true]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('should close when Cerrar is pressed', () => {
    render(<MessageBar />);

    act(() => notify.success('Login exitoso'));
    expect(screen.getByRole('status').textContent).toContain('Login exitoso');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));

    expect(screen.queryByRole('status')).toBeNull();
  });

  it('should hide itself after the default 3000 ms', () => {
    vi.useFakeTimers();
    render(<MessageBar />);

    act(() => notify.warning('El sistema revirtió los cambios por seguridad'));
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));

    expect(screen.queryByRole('status')).toBeNull();
  });

  it('should keep a message shown by an action callback', () => {
    render(<MessageBar />);

    act(() => notify.info('Primero', { actions: [{ text: 'Siguiente', onClick: () => notify.info('Segundo') }] }));
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));

    expect(screen.getByRole('status').textContent).toContain('Segundo');
  });
});
