import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildIfStale, isBuildStale } from '../../scripts/build-freshness.mjs';
import { paths } from './paths.mjs';

/**
 * Runs `npm run build` (in production mode, whatever NODE_ENV the shell has) when the built
 * client or server is missing, older than the sources, or a development build.
 */
export const ensureBuild = () => {
  if (!isBuildStale(paths.root)) return false;
  console.log('Building the panel (npm run build)...');
  return buildIfStale(paths.root);
};

/**
 * Copies dist/ aside and returns the server entry and client folder of the copy: every start
 * of the server in a run then runs the same build, even if dist/ is rebuilt meanwhile (the
 * e2e tests rebuild it). The copy is the same built main.js; it resolves node_modules from
 * the repository as dist/ does.
 */
export const snapshotBuild = () => {
  rmSync(paths.build, { recursive: true, force: true });
  cpSync(paths.dist, paths.build, { recursive: true });
  return { serverEntry: path.join(paths.build, 'server/main.js'), clientDir: path.join(paths.build, 'client') };
};
