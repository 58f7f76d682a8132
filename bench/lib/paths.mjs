import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Where the bench reads the build from and writes its data and results. */
export const paths = {
  root,
  dist: path.join(root, 'dist'),
  serverEntry: path.join(root, 'dist/server/main.js'),
  clientIndex: path.join(root, 'dist/client/index.html'),
  data: path.join(root, 'bench/data'),
  /** The copy of dist/ a run measures (see snapshotBuild). */
  build: path.join(root, 'bench/data/build'),
  bench: path.join(root, 'bench'),
};
