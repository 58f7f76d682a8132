import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { paths } from '../lib/paths.mjs';
import { resultsMarkdown } from './markdown.mjs';

/**
 * Writes results.md and results.json under bench/ (results-postgres.* for a PostgreSQL run,
 * so the two never overwrite each other) and returns the markdown.
 */
export const writeResults = (results) => {
  const name = results.run.database === 'PostgreSQL' ? 'results-postgres' : 'results';
  const markdown = resultsMarkdown(results);
  writeFileSync(path.join(paths.bench, `${name}.md`), markdown);
  writeFileSync(path.join(paths.bench, `${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
  return markdown;
};
