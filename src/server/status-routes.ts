import { sql } from 'kysely';
import { z } from 'zod';
import { healthAnswerSchema } from '../domain/health';
import { answer, defineRoute, type OpenApiDocument } from '../engine/server';

/**
 * `GET /health` (anyone): answers when the server and its database do; `demo` says the demo
 * data is in use, and the login page then shows the demo account.
 *
 * @example
 * const routes = [healthRoute({ isDemo: false }), ...];
 */
export const healthRoute = (options: { isDemo: boolean }) =>
  defineRoute(
    {
      method: 'get',
      path: '/health',
      operationId: 'health',
      tag: 'Estado',
      roles: 'public',
      summary: 'Estado del servidor',
      description:
        'Responde cuando el servidor y su base de datos contestan. `demo` dice si los datos de demostración están en uso: la cuenta de administración de demostración existe con su contraseña de demostración y el servidor no corre con `NODE_ENV=production`; la página de inicio de sesión muestra entonces esa cuenta.',
      answers: { 200: { description: 'En servicio.', schema: healthAnswerSchema } },
      errors: [500],
    },
    async (_input, { db }) => {
      await sql`SELECT 1`.execute(db);
      return answer(200, { status: 'ok', demo: options.isDemo });
    },
  );

/**
 * `GET /openapi.json` (anyone): this API's OpenAPI 3.1 document, written from the declared routes.
 *
 * @example
 * const routes = [openApiRoute(() => document), ...];
 */
export const openApiRoute = (documentOf: () => OpenApiDocument) =>
  defineRoute(
    {
      method: 'get',
      path: '/openapi.json',
      operationId: 'openapi',
      tag: 'Estado',
      roles: 'public',
      summary: 'Esta descripción OpenAPI 3.1',
      description: 'La referencia navegable está en `/api/docs`.',
      answers: { 200: { description: 'El documento OpenAPI.', schema: z.looseObject({ openapi: z.string() }) } },
      errors: [500],
    },
    async () => answer(200, documentOf()),
  );
