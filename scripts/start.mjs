// `npm start`: builds the client and the server when the build is missing or older than the
// sources, then runs the server in this process.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isBuildStale } from './build-freshness.mjs';

const root = path.resolve(import.meta.dirname, '..');

if (isBuildStale(root)) {
  console.log('Compilando el panel (cliente y servidor)...');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.chdir(root);
await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
