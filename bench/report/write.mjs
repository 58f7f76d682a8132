import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { paths } from '../lib/paths.mjs';
import { resultsMarkdown } from './markdown.mjs';

/**
 * Writes results.md and results.json: under bench/ for the default SQLite run (the committed
 * figures), under bench/data/ as results-postgres.* for a PostgreSQL run. Returns the markdown.
 */
export const writeResults = (results) => {
  const isPostgres = results.run.database === 'PostgreSQL';
  const base = isPostgres ? path.join(paths.data, 'results-postgres') : path.join(paths.bench, 'results');
  const markdown = resultsMarkdown(results);
  writeFileSync(`${base}.md`, markdown);
  writeFileSync(`${base}.json`, `${JSON.stringify(results, null, 2)}\n`);
  return markdown;
};
