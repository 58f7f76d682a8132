import type { PasswordChangeValues } from '../../domain/passwords';
import { http } from '../api/client';

/** POST /api/v1/auth/password; rejects with the server's `ApiError` (400 with field errors, 429). */
export const requestPasswordChange = async (values: PasswordChangeValues): Promise<void> => {
  await http.request('POST', '/auth/password', { body: values });
};
