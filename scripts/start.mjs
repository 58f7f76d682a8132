// `npm start`: builds the client and the server when the build is missing, older than the
// sources or a development build, then runs the server in this process. It only ever serves
// a production build.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, isBuildStale, isDevelopmentBuild } from './build-freshness.mjs';

const root = path.resolve(import.meta.dirname, '..');

if (isBuildStale(root)) {
  console.log('Compilando el panel (cliente y servidor)...');
  try {
    buildIfStale(root);
  } catch {
    // npm's own lines said why.
    process.exit(1);
  }
}
if (isDevelopmentBuild(root)) {
  console.error('dist/ contiene una compilación de desarrollo: npm start solo sirve una de producción.');
  process.exit(1);
}

process.chdir(root);
await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
