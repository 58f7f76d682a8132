import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono } from 'hono';

/** Swagger UI's files, from the installed package: nothing is loaded from another host. */
const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const page = `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Referencia de la API · Panel de vacunación</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;

// A file, not an inline script, so the Content-Security-Policy's `script-src 'self'` holds.
const init = `window.ui = SwaggerUIBundle({
  url: '/api/v1/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;

const day = 24 * 60 * 60;

const asset = (file: string, type: string) => {
  let body: Buffer | undefined;
  return () => {
    body ??= fs.readFileSync(path.join(swaggerUiDir, file));
    return new Response(new Uint8Array(body), {
      headers: { 'content-type': type, 'cache-control': `public, max-age=${day}` },
    });
  };
};

/**
 * `GET /api/docs`: the API reference, Swagger UI reading `/api/v1/openapi.json`, its script
 * and style served from the installed `swagger-ui-dist`.
 *
 * @example
 * app.route('/api/docs', docsRouter());
 */
export const docsRouter = () => {
  const css = asset('swagger-ui.css', 'text/css; charset=utf-8');
  const bundle = asset('swagger-ui-bundle.js', 'text/javascript; charset=utf-8');
  return new Hono()
    .get('/', (c) => c.html(page))
    .get('/init.js', (c) => c.body(init, 200, { 'content-type': 'text/javascript; charset=utf-8' }))
    .get('/swagger-ui.css', () => css())
    .get('/swagger-ui-bundle.js', () => bundle());
};
