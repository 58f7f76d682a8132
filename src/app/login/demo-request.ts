import { http } from '../api/client';

/**
 * GET /api/v1/health: whether the server says its demo data is in use; rejects when it cannot be
 * asked. The answer's schema (and zod with it) is loaded with the answer, not with /login.
 */
export const requestIsDemo = async (signal: AbortSignal) => {
  const [body, { healthAnswerSchema }] = await Promise.all([
    http.request('GET', '/health', { isPublic: true, signal }),
    import('../../domain/health'),
  ]);
  return healthAnswerSchema.parse(body).demo;
};
