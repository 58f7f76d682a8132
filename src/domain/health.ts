import { z } from 'zod';

/**
 * `GET /api/v1/health`: the server and its database answer; `demo` says the demo data is in use
 * (the login page then shows the demo account).
 */
export const healthAnswerSchema = z.object({ status: z.literal('ok'), demo: z.boolean() });

export type HealthAnswer = z.infer<typeof healthAnswerSchema>;
