import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { maxCountedRows } from '../../src/engine/server/lists/paged-list';
import { bodyLimitBytes } from '../../src/server/app';
import { rebuildChunk, recomputeChunk } from '../../src/server/programme/refresh-forecast';

const root = path.resolve(import.meta.dirname, '../..');
const guide = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');

/** Every folder of `src/` with the files it holds itself. */
const folders = (dir: string): { dir: string; files: number }[] => {
  const entries = fs.readdirSync(path.join(root, dir), { withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).length;
  const below = entries.filter((entry) => entry.isDirectory()).flatMap((entry) => folders(path.join(dir, entry.name)));
  return [{ dir, files }, ...below];
};

const grouped = (value: number) => value.toLocaleString('en-US');

describe('docs/architecture.md, the map', () => {
  const all = folders('src').filter(({ dir }) => dir !== 'src');

  it('should name every folder of src/', () => {
    expect(all.filter(({ dir }) => !guide.includes(`\`${dir}/\``)).map(({ dir }) => dir)).toEqual([]);
  });

  it('should name no folder that is not there', () => {
    const named = [...guide.matchAll(/`(src\/[a-z0-9/-]+)\/`/g)].map((match) => match[1] ?? '');
    expect(named.filter((dir) => !fs.existsSync(path.join(root, dir)))).toEqual([]);
  });

  it('should keep every folder of src/ to 30 files at most, split by idea beyond that', () => {
    expect(all.filter(({ files }) => files > 30)).toEqual([]);
  });

  it.each([
    ['the recompute chunk', `chunks of ${grouped(recomputeChunk)} patients`],
    ['the rebuild chunk', `chunks of ${grouped(rebuildChunk)})`],
    ['the body limit', `the ${bodyLimitBytes / (1024 * 1024)} MB body limit`],
    ['the counted rows', `up to ${grouped(maxCountedRows)} then 'más de'`],
  ])('should quote %s as the code has it', (_figure, text) => {
    expect(guide).toContain(text);
  });
});
