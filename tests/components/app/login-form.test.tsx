import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../../../src/app/login/LoginForm';
import { requestLogin } from '../../../src/app/login/login-request';
import { ApiError } from '../../../src/engine/data-provider';

vi.mock('../../../src/app/login/login-request', () => ({ requestLogin: vi.fn() }));

const renderForm = () => {
  const onSignedIn = vi.fn();
  render(<LoginForm onSignedIn={onSignedIn} />);
  return { user: userEvent.setup(), onSignedIn };
};

const email = () => screen.getByLabelText('Correo electrónico') as HTMLInputElement;
const password = () => screen.getByLabelText('Contraseña', { exact: true }) as HTMLInputElement;

afterEach(() => vi.mocked(requestLogin).mockReset());

describe('LoginForm', () => {
  it('should label its fields and say what the browser may fill in', () => {
    renderForm();

    expect(email().autocomplete).toBe('email');
    expect(password().autocomplete).toBe('current-password');
    expect(email().getAttribute('aria-required')).toBe('true');
    expect(password().getAttribute('aria-required')).toBe('true');
  });

  it('should focus the first invalid field and describe it with its error', async () => {
    const { user } = renderForm();
    await user.type(password(), 'abc');

    await user.keyboard('{Enter}');

    await waitFor(() => expect(document.activeElement).toBe(email()));
    const description = document.getElementById(email().getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBeTruthy();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(requestLogin).not.toHaveBeenCalled();
  });

  it('should put the focus back in the password after a refused login, by keyboard alone', async () => {
    vi.mocked(requestLogin).mockRejectedValueOnce(new ApiError({ status: 401, message: 'Credenciales inválidas' }));
    const { user, onSignedIn } = renderForm();
    await user.tab();
    await user.keyboard('admin@gmail.com');
    await user.tab();
    await user.keyboard('clave-equivocada');
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Iniciar sesión' }));

    await user.keyboard('{Enter}');

    await waitFor(() => expect(document.activeElement).toBe(password()));
    expect(password().selectionEnd).toBe('clave-equivocada'.length);
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
