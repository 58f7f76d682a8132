import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '../../domain/login';
import { ApiError, NoAnswerError } from '../../engine';

export { requestLogin } from './login-request';

/** The login form's resolver: the schema `POST /auth/login` validates with too. */
export const loginResolver = zodResolver(loginSchema);

/** What the message bar says when a sign-in fails: the server's Spanish message, no network, else a generic one. */
export const failureMessage = (error: unknown) => {
  if (error instanceof NoAnswerError) return 'Sin conexión con el servidor: iniciar sesión necesita conexión';
  return error instanceof ApiError && error.message ? error.message : 'Falló el login';
};
