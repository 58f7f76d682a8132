import { type LoginValues, loginAnswerSchema } from '../../domain/login';
import { http } from '../api/client';
import type { Session } from '../session/session-store';

/** POST /api/v1/auth/login; rejects with the server's `ApiError` on a refusal. */
export const requestLogin = async (values: LoginValues): Promise<Session> => {
  const body = await http.request('POST', '/auth/login', { body: values, isPublic: true });
  return loginAnswerSchema.parse(body);
};
