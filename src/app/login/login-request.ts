import { z } from 'zod';
import type { LoginValues } from '../../domain/login';
import { http } from '../api/client';
import type { Session } from '../session/session-store';

const loginResponseSchema = z.object({ token: z.string().min(1), role: z.string().min(1) });

/** POST /api/v1/auth/login; rejects with the server's `ApiError` on a refusal. */
export const requestLogin = async (values: LoginValues): Promise<Session> => {
  const body = await http.request('POST', '/auth/login', { body: values, isPublic: true });
  return loginResponseSchema.parse(body);
};
