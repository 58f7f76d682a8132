import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { paths } from '../lib/paths.mjs';
import { resultsMarkdown } from './markdown.mjs';

/**
 * Writes the run's figures under bench/: results.md and results.json for the default SQLite
 * run, results-postgres.md and .json for a PostgreSQL run; a run of some sections
 * (`BENCH_ONLY`) writes them under bench/data/ as results-partial(-postgres), leaving the
 * whole run's figures as they are. Returns the markdown.
 *
 * @param {import('./markdown.mjs').Results} results
 */
export const writeResults = (results) => {
  const isPostgres = results.run.database === 'PostgreSQL';
  const name = `results${results.run.sections ? '-partial' : ''}${isPostgres ? '-postgres' : ''}`;
  const base = path.join(results.run.sections ? paths.data : paths.bench, name);
  const markdown = resultsMarkdown(results);
  writeFileSync(`${base}.md`, markdown);
  writeFileSync(`${base}.json`, `${JSON.stringify(results, null, 2)}\n`);
  return markdown;
};
