import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { paths } from '../lib/paths.mjs';
import { resultsMarkdown } from './markdown.mjs';

/**
 * Writes the run's figures under bench/: results.md and results.json for the default SQLite
 * run, results-postgres.md and .json for a PostgreSQL run. Returns the markdown.
 *
 * @param {import('./markdown.mjs').Results} results
 */
export const writeResults = (results) => {
  const isPostgres = results.run.database === 'PostgreSQL';
  const base = path.join(paths.bench, isPostgres ? 'results-postgres' : 'results');
  const markdown = resultsMarkdown(results);
  writeFileSync(`${base}.md`, markdown);
  writeFileSync(`${base}.json`, `${JSON.stringify(results, null, 2)}\n`);
  return markdown;
};
