import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );

// A hook's file is named after the hook, as a component's file is named after the component.
describe('hook file names', () => {
  it('should be useX.ts, camelCase, never use-x.ts', () => {
    const hookFiles = filesUnder(join(root, 'src'))
      .map((file) => relative(root, file))
      .filter((file) => /\/use[-A-Z][^/]*$/.test(file));

    expect(hookFiles.length).toBeGreaterThan(0);
    expect(hookFiles.filter((file) => !/\/use[A-Z][A-Za-z]*\.tsx?$/.test(file))).toEqual([]);
  });
});
