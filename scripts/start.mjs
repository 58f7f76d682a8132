// `npm start`: builds the client and the server when the build is missing or older than the
// sources, then runs the server in this process.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const serverEntry = path.join(root, 'dist/server/main.js');
const clientEntry = path.join(root, 'dist/client/index.html');
const sources = ['src', 'index.html', 'public', 'vite.config.ts', 'tailwind.config.ts', 'package-lock.json'];

const newestChange = (target) => {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((name) => newestChange(path.join(target, name))));
};

const builtAt = Math.min(newestChange(serverEntry), newestChange(clientEntry));
const changedAt = Math.max(...sources.map((source) => newestChange(path.join(root, source))));

if (builtAt === 0 || changedAt > builtAt) {
  console.log('Compilando el panel (cliente y servidor)...');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.chdir(root);
await import(pathToFileURL(serverEntry).href);
