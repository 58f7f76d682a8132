import { sql } from 'kysely';
import { z } from 'zod';
import { healthAnswerSchema, programmeSettingsSchema } from '../domain/health';
import { programmeTimeZone } from '../engine';
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
 * `GET /settings/programme` (anyone, before signing in too): the programme's settings the
 * browser follows, its time zone (`PROGRAMME_TIME_ZONE`): the browser counts today and shows
 * every date and time on that zone's clock, whatever the device's.
 */
export const programmeSettingsRoute = defineRoute(
  {
    method: 'get',
    path: '/settings/programme',
    operationId: 'settings.programme',
    tag: 'Estado',
    roles: 'public',
    summary: 'Ajustes del programa',
    description:
      'La zona horaria del programa (`PROGRAMME_TIME_ZONE`): el día de cada dosis, las edades, hoy, las listas y los indicadores se cuentan en sus días, en el servidor y en el navegador.',
    answers: { 200: { description: 'Los ajustes.', schema: programmeSettingsSchema } },
    errors: [500],
  },
  async () => answer(200, { timeZone: programmeTimeZone() }),
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
