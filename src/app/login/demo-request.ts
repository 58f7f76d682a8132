import { healthAnswerSchema } from '../../domain/health';
import { http } from '../api/client';

/** GET /api/v1/health: whether the server says its demo data is in use; rejects when it cannot be asked. */
export const requestIsDemo = async (signal: AbortSignal) => {
  const body = await http.request('GET', '/health', { isPublic: true, signal });
  return healthAnswerSchema.parse(body).demo;
};
