import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { ApiEnv } from '../engine/server';
import type { Logger } from './logger';

/**
 * What the browser must ask for again every time: the service worker (an update is found by
 * fetching it anew) and the web app manifest. The worker's precache names every other file by its
 * hash or revision.
 */
const revalidatedFiles = ['/sw.js', '/manifest.webmanifest'];

/**
 * Serves the built client: hashed assets cached for a year, the service worker and the manifest
 * revalidated on every request, and `index.html` for every other path that is not the API, so
 * the client's router handles it. The Content-Security-Policy's `'self'` already allows the
 * worker (its `worker-src` falls back to `script-src`) and the manifest (`default-src`).
 */
export const serveClient = (options: { app: Hono<ApiEnv>; clientDir: string; logger: Logger }) => {
  const { app, clientDir } = options;
  const index = path.join(clientDir, 'index.html');
  if (!fs.existsSync(index)) {
    options.logger.warn({ clientDir }, 'No se encontró el cliente compilado: solo se sirve la API');
    return;
  }
  const root = path.relative(process.cwd(), clientDir) || '.';
  app.use('/assets/*', async function immutableAssets(c, next) {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  for (const file of revalidatedFiles) {
    app.use(file, async function revalidated(c, next) {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'no-cache');
    });
  }
  app.use('*', serveStatic({ root }));
  const html = fs.readFileSync(index, 'utf8');
  app.get('*', (c) => (c.req.path.startsWith('/api/') ? c.notFound() : c.html(html)));
};
